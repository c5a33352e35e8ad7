import { z } from "zod";
import { textField } from "../../shared/api/fields";
import { DIFFICULTY_LABELS } from "../../shared/constants";
import { MODE_LABELS } from "../../shared/game/modes";
import type { AppDeps } from "../core/deps";
import type { AiChat } from "../providers/ai/ai-chat";
import { builtInFeedback, type TutorInput, type WrittenFeedback } from "./built-in-tutor";

/** Text of a sensible length, without control characters (a line break is allowed), as every field we accept. */
const text = (max: number) => textField({ max, multiline: true }).trim().min(1);

/** The reply the model must give: the feedback card's fields, each of a size a card can hold. */
const replySchema = z.object({
  topic: text(60),
  feedback_summary: text(800),
  progress_analysis: text(600).nullable(),
  improvement_tips: z.array(text(300)).min(1).max(5),
  suggested_activity: text(600),
  motivational_message: text(300),
});

const SYSTEM = [
  "You are a kind, specific maths tutor for a primary-school child in England (aged 5 to 11), writing to their parent in British English.",
  "You are given one finished mental-maths game: the score, the facts missed with their answers, the right-but-slow facts, the question types, and the average of earlier games of the same mode.",
  "Write: topic (a few words); feedback_summary (2 or 3 sentences naming real numbers from the game); progress_analysis (one sentence comparing with the earlier average, or null when there is none);",
  "improvement_tips (1 to 4 tips, each naming the actual facts to practise and a way to think about them); suggested_activity (one fun activity at home that practises those facts);",
  "motivational_message (one warm sentence to the child by first name). Never invent facts that are not in the game. Answer with the JSON object only.",
].join(" ");

/** What the model is told: the game's figures and the first name, nothing that identifies the family. */
function question(input: TutorInput) {
  return {
    first_name: input.firstName,
    game: MODE_LABELS[input.mode],
    level: DIFFICULTY_LABELS[input.difficulty],
    score: input.score,
    out_of: input.maxScore,
    questions: input.answered,
    right: input.right,
    average_seconds: input.averageMs === null ? null : Math.round(input.averageMs / 100) / 10,
    missed: input.missed.slice(0, 10).map((m) => ({ fact: m.fact, answer: m.answer, given: m.given ?? "skipped" })),
    slow_but_right: input.slow.slice(0, 5).map((s) => ({ fact: s.fact, seconds: Math.round(s.ms / 100) / 10 })),
    by_type: input.byType,
    earlier_average_percent: input.earlierPercent === null ? null : Math.round(input.earlierPercent),
  };
}

/**
 * Tutor feedback from the configured model, checked against the reply's schema;
 * the built-in tutor's on any failure (no answer in time, an error, a reply that
 * is not JSON or not of the shape), so a parent always gets feedback. Says
 * which of the two wrote it.
 */
export function aiTutor(ai: AiChat, log: AppDeps["log"]) {
  return async (input: TutorInput): Promise<WrittenFeedback> => {
    try {
      const feedback = await ai.completeJson({
        system: SYSTEM,
        data: question(input),
        schema: replySchema,
        schemaName: "tutor_feedback",
      });
      return { feedback, source: "ai" };
    } catch (error) {
      log.warn(
        { reason: error instanceof Error ? error.message : "unknown" },
        "AI tutor failed; the built-in tutor answers",
      );
      return { feedback: builtInFeedback(input), source: "built_in" };
    }
  };
}
