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
    // Asked on the keyboard, then on the score button.
    await press("s");
    await act(() => Promise.resolve(void fireEvent.click(screen.getByRole("button", { name: /^Score 1/ }))));

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
      "polite: Milestone! 5 blocks!",
      `assertive: ${questionInWords(asked[5] ?? "")}`,
      "assertive: Score: 5 points. 1 minute 20 seconds left. The tower stands 5 blocks tall.",
    ]);
  });
});
