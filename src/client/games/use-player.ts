import { useQuery } from "@tanstack/react-query";
import { childrenRoutes } from "../api-routes";
import type { DifficultyLevel } from "../../shared/constants";
import { api } from "../api";
import { useAuth } from "../features/auth/auth-context";
import type { Player } from "./game-screen";

export type PlayerState =
  | { status: "loading" }
  | { status: "ready"; player: Player }
  /** No player can be had: back to this dashboard. */
  | { status: "redirect"; to: string };

interface PlayerInputs {
  childId: string | undefined;
  /** "user" means a parent plays as themself (at expert). */
  playerType: string | null;
  challengeId: string | null;
  /** A difficulty chosen in the address (Missing Piece); otherwise the child's own. */
  difficulty?: DifficultyLevel | undefined;
}

/** Works out who is playing, for which child and at which difficulty (gameplay spec §2). */
export function usePlayer({ childId, playerType, challengeId, difficulty }: PlayerInputs): PlayerState {
  const { child, parent } = useAuth();
  const asUser = Boolean(parent) && !child && playerType === "user";
  const allowed = Boolean(childId) && (child ? child.child_data.id === childId : Boolean(parent));
  const lookup = useQuery({
    queryKey: ["child", childId],
    queryFn: () => api(childrenRoutes.getChild, { params: { childId: childId ?? "" } }),
    // A child plays as the session says (refreshed from the server whenever the app starts), so play needs no network.
    enabled: allowed && !asUser && !child,
    retry: false,
  });
  const challenge = challengeId ? { challengeId } : {};

  if (!child && !parent) return { status: "redirect", to: "/child/dashboard" };
  const dashboard = child ? "/child/dashboard" : "/parent/dashboard";
  if (asUser) return { status: "ready", player: { childId: null, difficulty: "expert", ...challenge } };
  if (!allowed) return { status: "redirect", to: dashboard };
  if (child) {
    const { id, difficulty_level } = child.child_data;
    return { status: "ready", player: { childId: id, difficulty: difficulty ?? difficulty_level, ...challenge } };
  }
  if (lookup.isPending) return { status: "loading" };
  if (!lookup.data) return { status: "redirect", to: dashboard };
  return {
    status: "ready",
    player: { childId: lookup.data.id, difficulty: difficulty ?? lookup.data.difficulty_level, ...challenge },
  };
}
