import { sendMission } from "../api/missions";
import { BODY, bodyOf, type FormDefinition } from "./form-check";

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

/** Coach Mode's mission form (gameplay spec §5): its checks are the send's own schema. */
export const missionForm: FormDefinition<MissionFormValues, typeof missionBody> = {
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
