import { pauseAfterEveryAnswer, rightAnswers, type ModeRules } from "../../mode-rules";

/** docs/product/gameplay.md#mode-rules. */
export const TRAFFIC_LIGHT_QUESTIONS = 20;
export const TRAFFIC_LIGHT_FEEDBACK_MS = 2_000;
/** An answer's light (`trafficLightOf`, scoring.ts): green up to 2 s, amber up to 4 s, red beyond. */
export const TRAFFIC_LIGHT_GREEN_MS = 2_000;
export const TRAFFIC_LIGHT_AMBER_MS = 4_000;

/** Traffic Light: no clock, the 20 questions of its pool with 2 s of feedback after each, scored out of 20. */
export const TRAFFIC_LIGHT_MODE: ModeRules = {
  timeLimitSeconds: null,
  maxQuestions: TRAFFIC_LIGHT_QUESTIONS,
  feedbackPauseMs: pauseAfterEveryAnswer(TRAFFIC_LIGHT_FEEDBACK_MS),
  maxScore: () => TRAFFIC_LIGHT_QUESTIONS,
  score: rightAnswers,
  lightsAnswers: true,
};
