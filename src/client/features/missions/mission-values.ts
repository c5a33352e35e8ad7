import type { MissionSuggestionView } from "../../../shared/api/missions";
import type { DifficultyLevel } from "../../../shared/constants";
import { MISSION_PRESETS, type MissionMode } from "../../../shared/engagement/mission-presets";
import { missionReach, questionTypeChoices } from "../../../shared/engagement/mission-reach";
import type { MissionFormValues } from "../../../shared/forms/mission-form";

/** What a mission asks: changing any of it may make the coach's words wrong. */
export type Criteria = Pick<MissionFormValues, "game_mode_target" | "score_target" | "question_type_target" | "tables">;

export const blankMission = (): MissionFormValues => ({
  game_mode_target: "",
  challenge_name: "",
  challenge_description: "",
  score_target: null,
  question_type_target: "all",
  tables: [],
  reward_type: "digital_sticker",
  reward_text: "",
  digital_reward_id: null,
  focus_area: "",
  ai_suggested: false,
});

export const fromSuggestion = (s: MissionSuggestionView): MissionFormValues => ({
  ...blankMission(),
  game_mode_target: s.game_mode_target,
  challenge_name: s.challenge_name,
  challenge_description: s.challenge_description,
  score_target: s.score_target,
  question_type_target: s.question_type_target,
  tables: s.tables,
  focus_area: s.focus_area,
  ai_suggested: s.source === "ai",
});

/**
 * The form once what the mission asks changes. The coach's words were written
 * for the coach's own mission: once it asks something else they go (its
 * description on any change, its title and focus when the mode, question type
 * or tables change), unless the parent has already made them their own.
 */
export function withCriteria(
  v: MissionFormValues,
  changes: Partial<Criteria>,
  written: MissionSuggestionView | undefined,
): Partial<MissionFormValues> {
  if (!written) return changes;
  const next: MissionFormValues = { ...v, ...changes };
  const coach = fromSuggestion(written);
  const same = (field: keyof Criteria) => JSON.stringify(next[field]) === JSON.stringify(coach[field]);
  const sameKind = same("game_mode_target") && same("question_type_target") && same("tables");
  if (sameKind && same("score_target")) return changes;
  return {
    ...changes,
    ...(v.challenge_description === coach.challenge_description && { challenge_description: "" }),
    ...(!sameKind && {
      ...(v.challenge_name === coach.challenge_name && { challenge_name: "" }),
      ...(v.focus_area === coach.focus_area && { focus_area: "" }),
      ai_suggested: false,
    }),
  };
}

/** A new mode keeps only what it still asks at the child's level, and takes its own default target. */
export function modeCriteria(mode: MissionMode, v: MissionFormValues, level: DifficultyLevel): Criteria {
  const reach = missionReach(mode, level);
  const choices: readonly string[] = questionTypeChoices(reach);
  return {
    game_mode_target: mode,
    question_type_target: choices.includes(v.question_type_target) ? v.question_type_target : (choices[0] ?? "all"),
    tables: v.tables.filter((t) => reach.tables.includes(t)),
    score_target: MISSION_PRESETS[mode].defaultScoreTarget,
  };
}
