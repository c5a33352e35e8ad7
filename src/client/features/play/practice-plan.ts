import { useQuery } from "@tanstack/react-query";
import type { PracticePlan, SavedQuestion } from "../../../shared/api/play";
import { factsMovedUp, type FactAttempt, type FactState } from "../../../shared/learning/fact-model";
import { playRoutes } from "../../api-routes";
import { api } from "../../api";
import { localStore } from "../../local-store";
import { queryKeys } from "../../queries/keys";

const storeKey = (childId: string) => `practice-plan:${childId}`;
const playedKey = (childId: string) => `practice-played:${childId}`;

/** Keeps the plan a session is played from, for its results (the next plan may be fetched meanwhile). */
export function rememberPlayedPlan(childId: string, plan: PracticePlan) {
  localStore.set(playedKey(childId), JSON.stringify(plan));
}

/** The plan of the last session played on this device. */
export const playedPracticePlan = (childId: string) => planIn(playedKey(childId));

/** The last plan fetched for this child on this device, if any. */
const storedPracticePlan = (childId: string) => planIn(storeKey(childId));

function planIn(key: string): PracticePlan | null {
  const stored = localStore.getJson(key);
  if (typeof stored !== "object" || stored === null) return null;
  const plan = stored as Partial<PracticePlan>;
  return Array.isArray(plan.questions) && Array.isArray(plan.answers) ? (plan as PracticePlan) : null;
}

/**
 * The child's next Smart Practice session, planned on the server and kept on
 * this device: the dashboard fetches it ahead, so a child who starts offline
 * plays the session planned from the last known state.
 */
export function usePracticePlan(childId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.play.practicePlan(childId),
    queryFn: async () => {
      const id = childId ?? "";
      try {
        const plan = await api(playRoutes.practicePlan, { params: { childId: id } });
        localStore.set(storeKey(id), JSON.stringify(plan));
        return plan;
      } catch (error) {
        const stored = storedPracticePlan(id);
        if (stored && !navigator.onLine) return stored;
        throw error;
      }
    },
    enabled: childId !== undefined,
    networkMode: "always",
    retry: false,
    // Every session is planned afresh: the game page waits for the answer.
    refetchOnMount: "always",
  });
}

const attemptOf = (a: PracticePlan["answers"][number]): FactAttempt => ({
  operation: a.operation,
  operand1: a.operand1,
  operand2: a.operand2,
  correct: a.correct,
  responseMs: a.response_ms,
  at: new Date(a.at),
});

/** The facts a session moved up ("7 × 8 is now secure!"), from the answers it was planned from and its own. */
export function practiceMovedUp(
  plan: PracticePlan,
  questions: readonly SavedQuestion[],
): { text: string; to: FactState }[] {
  // The session's answers, at the server's time when it was planned: the same clock as the kept ones.
  const at = new Date(plan.planned_at);
  const before = plan.answers.map(attemptOf);
  const session: FactAttempt[] = [];
  for (const q of questions) {
    if (q.question_type === "missing_piece") continue;
    session.push({
      operation: q.question_type,
      operand1: q.operand1,
      operand2: q.operand2,
      correct: q.is_correct,
      responseMs: q.response_time_ms ?? 0,
      at,
    });
  }
  return factsMovedUp(before, [...before, ...session], plan.difficulty_level).map(({ fact, to }) => ({
    text: `${fact.a} ${fact.family === "multiplication" ? "×" : "+"} ${fact.b} is now ${to}!`,
    to,
  }));
}
