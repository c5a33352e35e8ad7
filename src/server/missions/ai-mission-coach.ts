import { z } from "zod";
import {
  MISSION_QUESTION_TYPES,
  sendMissionBodySchema,
  MISSION_DESCRIPTION_MAX,
  MISSION_FOCUS_MAX,
  MISSION_TITLE_MAX,
} from "../../shared/api/missions";
import { textField } from "../../shared/api/fields";
import type { CoachHistory, MissionSuggestion } from "../../shared/engagement/coach-suggestion";
import { accuracyOf } from "../../shared/engagement/practice-stats";
import { MISSION_MODES } from "../../shared/engagement/mission-presets";
import { missionProblems, missionReach, questionTypeChoices } from "../../shared/engagement/mission-reach";
import { MODE_LABELS } from "../../shared/game/modes";
import type { AiChat } from "../providers/ai/ai-chat";

/** The reply the model must give: a mission Coach Mode could send as it is. */
const replySchema = z.object({
  game_mode_target: z.enum(MISSION_MODES),
  focus_area: textField({ max: MISSION_FOCUS_MAX }).trim().min(1),
  challenge_name: textField({ max: MISSION_TITLE_MAX }).trim().min(1),
  challenge_description: textField({ max: MISSION_DESCRIPTION_MAX }).trim().min(1),
  score_target: z.number().int().min(1).nullable(),
  question_type_target: z.enum(MISSION_QUESTION_TYPES),
  tables: z.array(z.number().int()).max(11),
});

const SYSTEM = [
  "You are a warm, encouraging maths coach for UK primary school children aged 5 to 11.",
  "From a child's recent practice, suggest ONE mission their parent can set: a game mode, a focus area, a short title and a description of one or two sentences addressed to the parent, in British English.",
  "Choose the game mode, question type, times tables and score target only from the allowed values given; a score target must be reachable in one game and no higher than the mode's maximum.",
  "Reply with a JSON object only.",
].join(" ");

/**
 * What the model is told: the child's first name and level, and numbers
 * about their play. No email, no id, no surname.
 */
function coachPrompt(history: CoachHistory) {
  return {
    child_first_name: history.firstName,
    level: history.difficulty,
    recent_games: history.modes.map((m) => ({
      mode: m.mode,
      games: m.games,
      best_score: m.bestScore,
      average_score: Math.round(m.averageScore * 10) / 10,
      max_score: m.maxScore,
    })),
    question_types: history.types.map((t) => ({ type: t.type, answered: t.asked, percent_right: accuracyOf(t) })),
    times_tables: history.tables.map((t) => ({ table: t.table, answered: t.asked, percent_right: accuracyOf(t) })),
    // What each mode asks at the child's level: anything else could never be completed.
    allowed: MISSION_MODES.map((mode) => {
      const reach = missionReach(mode, history.difficulty);
      return {
        game_mode_target: mode,
        name: MODE_LABELS[mode],
        question_types: questionTypeChoices(reach),
        tables: reach.tables,
        max_score_target: reach.maxScore,
      };
    }),
  };
}

/**
 * A mission suggested by the configured model, checked three times: against
 * the reply's schema, against the very rules a mission is sent under, and
 * against what its mode asks at the child's level (`missionProblems`, the
 * send's own check). Throws on anything else; the caller falls back to the
 * built-in coach.
 */
export async function askAiForMission(ai: AiChat, history: CoachHistory): Promise<MissionSuggestion> {
  const reply = await ai.completeJson({
    system: SYSTEM,
    data: coachPrompt(history),
    schema: replySchema,
    schemaName: "mission_suggestion",
  });
  const sendable = sendMissionBodySchema.safeParse({ ...reply, reward_type: "custom_text", reward_text: "reward" });
  if (!sendable.success) throw new Error("The AI model's mission breaks the mission rules");
  const problems = missionProblems(
    {
      mode: sendable.data.game_mode_target,
      questionType: sendable.data.question_type_target,
      tables: sendable.data.tables,
      scoreTarget: sendable.data.score_target,
    },
    history.difficulty,
  );
  if (Object.keys(problems).length > 0) {
    throw new Error(
      `The AI model's mission could not be completed at the child's level: ${Object.keys(problems).join(", ")}`,
    );
  }
  return {
    gameModeTarget: sendable.data.game_mode_target,
    focusArea: reply.focus_area,
    title: reply.challenge_name,
    description: reply.challenge_description,
    scoreTarget: sendable.data.score_target,
    questionTypeTarget: sendable.data.question_type_target,
    tables: sendable.data.tables,
  };
}
