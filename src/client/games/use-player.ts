import type { ChallengeGame } from "../../shared/api/challenges";
import { NO_ACCESS_SETTINGS } from "../../shared/access-settings";
import type { DifficultyLevel } from "../../shared/constants";
import { timeAllowanceOf } from "../../shared/game/time-allowance";
import { useChallengeOpening } from "../queries/challenge-opening";
import { useChild } from "../queries/children";
import { errorMessage } from "../api-error";
import { messages } from "../../shared/messages";
import { useAuth } from "../features/auth/auth-context";
import type { Player } from "./game-screen";

export type PlayerState =
  | { status: "loading" }
  | { status: "ready"; player: Player }
  /** No player can be had: back to this dashboard, saying why when there is something to say. */
  | { status: "redirect"; to: string; error?: string };

interface PlayerInputs {
  childId: string | undefined;
  /** "user" means a parent plays as themself (at expert). */
  playerType: string | null;
  challengeId: string | null;
  /** A difficulty chosen in the address (Missing Piece); otherwise the child's own. */
  difficulty?: DifficultyLevel | undefined;
}

/** Works out who is playing, for which child and at which difficulty (docs/product/gameplay.md#play-routes). */
export function usePlayer({ childId, playerType, challengeId, difficulty }: PlayerInputs): PlayerState {
  const { child, parent } = useAuth();
  const asUser = Boolean(parent) && !child && playerType === "user";
  const allowed = Boolean(childId) && (child ? child.child_data.id === childId : Boolean(parent));
  // A child plays as the session says (refreshed from the server whenever the app starts), so play needs no network.
  const lookup = useChild(childId, allowed && !asUser && !child);
  // A challenge's side is opened on the server once, as the page opens (`challengeOpeningQuery`).
  const playerChildId = asUser ? null : (childId ?? null);
  const canOpen = Boolean(challengeId) && (asUser || allowed);
  const opening = useChallengeOpening(challengeId ?? "", playerChildId, canOpen);
  const opened: ChallengeGame | { failed: string } | null = opening.isError
    ? // Why it cannot be played (already played, over, cancelled, expired, not found), or that it could not be loaded.
      { failed: errorMessage(opening.error, messages.loadChallengeDetailsFailed) }
    : (opening.data ?? null);

  // The parent's access settings and more time for the child (none when a parent plays as themself).
  const access = asUser
    ? NO_ACCESS_SETTINGS
    : (child?.child_data.access_settings ?? lookup.data?.access_settings ?? NO_ACCESS_SETTINGS);
  // A tab signed in before more time existed holds none: the usual clock until the next check.
  const timeAllowance = asUser
    ? "standard"
    : timeAllowanceOf(child?.child_data.time_allowance ?? lookup.data?.time_allowance);
  if (!child && !parent) return { status: "redirect", to: "/child/dashboard" };
  const dashboard = child ? "/child/dashboard" : "/parent/dashboard";
  if (!asUser && !allowed) return { status: "redirect", to: dashboard };
  if (challengeId) {
    if (opened === null) return { status: "loading" };
    if ("failed" in opened) return { status: "redirect", to: dashboard, error: opened.failed };
    // Both sides of a challenge play on its clock, whatever either's own.
    const { difficulty_level, question_seed, time_allowance } = opened;
    return {
      status: "ready",
      player: {
        childId: playerChildId,
        difficulty: difficulty_level,
        challengeId,
        questionSeed: question_seed,
        timeAllowance: time_allowance,
        access,
      },
    };
  }
  if (asUser) return { status: "ready", player: { childId: null, difficulty: "expert", access, timeAllowance } };
  if (child) {
    const { id, difficulty_level } = child.child_data;
    return {
      status: "ready",
      player: { childId: id, difficulty: difficulty ?? difficulty_level, access, timeAllowance },
    };
  }
  if (lookup.isPending) return { status: "loading" };
  if (!lookup.data) return { status: "redirect", to: dashboard };
  return {
    status: "ready",
    player: { childId: lookup.data.id, difficulty: difficulty ?? lookup.data.difficulty_level, access, timeAllowance },
  };
}
