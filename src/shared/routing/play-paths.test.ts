import { describe, expect, it } from "vitest";
import { GAME_MODES } from "../game/modes";
import { GUARDED_ROUTES, isAppPath } from "./app-routes";
import { isGamePath, playPath } from "./play-paths";

const CHILD = "0b4c1e2a-0000-4000-8000-000000000001";

describe("the page each mode is played on", () => {
  it.each(GAME_MODES)("%s: an address of the app's route table, a game's page", (mode) => {
    const path = playPath(mode, CHILD, "expert");
    const pathname = path.split("?")[0] ?? "";
    expect(isAppPath(pathname), path).toBe(true);
    expect(isGamePath(pathname), path).toBe(true);
  });

  it("puts every mode behind the login guard on a play page of the route table, and every such page has a mode", () => {
    const pageOf = (mode: (typeof GAME_MODES)[number]) =>
      (playPath(mode, CHILD, "beginner").split("?")[0] ?? "").replace(`/${CHILD}`, "/:childId");
    const modePages = new Set(GAME_MODES.map(pageOf));
    const guarded = new Map<string, string>(GUARDED_ROUTES);
    for (const page of modePages) expect(guarded.get(page), page).toMatch(/^routes\/play-[a-z-]+\.tsx$/);
    const playPages = [...guarded.keys()].filter((path) => /^\/play\/[a-z-]+\/:childId$/.test(path));
    expect(new Set(playPages)).toEqual(modePages);
  });

  it("tells the shared page which mode, and Missing Piece the child's level", () => {
    expect(playPath("get_to_100", CHILD, "beginner")).toBe(`/play/game/${CHILD}?mode=get_to_100`);
    expect(playPath("missing_piece", CHILD, "expert")).toBe(`/play/missing-piece/${CHILD}?difficulty=expert`);
    expect(playPath("times_table_tower", CHILD, "expert")).toBe(`/play/times-table-tower/${CHILD}`);
  });

  it("takes the results, a mission's summary and other pages for what they are: not a game", () => {
    for (const path of ["/play/results", `/play/challenge-summary/${CHILD}/m1`, "/play/game", "/child/dashboard", "/"])
      expect(isGamePath(path), path).toBe(false);
  });
});
