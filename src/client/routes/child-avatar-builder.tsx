import { Navigate } from "react-router";
import { ComingSoon } from "../components/layout/coming-soon";
import { LoadingScreen } from "../components/ui/spinner";
import { useAuth } from "../features/auth/auth-context";
import type { Route } from "./+types/child-avatar-builder";

export const meta: Route.MetaFunction = () => [{ title: "My avatar | Maths Sprint" }];

/** Requires a child session; otherwise to /child/login. */
export default function ChildAvatarBuilder() {
  const { state, child } = useAuth();
  if (state.status === "initialising") return <LoadingScreen message="Getting things ready..." />;
  if (!child) return <Navigate to="/child/login" replace />;
  return (
    <ComingSoon title="My avatar" back={{ to: "/child/dashboard", label: "Back to my games" }}>
      <p>Soon you can make your very own avatar here: pick a character, colours and extras!</p>
    </ComingSoon>
  );
}
