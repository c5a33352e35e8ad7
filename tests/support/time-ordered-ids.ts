// What tests read of a time-ordered id (src/shared/ids/time-ordered-id.ts, decision 0056).

/** A version 7 UUID (RFC 9562), in lower case as the database and timeOrderedId write it. */
export const TIME_ORDERED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The time an id says it was made at: its first 48 bits, in milliseconds since 1970. */
export const timeOfId = (id: string): Date => new Date(Number.parseInt(id.replaceAll("-", "").slice(0, 12), 16));
