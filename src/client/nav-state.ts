/**
 * A text entry of a page's navigation state (`location.state`), which any earlier
 * page or the browser's history may have left in any shape.
 */
export function navStateText(state: unknown, name: string): string | undefined {
  if (typeof state !== "object" || state === null) return undefined;
  const value = (state as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
}
