import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from "../shared/api/endpoint";
import type { ErrorCode } from "../shared/api/error-codes";
import { fillPath, type Route } from "../shared/api/route";
import { messages } from "../shared/messages";
import { ApiError } from "./api-error";
import { readChildSession } from "./session/child-session-store";

export { ApiError, errorMessage } from "./api-error";

export interface CallInput<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  signal?: AbortSignal;
}

/** Who a request answered "not authenticated" was made for. */
export type SignedInAs = "parent" | "child";
type Listener = (who: SignedInAs, error: ApiError) => void;
const authLostListeners = new Set<Listener>();
/**
 * Called when a signed-in request is answered 401: the session it carried has ended
 * (signed out elsewhere, password changed, expired). The app signs that user out here,
 * once for every call, rather than each page reading the error.
 */
export function onAuthLost(listener: Listener): () => void {
  authLostListeners.add(listener);
  return () => authLostListeners.delete(listener);
}

function queryString(query: unknown): string {
  if (!query || typeof query !== "object") return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      search.set(key, String(value));
    }
  }
  const s = search.toString();
  return s ? `?${s}` : "";
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** A Retry-After header in milliseconds from `now`: a number of seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMsOf(header: string | null, now: number): number | null {
  if (header === null || header.trim() === "") return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : null;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The error an error body describes (`{ error: { code, message, fields } }`), or a generic one. */
function errorFrom(status: number, payload: unknown, retryAfterMs: number | null): ApiError {
  const error = isRecord(payload) ? payload.error : undefined;
  if (!isRecord(error) || typeof error.code !== "string" || typeof error.message !== "string") {
    return new ApiError(status, "http_error", messages.somethingWentWrong, {}, retryAfterMs);
  }
  const fields: Record<string, string> = {};
  if (isRecord(error.fields)) {
    for (const [name, text] of Object.entries(error.fields)) if (typeof text === "string") fields[name] = text;
  }
  // The server sends only declared codes (error-codes.ts).
  return new ApiError(status, error.code as ErrorCode, error.message, fields, retryAfterMs);
}

/**
 * Sends a call and returns the server's answer once it is a success; an
 * error answer is thrown as its ApiError (a lost session told to the app first).
 */
async function call<E extends Endpoint>(route: E | Route<E>, input: CallInput<E>): Promise<Response> {
  const url = fillPath(route.path, input.params as Record<string, string> | undefined) + queryString(input.query);
  const headers: Record<string, string> = { accept: "application/json" };
  const child = readChildSession();
  if (child && route.access !== "parent" && route.access !== "admin") headers.authorization = `Bearer ${child.token}`;
  const hasBody = input.body !== undefined;
  // An upload's bytes go as they are (the server decides their type from their content); anything else as JSON.
  const raw = input.body instanceof Uint8Array ? new Uint8Array(input.body) : null;
  if (hasBody) headers["content-type"] = raw ? "application/octet-stream" : "application/json";

  let res: Response;
  try {
    res = await fetch(url, {
      method: route.method,
      headers,
      body: raw ?? (hasBody ? JSON.stringify(input.body) : undefined),
      credentials: "same-origin",
      signal: input.signal,
    });
  } catch (error) {
    // Abandoned by the caller (an AbortError) or past its time limit (a TimeoutError): the caller decides.
    if (input.signal?.aborted) throw input.signal.reason;
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "network_error", messages.somethingWentWrong);
  }
  if (res.ok) return res;

  const payload: unknown = await res.json().catch(() => undefined);
  const error = errorFrom(res.status, payload, retryAfterMsOf(res.headers.get("retry-after"), Date.now()));
  const who: SignedInAs | null = headers.authorization ? "child" : route.access === "public" ? null : "parent";
  // A child's request answered after another child has signed in on this tab (a late answer
  // to the previous session) says nothing about the session now: only a lost current one counts.
  const current = who !== "child" || readChildSession()?.token === child?.token;
  if (who && current && res.status === 401) for (const listener of authLostListeners) listener(who, error);
  throw error;
}

/**
 * The one way the client calls the server, typed by the shared endpoint definition.
 * Pass the endpoint's route (`api-routes.ts`), or the endpoint itself where its schemas
 * are loaded anyway. The answer is not checked again here: the server sends only what
 * the endpoint's response schema accepts.
 */
export async function api<E extends Endpoint>(route: E | Route<E>, input: CallInput<E> = {}): Promise<ResponseOf<E>> {
  const res = await call(route, input);
  const payload: unknown = await res.json().catch(() => undefined);
  if (payload === undefined) throw new ApiError(res.status, "invalid_response", messages.invalidResponse);
  return payload as ResponseOf<E>;
}

/**
 * A call whose answer is kept as it came, unread (a family's export, tens of
 * megabytes, handed to the browser to save): reading it to an object and
 * writing it back would hold it three times over.
 */
export async function apiFile<E extends Endpoint>(route: E | Route<E>, input: CallInput<E> = {}): Promise<Blob> {
  const res = await call(route, input);
  try {
    return await res.blob();
  } catch {
    throw new ApiError(0, "network_error", messages.somethingWentWrong);
  }
}
