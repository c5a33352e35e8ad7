/**
 * The path of a request target in any of its forms: origin form (`/a?b`) or
 * absolute form (`http://host/a?b`, which HTTP/1.1 servers must accept).
 */
export function requestPath(url: string): string {
  if (url.startsWith("/")) return url.split("?")[0] ?? "/";
  try {
    return new URL(url).pathname;
  } catch {
    return "/";
  }
}
