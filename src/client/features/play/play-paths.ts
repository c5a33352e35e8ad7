import type { DifficultyLevel } from "../../../shared/constants";
import type { GameMode } from "../../../shared/game/modes";

/** The play route of each mode (docs/product/gameplay.md#play-routes). */
export function playPath(mode: GameMode, childId: string, difficulty: DifficultyLevel): string {
  const id = encodeURIComponent(childId);
  switch (mode) {
    case "timed":
    case "get_to_100":
    case "challenge":
      return `/play/game/${id}?mode=${mode}`;
    case "missing_piece":
      return `/play/missing-piece/${id}?difficulty=${difficulty}`;
    case "traffic_light":
      return `/play/traffic-light/${id}`;
    case "times_table_tower":
      return `/play/times-table-tower/${id}`;
    case "smart_practice":
      return `/play/smart-practice/${id}`;
    case "mtc":
      return `/play/times-tables-check/${id}`;
  }
}

/** A page a game is played on (not its results): it has the whole screen, without the site's header and footer. */
export function isGamePath(pathname: string): boolean {
  return /^\/play\/(game|missing-piece|traffic-light|times-table-tower|smart-practice|times-tables-check)\//.test(
    pathname,
  );
}
