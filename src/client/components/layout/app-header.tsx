import { useState } from "react";
import { Link, useLocation } from "react-router";
import { Button, ButtonLink } from "../ui/button";
import { Logo } from "../ui/logo";
import { Spinner } from "../ui/spinner";
import { Alert } from "../ui/alert";
import { useAuth } from "../../features/auth/auth-context";

/** Product title; "Playing as: {name}" for a child; Account for a parent; Log out. */
export function AppHeader() {
  const { state, parent, child, signOut } = useAuth();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function logOut() {
    const wasChild = Boolean(child);
    setBusy(true);
    setError(null);
    const failure = await signOut(wasChild ? "/child/login" : "/");
    setBusy(false);
    setError(failure);
  }

  return (
    <header className="border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Link to={child ? "/child/dashboard" : parent ? "/parent/dashboard" : "/"} className="flex items-center gap-2">
          <Logo />
          <span className="text-xl font-extrabold tracking-tight text-brand-900">Maths Sprint</span>
        </Link>
        <nav aria-label="Account" className="flex flex-wrap items-center gap-2">
          {state.status === "initialising" ? (
            <Spinner label="Checking sign-in" size={22} />
          ) : child ? (
            <>
              <span className="font-semibold text-ink" data-testid="playing-as">
                Playing as: {child.child_data.name}
              </span>
              <Button variant="secondary" onClick={() => void logOut()} busy={busy}>
                Log out
              </Button>
            </>
          ) : parent ? (
            <>
              {pathname !== "/parent/dashboard" && (
                <ButtonLink to="/parent/dashboard" variant="ghost">
                  Dashboard
                </ButtonLink>
              )}
              <ButtonLink to="/parent/account" variant="ghost">
                Account
              </ButtonLink>
              <Button variant="secondary" onClick={() => void logOut()} busy={busy}>
                Log out
              </Button>
            </>
          ) : (
            <>
              <ButtonLink to="/child/login" variant="ghost">
                Child Login
              </ButtonLink>
              <ButtonLink to="/parent/login" variant="ghost">
                Parent Login
              </ButtonLink>
              <ButtonLink to="/parent/signup" variant="primary">
                Sign Up
              </ButtonLink>
            </>
          )}
        </nav>
      </div>
      {error && (
        <div className="mx-auto max-w-5xl px-4 pb-3 sm:px-6">
          <Alert
            tone="error"
            action={
              <Button variant="ghost" onClick={() => setError(null)}>
                Dismiss
              </Button>
            }
          >
            {error}
          </Alert>
        </div>
      )}
    </header>
  );
}
