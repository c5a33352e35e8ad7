import { and, count, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { TutorFeedbackCard } from "../../shared/api/analytics";
import { AI_FEEDBACK_PER_HOUR, type OutputSource } from "../../shared/constants";
import type { GameMode } from "../../shared/game/modes";
import { messages } from "../../shared/messages";
import type { ParentActor } from "../auth/actor";
import { authorizeChild } from "../auth/policies/child-policy";
import { authorizePremium } from "../auth/policies/premium-policy";
import type { Queryable } from "../db/client";
import { aiFeedbackUses } from "../db/schema/throttles";
import { quizFeedback, quizResults, sessions } from "../db/schema/play";
import { parents } from "../db/schema/users";
import type { AppDeps } from "../core/deps";
import { AppError, notFound } from "../core/app-error";
import { presentStoredGame } from "../play/present-game";
import { aiTutor } from "./ai-tutor";
import { builtInFeedback, type TutorInput, type WrittenFeedback } from "./built-in-tutor";
import { tutorInputOf } from "./tutor-input";

/** Earlier games of the same mode that the progress line compares with. */
const EARLIER_GAMES = 5;
const HOUR_MS = 60 * 60_000;

type FeedbackRow = typeof quizFeedback.$inferSelect;

/** A feedback card, with the day its game was played (`playedAt`, null when that game is gone). */
function presentFeedback(row: FeedbackRow, playedAt: Date | null): TutorFeedbackCard {
  return {
    id: row.id,
    child_id: row.childId,
    session_id: row.sessionId,
    // The table's check holds it to the list.
    source: row.source as OutputSource,
    created_at: row.createdAt.toISOString(),
    played_at: playedAt?.toISOString() ?? null,
    mode: row.mode as GameMode,
    topic: row.topic,
    feedback_summary: row.feedbackSummary,
    progress_analysis: row.progressAnalysis,
    improvement_tips: row.improvementTips,
    suggested_activity: row.suggestedActivity,
    motivational_message: row.motivationalMessage,
  };
}

/** Writes a game's feedback: the configured model (which falls back to the built-in tutor itself), or the built-in tutor. */
type Tutor = (input: TutorInput) => Promise<WrittenFeedback>;
const tutorOf = (deps: AppDeps): Tutor =>
  deps.ai
    ? aiTutor(deps.ai, deps.log)
    : (input) => Promise.resolve({ feedback: builtInFeedback(input), source: "built_in" });

async function feedbackOnGame(db: Queryable, sessionId: string): Promise<FeedbackRow | undefined> {
  const [row] = await db.select().from(quizFeedback).where(eq(quizFeedback.sessionId, sessionId)).limit(1);
  return row;
}

/**
 * "Get AI Feedback" for the child's latest game (Premium, the child's own parent),
 * at most one per game: a game that has feedback answers it again. Otherwise the
 * game's result is stored first (once per game), under a lock on the parent that
 * also holds the family to AI_FEEDBACK_PER_HOUR games, counted in its ledger of
 * uses (`ai_feedback_uses`, which outlives a deleted child); a failure to store it aborts.
 * Then the tutor writes from the game's questions and the earlier games of its mode,
 * and the feedback is kept unless a request at the same moment kept its own first
 * (the unique index on the feedback's game): then that one is the answer.
 */
export async function requestFeedback(
  deps: AppDeps,
  actor: ParentActor,
  childId: string,
): Promise<{ feedback: TutorFeedbackCard }> {
  const { db } = deps.database;
  const { child } = await authorizeChild(db, actor, childId, "readHistory");
  const now = deps.clock();
  await authorizePremium(db, actor, "ai_feedback", now);

  const [latest] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.childId, child.id))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  if (!latest) throw notFound("game_not_found", messages.noSessionsYet);
  const existing = await feedbackOnGame(db, latest.id);
  if (existing) return { feedback: presentFeedback(existing, latest.createdAt) };
  const game = await presentStoredGame(db, latest);
  const [earlier] = await db
    .select({ percent: sql<string | null>`avg(100.0 * e.score / nullif(e.max_score, 0))` })
    .from(
      db
        .select({ score: sessions.score, max_score: sessions.maxScore })
        .from(sessions)
        .where(
          and(eq(sessions.childId, child.id), eq(sessions.mode, latest.mode), lt(sessions.createdAt, latest.createdAt)),
        )
        .orderBy(desc(sessions.createdAt))
        .limit(EARLIER_GAMES)
        .as("e"),
    );
  const input = tutorInputOf(
    child.name,
    game.session,
    game.questions,
    earlier?.percent == null ? null : Number(earlier.percent),
  );

  // The result first, and the family's hourly allowance, in one transaction under the parent's lock.
  await db.transaction(async (tx) => {
    await tx.select({ id: parents.id }).from(parents).where(eq(parents.id, actor.parentId)).for("update");
    // Asked about already (by a request at the same moment, or one whose tutor failed): it counts once.
    const [stored] = await tx
      .select({ id: quizResults.id })
      .from(quizResults)
      .where(eq(quizResults.sessionId, latest.id))
      .limit(1);
    if (stored) return;
    // Counted from the family's own ledger, which keeps no child: deleting one gives nothing back.
    const [asked] = await tx
      .select({ n: count() })
      .from(aiFeedbackUses)
      .where(
        and(
          eq(aiFeedbackUses.parentId, actor.parentId),
          gt(aiFeedbackUses.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    if ((asked?.n ?? 0) >= AI_FEEDBACK_PER_HOUR) throw new AppError(429, "rate_limited", messages.aiFeedbackLimit);
    await tx.insert(aiFeedbackUses).values({ parentId: actor.parentId, createdAt: now });
    await tx.insert(quizResults).values({
      userId: actor.userId,
      sessionId: latest.id,
      childId: child.id,
      topic: latest.mode,
      score: latest.score,
      maxScore: latest.maxScore,
      averageTime: (input.averageMs ?? 0) / 1000,
      incorrectQuestions: input.missed,
      createdAt: now,
    });
  });

  const { feedback: written, source } = await tutorOf(deps)(input);
  const [row] = await db
    .insert(quizFeedback)
    .values({
      childId: child.id,
      sessionId: latest.id,
      source,
      createdAt: now,
      mode: latest.mode,
      topic: written.topic,
      feedbackSummary: written.feedback_summary,
      progressAnalysis: written.progress_analysis,
      improvementTips: written.improvement_tips,
      suggestedActivity: written.suggested_activity,
      motivationalMessage: written.motivational_message,
    })
    .onConflictDoNothing({ target: quizFeedback.sessionId })
    .returning();
  const kept = row ?? (await feedbackOnGame(db, latest.id));
  if (!kept) throw new Error("The game's feedback was neither written nor found");
  return { feedback: presentFeedback(kept, latest.createdAt) };
}

/** The child's feedback, newest first: the latest only, or all of it; and how many there are. */
export async function listFeedback(deps: AppDeps, actor: ParentActor, childId: string, all: boolean) {
  const { db } = deps.database;
  const { child } = await authorizeChild(db, actor, childId, "readHistory");
  await authorizePremium(db, actor, "ai_feedback", deps.clock());
  const rows = await db
    .select({ row: quizFeedback, playedAt: sessions.createdAt, total: sql<number>`(count(*) over ())::int` })
    .from(quizFeedback)
    .leftJoin(sessions, eq(sessions.id, quizFeedback.sessionId))
    .where(eq(quizFeedback.childId, child.id))
    .orderBy(desc(quizFeedback.createdAt), desc(quizFeedback.id))
    .limit(all ? 1_000 : 1);
  return { feedback: rows.map((r) => presentFeedback(r.row, r.playedAt)), total: rows[0]?.total ?? 0 };
}
