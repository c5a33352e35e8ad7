import { useCallback, useEffect, useRef, useState } from "react";
import { INACTIVITY_COUNTDOWN_SECONDS } from "../../../shared/constants";
import { productMessages } from "../../../shared/messages";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { useAuth } from "./auth-context";
import { useGameActive } from "./game-active";
import { useInactivity } from "./use-inactivity";

/** The session-timeout warning overlay, active only for a signed-in parent who is not in a game. */
export function InactivityGuard() {
  const { parent, signOut } = useAuth();
  const { gameActive } = useGameActive();
  const logoutRef = useRef<HTMLButtonElement>(null);
  const stayRef = useRef<HTMLButtonElement>(null);

  const logOut = useCallback(async () => {
    await signOut("/", { message: productMessages.signedOutInactive });
  }, [signOut]);

  // Everything the parent does while the warning shows is activity (a letter key, Tab between
  // its buttons, a tap anywhere), but pressing Logout Now: that press signs out.
  const ignore = useCallback((event: Event) => {
    const logout = logoutRef.current;
    if (!logout || !(event.target instanceof Node) || !logout.contains(event.target)) return false;
    return !(event instanceof KeyboardEvent) || event.key === "Enter" || event.key === " ";
  }, []);
  const { warning, stayLoggedIn } = useInactivity({
    enabled: Boolean(parent) && !gameActive,
    onTimeout: () => void logOut(),
    ignore,
  });

  return (
    <Dialog
      open={warning}
      onOpenChange={(open) => {
        if (!open) stayLoggedIn();
      }}
      title="Are you still there?"
      role="alertdialog"
      hideClose
      initialFocus={() => stayRef.current}
    >
      <div>
        {warning && <Countdown />}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button ref={logoutRef} variant="secondary" onClick={() => void logOut()}>
            Logout Now
          </Button>
          <Button ref={stayRef} onClick={stayLoggedIn}>
            Stay Logged In
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function Countdown() {
  const [seconds, setSeconds] = useState(INACTIVITY_COUNTDOWN_SECONDS);
  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="text-ink-soft">
      For your security you will be logged out in{" "}
      <strong className="text-ink" data-testid="inactivity-countdown">
        {seconds}
      </strong>{" "}
      {seconds === 1 ? "second" : "seconds"} because there has been no activity.
    </p>
  );
}
