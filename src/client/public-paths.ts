import { PRERENDERED_PATHS } from "../shared/public-pages";

/**
 * Paths that need no validation of a parent session on load: the pre-rendered
 * public pages and the reset page (the rest are guarded or personal).
 */
const PUBLIC = new Set<string>([...PRERENDERED_PATHS, "/parent/reset-password"]);

export function isPublicPath(pathname: string): boolean {
  return PUBLIC.has(pathname.replace(/\/$/, "") || "/");
}
