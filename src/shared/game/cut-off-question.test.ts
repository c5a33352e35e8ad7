import { describe, expect, it } from "vitest";
import { playedAnswers } from "../../../tests/factories";
import { CUT_OFF_WITHIN_MS, timeAccountedForMs, withoutCutOffQuestion } from "./cut-off-question";
import { type GameMode } from "./modes";
import { MODE_RULES } from "./modes/rules";
import type { AnsweredQuestion } from "./scoring";

/** `answered` as an older app saved it: the question on screen at time-up added, unanswered, on screen till the end. */
function withQuestionOnScreen(mode: GameMode, answered: AnsweredQuestion[], cutOff: AnsweredQuestion) {
  const limitMs = (MODE_RULES[mode].timeLimitSeconds ?? 0) * 1000;
  const shownFor = limitMs - timeAccountedForMs(mode, [...answered, { ...cutOff, response_time_ms: 0 }]);
  return [...answered, { ...cutOff, user_answer: null, response_time_ms: shownFor }];
}

describe("the question the clock cut off", () => {
  it.each<GameMode>(["timed", "challenge", "times_table_tower", "missing_piece", "smart_practice"])(
    "is left out of a %s game an older app saved with it",
    (mode) => {
      const played = playedAnswers("RRRWRS", mode === "smart_practice" ? "timed" : mode);
      const onScreen = played.pop();
      if (onScreen === undefined) throw new Error("no question");
      const saved = withQuestionOnScreen(mode, played, onScreen);
      expect(saved).toHaveLength(6);
      expect(withoutCutOffQuestion(mode, saved)).toEqual(played);
    },
  );

  it("keeps a skip the child made before the end, and every answer given", () => {
    const skipped = playedAnswers("RRWS");
    expect(withoutCutOffQuestion("timed", skipped)).toEqual(skipped);
    const answered = playedAnswers("RRW").map((q) => ({ ...q, response_time_ms: 30_000 }));
    expect(withoutCutOffQuestion("timed", answered)).toEqual(answered);
  });

  it(`treats a skip within ${CUT_OFF_WITHIN_MS} ms of the end as the clock's, not the child's`, () => {
    const [first, ...rest] = playedAnswers("RRR");
    if (first === undefined) throw new Error("no question");
    const played = [first, ...rest.slice(0, 1)];
    const at = (ms: number) => [...played, { ...first, user_answer: null, response_time_ms: ms }];
    const toEnd = 90_000 - timeAccountedForMs("timed", played);
    expect(withoutCutOffQuestion("timed", at(toEnd - CUT_OFF_WITHIN_MS))).toHaveLength(2);
    expect(withoutCutOffQuestion("timed", at(toEnd - CUT_OFF_WITHIN_MS - 1))).toHaveLength(3);
  });

  it("keeps the Times Tables Check's question left to run out: it is wrong by the check's rules", () => {
    const check = playedAnswers("R".repeat(24) + "S", "mtc");
    expect(withoutCutOffQuestion("mtc", check)).toEqual(check);
  });

  it("keeps every question of a game with no clock", () => {
    const traffic = playedAnswers("RRRS", "traffic_light").map((q) => ({ ...q, response_time_ms: 200_000 }));
    expect(withoutCutOffQuestion("traffic_light", traffic)).toEqual(traffic);
  });
});
