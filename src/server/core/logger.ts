import pino, { type DestinationStream, type Logger } from "pino";
import { requestPath } from "./request-path";

/**
 * Paths of a log line that never reach the log: credentials, tokens, hashes
 * and PINs, wherever a caller might put them. (The request serializer below
 * already leaves out every header but the few an operator needs.)
 */
const REDACT = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  ...["password", "newPassword", "currentPassword", "token", "pin", "child_pin", "passwordHash", "pinHmac"].flatMap(
    (key) => [key, `*.${key}`, `*.*.${key}`],
  ),
];

/** SQLSTATE codes and the like: short, and never a value from the query. */
const codeOf = (error: object): string | undefined => {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" || typeof code === "number" ? String(code) : undefined;
};

/**
 * An error as it is logged: its kind, code and message, and the same of its
 * cause. A failed query's parameters (hashes, emails), a database error's
 * `detail` (the duplicate key's value) and the query text stay out, and so
 * does the stack of a database error, whose first line repeats the parameters.
 */
function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const name = error.constructor.name;
  const fromDatabase = name === "DrizzleQueryError" || "severity" in error || "routine" in error;
  const cause: unknown = error.cause;
  const code = codeOf(error);
  return {
    type: name,
    ...(code !== undefined && { code }),
    message: fromDatabase ? databaseMessage(error) : error.message,
    ...(fromDatabase ? identifiersOf(error) : error.stack && { stack: error.stack }),
    ...(cause !== undefined && depth < 3 && { cause: serializeError(cause, depth + 1) }),
  };
}

/**
 * A database error's message with every quoted part hidden: PostgreSQL quotes
 * the offending value there (`invalid input syntax for type integer: "…"`).
 */
function databaseMessage(error: Error): string {
  if (error.constructor.name === "DrizzleQueryError") return "Failed query";
  return error.message.replace(/"[^"]*"/g, '"…"');
}

/** The names a database error points at (never a value): enough to find the statement. */
function identifiersOf(error: Error): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ["severity", "constraint", "table", "column", "routine"] as const) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (typeof value === "string") out[key] = value;
  }
  return out;
}

interface LoggedRequest {
  method: string;
  url: string;
  ip: string;
  headers: Record<string, unknown>;
}

/** A request as logged: its path without the query string (reset tokens travel there), and its address. */
function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    path: requestPath(req.url),
    ip: req.ip,
    userAgent: req.headers["user-agent"],
  };
}

/** The server's logger: JSON lines, redacted, with errors and requests written safely. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: REDACT, censor: "[redacted]" },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
  };
  return destination ? pino(options, destination) : pino(options);
}
