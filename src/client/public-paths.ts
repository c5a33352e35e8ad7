/** Paths that need no validation of a parent session on load (the rest are guarded or personal). */
const PUBLIC = new Set([
  "/",
  "/parent/signup",
  "/parent/login",
  "/forgot-password",
  "/parent/reset-password",
  "/child/login",
]);

export function isPublicPath(pathname: string): boolean {
  return PUBLIC.has(pathname.replace(/\/$/, "") || "/");
}
