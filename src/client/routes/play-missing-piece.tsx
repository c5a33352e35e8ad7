import { useSearchParams } from "react-router";
import { DIFFICULTY_LEVELS } from "../../shared/constants";
import { createMissingPieceGame, missingPieceReducer } from "../../shared/game/modes/missing-piece/game";
import { PlayPage } from "../games/play-page";
import type { Route } from "./+types/play-missing-piece";

export const meta: Route.MetaFunction = () => [{ title: "Missing Piece Challenge | Maths Sprint" }];

const engine = { create: createMissingPieceGame, reduce: missingPieceReducer };

/** /play/missing-piece/{childId}?difficulty=: 60 seconds to find the hidden number or sign (default beginner). */
export default function PlayMissingPiece() {
  const [params] = useSearchParams();
  const difficulty = DIFFICULTY_LEVELS.find((d) => d === params.get("difficulty")) ?? "beginner";
  return <PlayPage mode="missing_piece" engine={engine} difficulty={difficulty} />;
}
