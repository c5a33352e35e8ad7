import { CheckCircle2, Target } from "lucide-react";
import { missionStanding, type MissionStanding } from "../../../shared/engagement/mission-completion";
import { QUESTION_TYPE_WORDS } from "../../../shared/engagement/practice-stats";
import type { GameMode } from "../../../shared/game/modes";
import { isCorrect, type AnsweredQuestion } from "../../../shared/game/scoring";
import { useActiveMission } from "../../queries/active-mission";

interface MissionProgressProps {
  childId: string;
  mode: GameMode;
  score: number;
  /** The game's answers so far. */
  answers: readonly AnsweredQuestion[];
}

/**
 * What is still to do besides the score, in a child's words ("get a 7× right",
 * "get a division right"), or null when nothing is. A right 7× is a
 * multiplication, so a multiplication target waits on the table alone.
 */
function stillToDo(standing: MissionStanding): string | null {
  const needs: string[] = [];
  const { tables, questionType } = standing;
  if (tables && !tables.met) needs.push(tables.tables.map((t) => `${t}×`).join(" or "));
  if (questionType && !questionType.met && !(questionType.type === "multiplication" && needs.length > 0)) {
    needs.push(QUESTION_TYPE_WORDS[questionType.type]);
  }
  return needs.length === 0 ? null : `get a ${needs.join(" and a ")} right`;
}

/**
 * The child's active mission during a game of its mode (docs/product/gameplay.md#mode-rules):
 * the score so far against the mission's target, and what else the mission
 * asks (a question type, a times table) until a right answer meets it. It
 * turns green only when every criterion is met, by the very rule the server
 * completes the mission with (`missionStanding`). Nothing for a game of
 * another mode, with no mission, or while the mission cannot be read
 * (offline): the game goes on.
 */
export function MissionProgress({ childId, mode, score, answers }: MissionProgressProps) {
  const { data } = useActiveMission(childId, { quiet: true });
  const mission = data?.mission;
  if (!mission || mission.game_mode_target !== mode) return null;
  const standing = missionStanding(
    {
      scoreTarget: mission.score_target,
      questionTypeTarget: mission.question_type_target,
      tables: mission.specific_operand_target?.tables ?? [],
    },
    { score, questions: answers.map((a) => ({ ...a, is_correct: isCorrect(a) })) },
  );
  const todo = stillToDo(standing);
  return (
    <p
      className={`mt-0.5 inline-flex max-w-full items-center gap-1.5 rounded-2xl px-2.5 py-0.5 text-sm leading-tight font-bold ${
        standing.met ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900"
      }`}
      data-testid="mission-progress"
    >
      <Target className="size-4 shrink-0" aria-hidden />
      <span className="line-clamp-2 min-w-0">
        {standing.score === null && todo === null ? (
          <>Mission: {mission.challenge_name}</>
        ) : (
          <>
            <span className="sr-only">{mission.challenge_name}: </span>
            {standing.score ? `Mission ${standing.score.current} / ${standing.score.target}` : "Mission"}
            {todo !== null && ` · ${todo}`}
          </>
        )}
        {standing.met && <span className="sr-only"> – target reached!</span>}
      </span>
      {standing.met && <CheckCircle2 className="size-4 shrink-0" aria-hidden />}
    </p>
  );
}
