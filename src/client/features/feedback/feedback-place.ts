/**
 * Whether a page is one the feedback prompt may open over: the parent's
 * dashboard alone, a page to look at, never Account Settings, Coach Mode or
 * another page where the parent fills in a form, a game, a child's page, a
 * public page, the checkout, or the dashboard just back from checkout.
 */
export function feedbackPromptFits(pathname: string, search: string): boolean {
  if (pathname.replace(/\/+$/, "") !== "/parent/dashboard") return false;
  return !new URLSearchParams(search).has("checkout");
}
