import type { z } from "zod";
import { MISSION_QUESTION_TYPES, sendMission } from "../api/missions";
import type { DifficultyLevel } from "../constants";
import { MISSION_MODES } from "../engagement/mission-presets";
import { missionProblems, type MissionProblems } from "../engagement/mission-reach";
import { BODY, bodyOf, type FormDefinition, type FormStep } from "./form-check";

const missionBody = bodyOf(sendMission);

type MissionBody = z.input<typeof missionBody>;

/**
 * The mission form as typed: text as typed, the selects' choices ("" before
 * a mode is chosen), the target as a number (null while blank), the tables
 * ticked, the sticker chosen (null before one is), and whether the coach's AI
 * wrote the mission.
 */
export type MissionFormValues = {
  game_mode_target: string;
  challenge_name: string;
  challenge_description: string;
  score_target: number | null;
  question_type_target: string;
  /** The schema checks that each is a mission table. */
  tables: readonly number[];
  reward_type: MissionBody["reward_type"];
  reward_text: string;
  digital_reward_id: string | null;
  focus_area: string;
  ai_suggested: boolean;
};

/** Coach Mode's mission form (docs/product/gameplay.md#missions): its checks are the send's own schema. */
const missionForm: FormDefinition<MissionFormValues, typeof missionBody> = {
  schema: missionBody,
  toBody: (v) => ({
    game_mode_target: v.game_mode_target === "" ? undefined : v.game_mode_target,
    challenge_name: v.challenge_name,
    challenge_description: v.challenge_description,
    score_target: v.score_target,
    question_type_target: v.question_type_target || "all",
    tables: v.tables,
    reward_type: v.reward_type,
    reward_text: v.reward_text,
    digital_reward_id: v.digital_reward_id,
    ai_suggested: v.ai_suggested,
    focus_area: v.focus_area === "" ? null : v.focus_area,
  }),
  steps: [BODY],
};

/** The mission as typed, when its mode is one a mission can name. */
function askOf(v: MissionFormValues) {
  const mode = MISSION_MODES.find((m) => m === v.game_mode_target);
  if (mode === undefined) return null;
  return {
    mode,
    questionType: MISSION_QUESTION_TYPES.find((t) => t === v.question_type_target) ?? "all",
    tables: v.tables,
    scoreTarget: v.score_target,
  };
}

/**
 * The mission form for one child: the send's schema, then what the server
 * checks against the child's level (`missionProblems`), with its words, so
 * that a mission the child could never complete is refused before it is sent.
 */
export function missionFormFor(level: DifficultyLevel): FormDefinition<MissionFormValues, typeof missionBody> {
  const problem = (field: keyof MissionProblems): FormStep<MissionFormValues> => ({
    kind: "rule",
    field,
    test: (v) => {
      const ask = askOf(v);
      return ask === null ? null : (missionProblems(ask, level)[field] ?? null);
    },
  });
  return { ...missionForm, steps: [BODY, problem("question_type_target"), problem("tables"), problem("score_target")] };
}
