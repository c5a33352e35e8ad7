/** The parent pages that ask nothing of a signed-in parent (they are sent on from them). */
const SIGN_IN_PAGES = new Set(["/parent/login", "/parent/signup", "/parent/reset-password"]);

/**
 * Whether a page is one the feedback prompt may open over: the parent's own
 * pages (dashboard, account and the like), never a game, a child's page, a
 * public page, the checkout, or the dashboard just back from checkout.
 */
export function feedbackPromptFits(pathname: string, search: string): boolean {
  const path = pathname.replace(/\/+$/, "");
  if (!path.startsWith("/parent/") || SIGN_IN_PAGES.has(path)) return false;
  return !new URLSearchParams(search).has("checkout");
}
