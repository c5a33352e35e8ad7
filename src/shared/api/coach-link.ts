import { z } from "zod";
import { idField } from "./fields";
import { sendMissionBodySchema, type MissionSuggestionView } from "./missions";

/** A mission's fields as Coach Mode sends them, for the link to be read back against the same rules. */
const mission = sendMissionBodySchema.shape;

/**
 * A link that opens Coach Mode with a mission filled in (the weekly report's
 * suggestion): the child and the mission, in the page's query. What the page
 * reads back is checked by the fields of a mission sent; a link that fails
 * them is ignored and the page opens as usual.
 */
const linkSchema = z.object({
  child: idField,
  mode: mission.game_mode_target,
  title: mission.challenge_name,
  description: mission.challenge_description,
  focus: mission.focus_area,
  target: z
    .string()
    .optional()
    .transform((s) => (s === undefined ? null : Number(s)))
    .pipe(mission.score_target.unwrap()),
  type: mission.question_type_target,
  tables: z
    .string()
    .default("")
    .transform((s) => (s === "" ? [] : s.split(",").map(Number)))
    .pipe(mission.tables.unwrap()),
});

const COACH_MODE_PATH = "/parent/coach-mode";

export interface CoachLinkMission {
  childId: string;
  suggestion: MissionSuggestionView;
}

/** The path and query of Coach Mode opened on this child with this mission filled in. */
export function coachModeLink(mission: CoachLinkMission): string {
  const s = mission.suggestion;
  const query = new URLSearchParams({
    child: mission.childId,
    mode: s.game_mode_target,
    title: s.challenge_name,
    description: s.challenge_description,
    focus: s.focus_area,
    type: s.question_type_target,
    ...(s.score_target !== null && { target: String(s.score_target) }),
    ...(s.tables.length > 0 && { tables: s.tables.join(",") }),
  });
  return `${COACH_MODE_PATH}?${query.toString()}`;
}

/** The mission a Coach Mode link carries, or null when it carries none or one that is not valid. */
export function missionFromLink(search: URLSearchParams): CoachLinkMission | null {
  if (!search.has("child")) return null;
  const parsed = linkSchema.safeParse(Object.fromEntries(search));
  if (!parsed.success) return null;
  const link = parsed.data;
  return {
    childId: link.child,
    suggestion: {
      game_mode_target: link.mode,
      challenge_name: link.title,
      challenge_description: link.description,
      focus_area: link.focus ?? "",
      score_target: link.target,
      question_type_target: link.type,
      tables: link.tables,
      source: "coach",
    },
  };
}
