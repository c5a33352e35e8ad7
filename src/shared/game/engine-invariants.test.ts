import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answeredQuestionSchema } from "../api/play";
import { DIFFICULTY_LEVELS } from "../constants";
import { ENGINES } from "./engines";
import { finishedGame } from "./finished-game";
import { gameActions as act, type GameAction } from "./game-actions";
import type { GameState } from "./game-state";
import type { TowerState } from "./modes/times-table-tower/game";
import { GAME_MODES, OPERATORS, type GameMode } from "./modes";
import { MODE_RULES } from "./modes/rules";
import { HUMAN_FLOOR_MS, implausibility } from "./plausible-game";
import { simulatePlay, wrongAnswerTo } from "./simulated-play";
import { mulberry32 } from "./random";
import { scoreOf, totalOf } from "./scoring";

/** A difficulty, a seed and what the child does. */
const aGame = [
  fc.constantFrom(...DIFFICULTY_LEVELS),
  fc.integer(),
  fc.array(
    fc.record({
      wait: fc.oneof(fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 40_000 })),
      move: fc.constantFrom("right", "right", "right", "wrong", "skip", "tick", "operator", "key"),
      movesOnAfterMs: fc.option(fc.integer({ min: 0, max: 2_500 }), { nil: undefined }),
    }),
    { maxLength: 120 },
  ),
] as const;

const engineMode = (name: string): GameMode => GAME_MODES.find((m) => m === name) ?? "timed";

/** The action a child would take: a right or wrong answer to whatever is on screen, a skip, or nothing. */
function actionFor(s: GameState, move: string, now: number): GameAction {
  const answer = s.current?.answer;
  if (move === "tick") return act.tick(now);
  // A key pressed while feedback shows: it moves on after a right answer.
  if (move === "key") return act.next(now);
  if (move === "skip") return act.skip(now);
  if (typeof answer === "string") {
    const wrong = OPERATORS.find((op) => op !== answer) ?? "+";
    return act.answerOperator(move === "wrong" ? wrong : answer, now);
  }
  if (move === "operator") return act.answerOperator("×", now);
  return act.answer(move === "wrong" ? (answer ?? 0) + 1 : (answer ?? 0), now);
}

describe.each(Object.entries(ENGINES))("the %s engine, whatever the child does", (mode, engine) => {
  it("keeps its score equal to scoreOf, and finishes a game the save accepts", () => {
    fc.assert(
      fc.property(...aGame, (difficulty, seed, steps) => {
        let now = 5_000;
        let s = engine.reduce(engine.create({ difficulty, random: mulberry32(seed) }), act.start(now));
        for (const { wait, move } of steps) {
          now += wait;
          const before = s;
          s = engine.reduce(s, actionFor(s, move, now));
          if (before.phase === "ended") expect(s).toBe(before);
          expect(s.mode).toBe(mode);
          expect(s.score).toBe(scoreOf(s.mode, s.answers));
          expect(s.answers.length).toBeLessThanOrEqual(MODE_RULES[s.mode].maxQuestions);
          expect(s.current !== null).toBe(s.phase === "playing");
          if (s.phase === "countdown") expect([1, 2, 3]).toContain(s.countdown);
          if (s.secondsLeft !== null && s.phase !== "countdown") {
            expect(s.lowTime).toBe(s.secondsLeft <= 10);
          }
          if ("height" in s) {
            const tower = s as TowerState;
            expect(tower.height).toBeGreaterThanOrEqual(0);
            expect(tower.height).toBeLessThanOrEqual(tower.maxHeight);
            expect(tower.maxHeight).toBeLessThanOrEqual(20);
          }
        }
        // Every pool holds far more than 12 questions: 50 attempts find a new one. Smart Practice
        // plays its plan, which asks a missed question again and a new child's few facts more than once.
        const keys = s.answers
          .slice(0, 12)
          .map((q) => `${q.question_type}${q.operand1}${q.operator ?? ""},${q.operand2}`);
        if (mode !== "smart_practice") expect(new Set(keys).size).toBe(keys.length);
        s = engine.reduce(s, act.tick(now + 4 * 3_600_000));
        if (MODE_RULES[s.mode].timeLimitSeconds !== null) expect(s.phase).toBe("ended");
        const game = finishedGame(s);
        if (s.phase !== "ended") {
          expect(game).toBeNull();
          return;
        }
        expect(game).not.toBeNull();
        if (game === null) return;
        expect(game.score).toBe(scoreOf(game.mode, game.questions));
        expect(game.maxScore).toBe(totalOf(game.mode, game.questions.length));
        expect(game.durationSeconds).toBeLessThanOrEqual(MODE_RULES[game.mode].timeLimitSeconds ?? 3_600);
        for (const q of game.questions) expect(answeredQuestionSchema.safeParse(q).success).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it("finishes every game a child can play as one the plausibility check accepts", () => {
    fc.assert(
      fc.property(...aGame, (difficulty, seed, steps) => {
        let taken = 0;
        // A child needs at least the floor to read and answer once a question shows; then plays on to the end.
        const state = simulatePlay(engineMode(mode), difficulty, mulberry32(seed), (q) => {
          const { wait, move, movesOnAfterMs } = steps[taken++] ?? { wait: 0, move: "right" };
          const answer = move === "wrong" ? wrongAnswerTo(q) : move === "skip" ? null : q.answer;
          return { thinkMs: HUMAN_FLOOR_MS + wait, answer, movesOnAfterMs };
        });
        const game = finishedGame(engine.reduce(state, act.tick(4 * 3_600_000)));
        expect(game).not.toBeNull();
        if (game === null) return;
        const saved = {
          mode: game.mode,
          difficulty_level: game.difficulty,
          duration_seconds: game.durationSeconds,
          questions: game.questions,
        };
        expect(implausibility(saved)).toBeNull();
      }),
      { numRuns: 100 },
    );
  });
});
