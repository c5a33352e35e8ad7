import type { ErrorCode } from "../../shared/api/error-codes";
import { productMessages } from "../../shared/messages";

/** An error with an HTTP status, a stable code and a message for the user. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (code: ErrorCode, message: string, fields?: Record<string, string>) =>
  new AppError(400, code, message, fields);
export const unauthorized = (code: ErrorCode, message: string) => new AppError(401, code, message);
export const forbidden = (code: ErrorCode, message: string) => new AppError(403, code, message);
export const notFound = (code: ErrorCode, message: string) => new AppError(404, code, message);
export const conflict = (code: ErrorCode, message: string, fields?: Record<string, string>) =>
  new AppError(409, code, message, fields);
export const unprocessable = (code: ErrorCode, message: string, fields?: Record<string, string>) =>
  new AppError(422, code, message, fields);
/** Too much of this kind of work is under way on this server: the same request, sent again after Retry-After, is taken. */
export const serviceBusy = () => new AppError(503, "service_busy", productMessages.serviceBusy);

/** PostgreSQL's unique-violation code: "already exists". */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === "object" && depth < 4; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === "23505") return constraint === undefined || candidate.constraint === constraint;
    e = candidate.cause;
  }
  return false;
}
