import type { ComponentProps } from "react";
import { Navigate, useParams, useSearchParams } from "react-router";
import type { DifficultyLevel } from "../../shared/constants";
import type { GameState } from "../../shared/game/game-state";
import { LoadingScreen } from "../components/ui/spinner";
import { GameScreen } from "./game-screen";
import { usePlayer } from "./use-player";

type PlayPageProps<S extends GameState> = Omit<ComponentProps<typeof GameScreen<S>>, "player"> & {
  /** A difficulty chosen in the address (Missing Piece); otherwise the child's own. */
  difficulty?: DifficultyLevel;
};

/**
 * A play route: reads childId, playerType and challengeId, works out the
 * player, and runs the game, or sends the player back to their dashboard.
 */
export function PlayPage<S extends GameState>({ difficulty, ...screen }: PlayPageProps<S>) {
  const { childId } = useParams();
  const [params] = useSearchParams();
  const state = usePlayer({
    childId,
    playerType: params.get("playerType"),
    challengeId: params.get("challengeId"),
    difficulty,
  });
  if (state.status === "loading") return <LoadingScreen message="Getting your game ready..." />;
  if (state.status === "redirect") return <Navigate to={state.to} replace />;
  return <GameScreen {...screen} player={state.player} />;
}
