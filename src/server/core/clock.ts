/** The server's notion of now; injected so that time rules are tested exactly. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
