/** Paths that need no validation of a parent session on load (the rest are guarded or personal). */
const PUBLIC = new Set([
  "/",
  "/game-modes",
  "/FAQ",
  "/best-maths-app",
  "/best-free-maths-app",
  "/how-it-works",
  "/privacy-policy",
  "/terms",
  "/cookie-policy",
  "/parent/signup",
  "/parent/login",
  "/forgot-password",
  "/parent/reset-password",
  "/child/login",
  "/support",
]);

export function isPublicPath(pathname: string): boolean {
  return PUBLIC.has(pathname.replace(/\/$/, "") || "/");
}
