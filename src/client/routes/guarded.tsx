import { Outlet, useLocation } from "react-router";
import { Redirect } from "../components/redirect";
import { messages } from "../../shared/messages";
import { LoadingScreen } from "../components/ui/spinner";
import { useAuth } from "../features/auth/auth-context";
import { isGamePath } from "../../shared/routing/play-paths";

/** The login guard: a parent or child session passes; otherwise to /parent/login with returnPath. */
export default function Guarded() {
  const { state, parent, child } = useAuth();
  const location = useLocation();
  if (state.status === "initialising") return <LoadingScreen message={messages.verifyingAuthentication} />;
  if (!parent && !child) {
    // A child whose hour ends mid-game plays it to its end and sees its results (kept on this device).
    const keepsGame = isGamePath(location.pathname) || location.pathname === "/play/results";
    if (state.signedOutTo?.childSessionEnded && keepsGame) return <Outlet />;
    if (state.signedOutTo) return <Redirect to={state.signedOutTo.path} state={state.signedOutTo.notice} />;
    const returnPath = location.pathname + location.search;
    return <Redirect to="/parent/login" state={{ returnPath }} />;
  }
  return <Outlet />;
}
