/**
 * How one outside part this instance depends on (the AI service, the disk under the embedded
 * database) is doing, as this instance last found it: for the operator's health and metrics.
 * `since` is when it went down (or came back up); `lastError` says why it is down, in the
 * operator's words, never with a key, a query's values or a reply's text.
 */
export interface PartState {
  state: "up" | "down";
  since?: Date;
  lastError?: string;
}
