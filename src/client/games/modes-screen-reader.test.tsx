import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTowerGame, towerReducer } from "../../shared/game/modes/times-table-tower/game";
import { TOWER_FEEDBACK_MS } from "../../shared/game/modes/times-table-tower/rules";
import { TRAFFIC_LIGHT_FEEDBACK_MS } from "../../shared/game/modes/traffic-light/rules";
import { createTrafficLightGame, trafficLightReducer } from "../../shared/game/modes/traffic-light/game";
import { fakeFetch } from "../../../tests/support/fake-fetch";
import {
  answerTo,
  heard,
  listening,
  openGame,
  openScreen,
  press,
  questionOnScreen,
  typeAnswer,
  wait,
} from "../../../tests/support/listen-to-game";
import {
  trafficLightProgress,
  trafficLightStatus,
  TrafficLightBoard,
  TowerBoard,
  towerMilestone,
  towerStatus,
} from "./boards";
import { questionInWords } from "./game-announcements";
import { MtcScreen } from "./mtc-screen";
import { createSmartPracticeGame, smartPracticeReducer } from "../../shared/game/modes/smart-practice/game";
import type { GameConfig } from "../../shared/game/game-state";
import { createTimedGame, timedReducer } from "../../shared/game/modes/timed/game";
import { createGetTo100Game, getTo100Reducer } from "../../shared/game/modes/get-to-100/game";
import { createMissingPieceGame, missingPieceReducer } from "../../shared/game/modes/missing-piece/game";
import { MemoryGame } from "../features/play/memory-game";

listening(beforeEach, afterEach);
beforeEach(() => void fakeFetch());

describe("a Traffic Light game, heard through a screen reader", () => {
  it("says each question and a short word after each answer, never the light over the next question; the light, the question's number and the score when asked", async () => {
    openGame({
      engine: { create: createTrafficLightGame, reduce: trafficLightReducer },
      board: (s) => <TrafficLightBoard state={s} />,
      progress: trafficLightProgress,
      status: trafficLightStatus,
    });
    await wait(3_000);
    const first = questionOnScreen();
    await wait(1_000);
    await typeAnswer(answerTo(first));
    // Each answer's light and word show for 2 s, then the next question.
    await wait(TRAFFIC_LIGHT_FEEDBACK_MS);
    const second = questionOnScreen();
    await wait(4_500);
    await typeAnswer(answerTo(second) + 1);
    await wait(TRAFFIC_LIGHT_FEEDBACK_MS);
    const third = questionOnScreen();
    // Asked on the keyboard, twice: the same words are said again.
    await press("s");
    await press("S");

    expect(await heard()).toEqual([
      "assertive: Get ready! 3.",
      "assertive: 2.",
      "assertive: 1.",
      `assertive: ${questionInWords(first)}`,
      "assertive: Right.",
      `assertive: ${questionInWords(second)}`,
      `assertive: Not quite, it's ${answerTo(second)}.`,
      `assertive: ${questionInWords(third)}`,
      "assertive: Question 3 of 20. Score: 1 point. Last light: red, 4.5 seconds.",
      "assertive: Question 3 of 20. Score: 1 point. Last light: red, 4.5 seconds.",
    ]);
  });
});

describe("a Times Table Tower game, heard through a screen reader", () => {
  it("says a milestone once, politely, after the answer's word, and the tower's height and the time only when asked", async () => {
    openGame({
      engine: { create: createTowerGame, reduce: towerReducer },
      aside: (s) => <TowerBoard state={s} />,
      status: towerStatus,
      news: towerMilestone,
    });
    await wait(3_000);
    const asked: string[] = [];
    for (let i = 0; i < 5; i++) {
      asked.push(questionOnScreen());
      await typeAnswer(answerTo(questionOnScreen()));
      await wait(TOWER_FEEDBACK_MS);
    }
    asked.push(questionOnScreen());
    await wait(2_500);
    await press("S");

    const said = await heard();
    expect(said.slice(0, 4)).toEqual([
      "assertive: Get ready! 3.",
      "assertive: 2.",
      "assertive: 1.",
      `assertive: ${questionInWords(asked[0] ?? "")}`,
    ]);
    // Each right answer's word, then after its pause the next question; the fifth block a milestone, said politely.
    expect(said.slice(4, 12)).toEqual([
      ...asked.slice(1, 5).flatMap((q) => ["assertive: Right.", `assertive: ${questionInWords(q)}`]),
    ]);
    expect(said.slice(12)).toEqual([
      "assertive: Right.",
      "polite: Milestone reached: the tower is 5 blocks tall.",
      `assertive: ${questionInWords(asked[5] ?? "")}`,
      "assertive: Score: 5 points. 1 minute 20 seconds left. The tower stands 5 blocks tall.",
    ]);
  });
});

describe("the Times Tables Check rehearsal, heard through a screen reader", () => {
  it("says the countdown, each question in words with its number, the interlude, and never a word on an answer", async () => {
    openScreen((player) => <MtcScreen player={player} />, {}, "/play/times-tables-check/c1");
    await wait(3_000);
    const asked = [questionOnScreen()];
    // The first practice question answered, the others left to run out; a 3-second pause after each.
    await typeAnswer(answerTo(asked[0] ?? ""));
    await wait(3_000);
    asked.push(questionOnScreen());
    await wait(9_000);
    asked.push(questionOnScreen());
    await wait(6_000);
    // The interlude's 5 seconds, then the check.
    await wait(5_000);
    asked.push(questionOnScreen());
    await typeAnswer(answerTo(asked[3] ?? "") + 1);

    expect(await heard()).toEqual([
      "assertive: Get ready! 3.",
      "assertive: 2.",
      "assertive: 1.",
      `assertive: Practice 1 of 3, not scored: ${questionInWords(asked[0] ?? "")}.`,
      `assertive: Practice 2 of 3, not scored: ${questionInWords(asked[1] ?? "")}.`,
      `assertive: Practice 3 of 3, not scored: ${questionInWords(asked[2] ?? "")}.`,
      "assertive: Practice over. The check starts now: 25 questions.",
      `assertive: Question 1 of 25: ${questionInWords(asked[3] ?? "")}.`,
    ]);
  });
});

describe("the bonus memory game, heard through a screen reader", () => {
  /** The value a card stands for: its answer, or its question's ("7 × 8" is 56). */
  const valueOf = (text: string) => {
    const [a, b] = text.split(" × ").map(Number);
    return b === undefined ? Number(text) : (a ?? 0) * b;
  };
  const card = (n: number) => screen.getAllByRole("button")[n - 1] as HTMLElement;
  const flip = async (n: number) => {
    await act(() => Promise.resolve(void fireEvent.click(card(n))));
    return card(n).getAttribute("aria-label") ?? "";
  };

  it("says once a turn whether the two cards are a pair, with the count, and not while they are turned", async () => {
    // On the results page of a perfect game, where it is played.
    openScreen(({ difficulty }) => <MemoryGame difficulty={difficulty} />, {}, "/play/results");
    const count = screen.getAllByRole("button").length;
    // The first two cards, then the first card again beside the one that is its pair.
    let turns = 1;
    const first = await flip(1);
    const second = await flip(2);
    const matched = valueOf(first) === valueOf(second);
    await wait(2_000);
    const texts: string[] = [];
    for (let n = 3; n <= count && !matched; n += 2) {
      texts[n] = await flip(n);
      texts[n + 1] = n + 1 <= count ? await flip(n + 1) : "";
      turns++;
      await wait(2_000);
    }
    if (!matched) {
      const partner = texts.findIndex((t, n) => n > 2 && t !== "" && t !== undefined && valueOf(t) === valueOf(first));
      const pairWith = partner > 0 ? partner : 2;
      await flip(1);
      await flip(pairWith);
      turns++;
      await wait(2_000);
    }
    const said = await heard();
    // One phrase a turn of two cards; the pairs counted up one by one.
    expect(said).toHaveLength(turns);
    const pairs = said.filter((phrase) => phrase.startsWith("polite: A pair!"));
    expect(pairs).toEqual(pairs.map((_, i) => `polite: A pair! ${i + 1} of ${count / 2} found.`));
    expect(pairs.length).toBeGreaterThan(0);
    expect(
      said.filter((phrase) => !pairs.includes(phrase)).every((p) => p === "polite: Not a pair: they turn back."),
    ).toBe(true);
  });
});

describe("a Missing Piece game, heard through a screen reader", () => {
  it("says each question in words, the piece after a skip before the next question, and the time only at 30 and 10 seconds", async () => {
    openGame({ engine: { create: createMissingPieceGame, reduce: missingPieceReducer } });
    await wait(3_000);
    const first = questionOnScreen();
    await act(() => Promise.resolve(void fireEvent.click(screen.getByRole("button", { name: "Skip" }))));
    const second = questionOnScreen();
    await press("s");
    await wait(60_000);

    const said = await heard();
    expect(said.slice(0, 4)).toEqual([
      "assertive: Get ready! 3.",
      "assertive: 2.",
      "assertive: 1.",
      `assertive: ${questionInWords(first)}`,
    ]);
    expect(said[4]).toMatch(
      new RegExp(`^assertive: It's [^.]+\\. ${questionInWords(second).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    );
    expect(said.slice(5)).toEqual([
      "assertive: Score: 0 points. 1 minute left.",
      "polite: 30 seconds left.",
      "polite: 10 seconds left.",
      "assertive: Time's Up! You scored 0 points.",
    ]);
  });
});

describe("a Get to 100 game, heard through a screen reader", () => {
  it("says each question in words, a short word after a right answer, and the slip that ends it with the score", async () => {
    openGame({
      engine: { create: createGetTo100Game, reduce: getTo100Reducer },
      progress: () => "Reach 100 without a slip!",
    });
    await wait(3_000);
    const first = questionOnScreen();
    await typeAnswer(answerTo(first));
    await wait(2_000);
    const second = questionOnScreen();
    await typeAnswer(answerTo(second) + 1);
    await wait(3_000);

    expect(await heard()).toEqual([
      "assertive: Get ready! 3.",
      "assertive: 2.",
      "assertive: 1.",
      `assertive: ${questionInWords(first)}`,
      "assertive: Right.",
      `assertive: ${questionInWords(second)}`,
      `assertive: Not quite, it's ${answerTo(second)}. Good try! You reached 1. You scored 1 point.`,
    ]);
  });
});

describe("a Smart Practice game and a head-to-head challenge, heard through a screen reader", () => {
  it("Smart Practice says the planned facts in words, a short word after each answer, and the time only when asked", async () => {
    const plan = [
      [7, 8],
      [6, 9],
      [4, 7],
    ].map(([operand1 = 0, operand2 = 0]) => ({ operation: "multiplication" as const, operand1, operand2 }));
    openGame({
      engine: {
        create: (config: GameConfig) => createSmartPracticeGame(config, plan),
        reduce: smartPracticeReducer,
      },
    });
    await wait(3_000);
    const first = questionOnScreen();
    await typeAnswer(answerTo(first));
    await wait(2_000);
    const second = questionOnScreen();
    await press("s");

    const said = await heard();
    expect(said.slice(0, 4)).toEqual([
      "assertive: Get ready! 3.",
      "assertive: 2.",
      "assertive: 1.",
      `assertive: ${questionInWords(first)}`,
    ]);
    expect(questionInWords(first)).toMatch(/^\d+ times \d+$/);
    expect(said.slice(4).join(" | ")).toMatch(
      new RegExp(
        `^assertive: Right\\.( | \\| assertive: )${questionInWords(second)} \\| assertive: Score: 1 point\\. \\d+ (minutes? )?\\d* ?(seconds? )?left\\.$`,
      ),
    );
  });

  it("a challenge says what the 90 Second Challenge says, on its own 60-second clock", async () => {
    openGame({
      engine: { create: (c: GameConfig) => createTimedGame({ ...c, mode: "challenge" }), reduce: timedReducer },
    });
    await wait(3_000);
    const first = questionOnScreen();
    await typeAnswer(answerTo(first));
    const second = questionOnScreen();
    await wait(60_000);
    expect(await heard()).toEqual([
      "assertive: Get ready! 3.",
      "assertive: 2.",
      "assertive: 1.",
      `assertive: ${questionInWords(first)}`,
      `assertive: Right. ${questionInWords(second)}`,
      "polite: 30 seconds left.",
      "polite: 10 seconds left.",
      "assertive: Time's Up! You scored 1 point.",
    ]);
  });
});
