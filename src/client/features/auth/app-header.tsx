import { LayoutDashboard, UserRound } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { Avatar } from "../../components/ui/avatar";
import { Button, ButtonLink } from "../../components/ui/button";
import { Logo } from "../../components/ui/logo";
import { Spinner } from "../../components/ui/spinner";
import { Alert } from "../../components/ui/alert";
import { useAuth } from "./auth-context";

/** A visitor's way in. On a phone "Child" and "Parent" are shown; the links are named "Child Login" and "Parent Login" at every size. */
function GuestLinks() {
  return (
    <>
      <ButtonLink to="/child/login" variant="ghost" size="sm" className="max-sm:px-2" aria-label="Child Login">
        Child
        <span className="max-sm:hidden">&nbsp;Login</span>
      </ButtonLink>
      <ButtonLink to="/parent/login" variant="ghost" size="sm" className="max-sm:px-2" aria-label="Parent Login">
        Parent
        <span className="max-sm:hidden">&nbsp;Login</span>
      </ButtonLink>
      <ButtonLink to="/parent/signup" variant="primary" size="sm" className="shrink-0 max-sm:px-3">
        Sign Up
      </ButtonLink>
    </>
  );
}

const iconOnPhone = "shrink-0 max-sm:min-w-11 max-sm:px-0";

/**
 * Product title; "Playing as: {name}" for a child; Dashboard and Account for a parent; Log out.
 * One row at every width from 360 px, the title always shown to anyone signed in.
 */
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
    <header data-app-header className="border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex w-full max-w-5xl flex-nowrap items-center justify-between gap-2 px-4 py-2 sm:gap-3 sm:px-6 sm:py-3">
        <Link
          to={child ? "/child/dashboard" : parent ? "/parent/dashboard" : "/"}
          className="flex shrink-0 items-center gap-2"
        >
          <Logo />
          {/* Shown to everyone; below 420 px on two lines ("Maths" over "Sprint"), so that a visitor's three
              links or a parent's controls keep one row beside it. */}
          <span className="text-lg font-extrabold tracking-tight text-brand-900 max-[419px]:w-min max-[419px]:text-base max-[419px]:leading-tight sm:text-xl">
            Maths Sprint
          </span>
        </Link>
        <nav aria-label="Account" className="flex min-h-11 min-w-0 flex-nowrap items-center gap-1 sm:gap-2">
          {state.status === "initialising" ? (
            <>
              <span className="guest:hidden">
                <Spinner label="Checking sign-in" size={22} />
              </span>
              {/* Shown at first paint on a static document for a visitor nobody is signed in as. */}
              <span className="hidden guest:contents">
                <GuestLinks />
              </span>
            </>
          ) : child ? (
            <>
              <span
                className="inline-flex min-w-0 items-center gap-2 text-sm font-semibold text-ink sm:text-base"
                data-testid="playing-as"
              >
                <Avatar avatar={child.child_data.avatar} name={child.child_data.name} size="sm" />
                {/* On a phone the avatar and name say it beside the title; a long name ends in "…"
                    rather than pushing Log out onto a second row. */}
                <span className="truncate">
                  <span className="max-sm:sr-only">Playing as: </span>
                  {child.child_data.name}
                </span>
              </span>
              <Button variant="secondary" size="sm" className="shrink-0" onClick={() => void logOut()} busy={busy}>
                Log out
              </Button>
            </>
          ) : parent ? (
            <>
              {/* On a phone an icon each, named for screen readers and in a tooltip, so that the title keeps its room. */}
              {pathname !== "/parent/dashboard" && (
                <ButtonLink to="/parent/dashboard" variant="ghost" size="sm" title="Dashboard" className={iconOnPhone}>
                  <LayoutDashboard aria-hidden size={20} className="sm:hidden" />
                  <span className="max-sm:sr-only">Dashboard</span>
                </ButtonLink>
              )}
              <ButtonLink to="/parent/account" variant="ghost" size="sm" title="Account" className={iconOnPhone}>
                <UserRound aria-hidden size={20} className="sm:hidden" />
                <span className="max-sm:sr-only">Account</span>
              </ButtonLink>
              <Button variant="secondary" size="sm" className="shrink-0" onClick={() => void logOut()} busy={busy}>
                Log out
              </Button>
            </>
          ) : (
            <GuestLinks />
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
