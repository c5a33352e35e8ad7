import { Navigate, useParams, useSearchParams } from "react-router";
import { DIFFICULTY_LEVELS, type DifficultyLevel } from "../../shared/constants";
import { createMissingPieceGame, missingPieceReducer } from "../../shared/game/missing-piece-game";
import { LoadingScreen } from "../components/ui/spinner";
import { GameScreen } from "../games/game-screen";
import { usePlayer } from "../games/use-player";
import type { Route } from "./+types/play-missing-piece";

export const meta: Route.MetaFunction = () => [{ title: "Missing Piece Challenge | Maths Sprint" }];

const engine = { create: createMissingPieceGame, reduce: missingPieceReducer };

function difficultyOf(value: string | null): DifficultyLevel {
  return DIFFICULTY_LEVELS.find((d) => d === value) ?? "beginner";
}

/** /play/missing-piece/{childId}?difficulty=: 60 seconds to find the hidden number or sign. */
export default function PlayMissingPiece() {
  const { childId } = useParams();
  const [params] = useSearchParams();
  const state = usePlayer({
    childId,
    playerType: params.get("playerType"),
    challengeId: params.get("challengeId"),
    difficulty: difficultyOf(params.get("difficulty")),
  });
  if (state.status === "loading") return <LoadingScreen message="Getting your game ready..." />;
  if (state.status === "redirect") return <Navigate to={state.to} replace />;
  return <GameScreen engine={engine} player={state.player} />;
}
