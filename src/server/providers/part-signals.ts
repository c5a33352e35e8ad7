/**
 * What the code that talks to an outside part tells of it (the mailer of the mail server, the rate
 * limits of Redis), for this instance's record of the parts (`createParts` in core/parts.ts), which
 * `/api/health` and `/metrics` read.
 */
export interface PartSignals {
  /** The part is configured (its URL given): reported, and `unknown` until first reached. */
  configured(): void;
  /** The part answered. */
  up(): void;
  /** The part could not be reached (the part itself, not a refusal of one request). */
  down(error: unknown): void;
  isDown(): boolean;
}
