import { useLocation } from "react-router";
import { Info } from "lucide-react";
import { useHydrated } from "../../hooks/use-hydrated";
import { navStateText } from "../../nav-state";

/**
 * Why the parent landed here after a sign-out they did not ask for (inactivity) or
 * after deleting their account. The live region is in the page from the start and
 * filled once the app runs, so that screen readers announce the words politely.
 */
export function SignedOutNotice() {
  const location = useLocation();
  const hydrated = useHydrated();
  const text = hydrated ? navStateText(location.state, "message") : undefined;
  return (
    <div role="status" aria-live="polite" data-testid="signed-out-notice">
      {text && (
        <p className="mb-6 flex items-start gap-3 rounded-xl bg-brand-50 px-4 py-3 font-semibold text-brand-900 ring-1 ring-brand-200">
          <Info aria-hidden className="mt-0.5 shrink-0" size={20} />
          {text}
        </p>
      )}
    </div>
  );
}
