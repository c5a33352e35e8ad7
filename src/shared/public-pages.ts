/** Public pages rendered to HTML at build time. */
export const PRERENDERED_PATHS = ["/", "/parent/signup", "/parent/login", "/child/login", "/forgot-password"] as const;
