import { Navigate } from "react-router";
import { LoadingScreen } from "../components/ui/spinner";
import { useAuth } from "../features/auth/auth-context";
import { AvatarBuilder } from "../features/avatars/avatar-builder";
import { useSaveMyAvatar } from "../queries/avatars";
import type { Route } from "./+types/child-avatar-builder";

export const meta: Route.MetaFunction = () => [{ title: "My avatar | Maths Sprint" }];

/** Requires a child session; otherwise to /child/login. A child builds their own avatar only. */
export default function ChildAvatarBuilder({ params }: Route.ComponentProps) {
  const { state, child, childUpdated } = useAuth();
  const saveMine = useSaveMyAvatar();
  if (state.status === "initialising") return <LoadingScreen message="Getting things ready..." />;
  if (!child) {
    // The hour is up: the login says so.
    const notice = state.status === "ready" ? state.signedOutTo?.notice : undefined;
    return <Navigate to="/child/login" replace state={notice} />;
  }
  const me = child.child_data;
  if (params.childId !== me.id) return <Navigate to={`/child/avatar-builder/${me.id}`} replace />;
  return (
    <AvatarBuilder
      child={me}
      backTo="/child/dashboard"
      save={async (choice) => {
        const { child_data } = await saveMine.mutateAsync(choice);
        childUpdated(child_data);
      }}
      onWornAvatarDeleted={() => childUpdated({ ...me, avatar: { type: "placeholder" } })}
    />
  );
}
