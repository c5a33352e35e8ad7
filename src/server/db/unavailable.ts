/**
 * Errors that mean the database cannot be reached right now (a restart, a
 * failover, a network cut, a pool with no free connection in time), as opposed
 * to an error in what was asked of it. Requests meeting one answer 503 with
 * Retry-After, and the work is safe to send again.
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
]);
/**
 * SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, starting up),
 * 53300 (too many connections) and 53100 (disk full: the write is refused whole, and can be sent
 * again once there is room; the answer names it, error-handler.ts).
 */
const SQLSTATE = /^(08\d{3}|57P0[1-4]|53[13]00)$/;
const MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Connection ended unexpectedly",
  "the database system is starting up",
  "the database system is shutting down",
  "Client was closed and is not queryable",
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === "string" && MESSAGES.some((m) => message.includes(m))) return true;
    e = cause;
  }
  return false;
}
