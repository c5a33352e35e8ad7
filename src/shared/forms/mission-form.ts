import { MISSION_QUESTION_TYPES, sendMission } from "../api/missions";
import type { DifficultyLevel } from "../constants";
import { MISSION_MODES } from "../engagement/mission-presets";
import { missionProblems, type MissionProblems } from "../engagement/mission-reach";
import { BODY, bodyOf, type FormDefinition, type FormStep } from "./form-check";

const missionBody = bodyOf(sendMission);

/** The mission form as typed: one string per input; tables as "3,7". */
export interface MissionFormValues extends Record<string, string> {
  game_mode_target: string;
  challenge_name: string;
  challenge_description: string;
  score_target: string;
  question_type_target: string;
  tables: string;
  reward_type: string;
  reward_text: string;
  digital_reward_id: string;
  focus_area: string;
  ai_suggested: string;
}

/** Coach Mode's mission form (docs/product/gameplay.md#missions): its checks are the send's own schema. */
const missionForm: FormDefinition<MissionFormValues, typeof missionBody> = {
  schema: missionBody,
  toBody: (v) => ({
    game_mode_target: v.game_mode_target === "" ? undefined : v.game_mode_target,
    challenge_name: v.challenge_name,
    challenge_description: v.challenge_description,
    score_target: v.score_target.trim() === "" ? null : Number(v.score_target),
    question_type_target: v.question_type_target || "all",
    tables: v.tables === "" ? [] : v.tables.split(",").map(Number),
    reward_type: v.reward_type,
    reward_text: v.reward_text,
    digital_reward_id: v.digital_reward_id === "" ? null : v.digital_reward_id,
    ai_suggested: v.ai_suggested === "true",
    focus_area: v.focus_area === "" ? null : v.focus_area,
  }),
  steps: [BODY],
};

/** The mission as typed, when its mode is one a mission can name. */
function askOf(v: MissionFormValues) {
  const mode = MISSION_MODES.find((m) => m === v.game_mode_target);
  if (mode === undefined) return null;
  const target = Number(v.score_target.trim());
  return {
    mode,
    questionType: MISSION_QUESTION_TYPES.find((t) => t === v.question_type_target) ?? "all",
    tables: v.tables === "" ? [] : v.tables.split(",").map(Number).filter(Number.isInteger),
    scoreTarget: v.score_target.trim() === "" || !Number.isInteger(target) ? null : target,
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
