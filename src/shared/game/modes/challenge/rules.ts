import type { ModeRules } from "../../mode-rules";
import { TIMED_MAX_QUESTIONS, TIMED_MODE, TIMED_SECONDS } from "../timed/rules";

/** docs/product/gameplay.md#mode-rules: a head-to-head challenge lasts 60 seconds. */
export const CHALLENGE_SECONDS = 60;

/**
 * What a challenge's stars count its right answers against: the 90 Second Challenge's
 * full marks at the same pace, in the challenge's 60 seconds (40 × 60 / 90, 27). Out of
 * the pool's 40, a win of 23 in 60 seconds rated 3 stars (docs/product/gameplay.md#results).
 */
export const CHALLENGE_STARS_OUT_OF = Math.round((TIMED_MAX_QUESTIONS * CHALLENGE_SECONDS) / TIMED_SECONDS);

/**
 * Challenge Mode is the 90 Second Challenge's game (its engine and pools,
 * modes/timed/) on a shorter clock, its questions drawn from the challenge's
 * seed (questions.ts).
 */
export const CHALLENGE_MODE: ModeRules = {
  ...TIMED_MODE,
  timeLimitSeconds: CHALLENGE_SECONDS,
  starsOutOf: CHALLENGE_STARS_OUT_OF,
};
