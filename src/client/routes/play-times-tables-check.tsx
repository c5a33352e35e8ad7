import { MtcScreen } from "../games/mtc-screen";
import { PlayerGate } from "../games/play-page";
import type { Route } from "./+types/play-times-tables-check";

export const meta: Route.MetaFunction = () => [{ title: "Times Tables Check | Maths Sprint" }];

/**
 * /play/times-tables-check/{childId}: a rehearsal of the Year 4 Multiplication
 * Tables Check, 3 practice questions then 25, 6 seconds each. Its screen and
 * engine load with this page only.
 */
export default function PlayTimesTablesCheck() {
  return <PlayerGate mode="mtc">{(player) => <MtcScreen player={player} />}</PlayerGate>;
}
