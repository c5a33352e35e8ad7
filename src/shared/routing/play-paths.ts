import type { DifficultyLevel } from "../constants";
import type { GameMode } from "../game/modes";

/**
 * The page each mode is played on (docs/product/gameplay.md#play-routes),
 * written once: the child's play panel, a mission's Start button and the
 * app's shell all read it. 90 Second Challenge, Get to 100 and Challenge Mode
 * share one page, told apart by `?mode=`.
 */
const PLAY_PAGES = {
  timed: "/play/game",
  get_to_100: "/play/game",
  challenge: "/play/game",
  missing_piece: "/play/missing-piece",
  traffic_light: "/play/traffic-light",
  times_table_tower: "/play/times-table-tower",
  smart_practice: "/play/smart-practice",
  mtc: "/play/times-tables-check",
} as const satisfies Record<GameMode, `/play/${string}`>;

/** The address on which `childId` plays `mode`, at the child's level where the mode has levels (Missing Piece). */
export function playPath(mode: GameMode, childId: string, difficulty: DifficultyLevel): string {
  const page = `${PLAY_PAGES[mode]}/${encodeURIComponent(childId)}`;
  if (PLAY_PAGES[mode] === "/play/game") return `${page}?mode=${mode}`;
  if (mode === "missing_piece") return `${page}?difficulty=${difficulty}`;
  return page;
}

/** A page a game is played on (not its results): it has the whole screen, without the site's header and footer. */
export function isGamePath(pathname: string): boolean {
  return Object.values(PLAY_PAGES).some((page) => pathname.startsWith(`${page}/`) && pathname.length > page.length + 1);
}
