import { useSearchParams } from "react-router";
import type { GameConfig } from "../../shared/game/game-state";
import { createGetTo100Game, getTo100Reducer } from "../../shared/game/modes/get-to-100/game";
import { createTimedGame, timedReducer } from "../../shared/game/modes/timed/game";
import { playGameMode, type PlayGameMode } from "../features/play/game-mode-param";
import { PlayPage } from "../games/play-page";
import type { Route } from "./+types/play-game";

export const meta: Route.MetaFunction = () => [{ title: "Play | Maths Sprint" }];

const ENGINES = {
  timed: { create: (c: GameConfig) => createTimedGame({ ...c, mode: "timed" }), reduce: timedReducer },
  challenge: { create: (c: GameConfig) => createTimedGame({ ...c, mode: "challenge" }), reduce: timedReducer },
  get_to_100: { create: createGetTo100Game, reduce: getTo100Reducer },
} satisfies Record<PlayGameMode, unknown>;

/** /play/game/{childId}?mode=: the 90 Second Challenge (default), Get to 100, and the 60-second challenge mode. */
export default function PlayGame() {
  const [params] = useSearchParams();
  const mode = playGameMode(params.get("mode"));
  if (mode === "get_to_100") {
    return <PlayPage mode="get_to_100" engine={ENGINES.get_to_100} progress={() => "Reach 100 without a slip!"} />;
  }
  return <PlayPage key={mode} mode={mode} engine={ENGINES[mode]} />;
}
