import type { ModeRules } from "../../mode-rules";
import { TIMED_MODE } from "../timed/rules";

/** docs/product/gameplay.md#mode-rules: a head-to-head challenge lasts 60 seconds. */
export const CHALLENGE_SECONDS = 60;

/**
 * Challenge Mode is the 90 Second Challenge's game (its engine and pools,
 * modes/timed/) on a shorter clock, its questions drawn from the challenge's
 * seed (questions.ts).
 */
export const CHALLENGE_MODE: ModeRules = { ...TIMED_MODE, timeLimitSeconds: CHALLENGE_SECONDS };
