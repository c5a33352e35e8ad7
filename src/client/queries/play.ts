import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import type { PlaySummary, SaveGameBody } from "../../shared/api/play";
import { STREAK_LOOKUP_TIMEOUT_MS } from "../../shared/constants";
import { api } from "../api";
import { playRoutes } from "../api-routes";
import { localStore } from "../local-store";
import { isPersonDataQuery, queryKeys } from "./keys";

// The last summary read for each child on this device (decision 0018), shown while the server cannot answer.
const storeKey = (childId: string) => `play-summary:${childId}`;

function storedSummary(childId: string): PlaySummary | null {
  const stored = localStore.getJson(storeKey(childId));
  if (typeof stored !== "object" || stored === null) return null;
  const summary = stored as Partial<PlaySummary>;
  if (typeof summary.streak !== "number" || typeof summary.tower_unlocked !== "boolean" || !summary.shield) return null;
  // A shield spent before was told then: the copy never tells it again, nor asks to spend one.
  return { ...(summary as PlaySummary), shield_used: false, shield_needed: false };
}

/** The streak's lookup, given up past STREAK_LOOKUP_TIMEOUT_MS. */
async function readSummary(childId: string): Promise<PlaySummary> {
  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(new DOMException("The streak lookup timed out", "TimeoutError")),
    STREAK_LOOKUP_TIMEOUT_MS,
  );
  try {
    return await api(playRoutes.playSummary, { params: { childId }, signal: deadline.signal });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A child's streak, shield and tower lock, as the dashboard and the tower's
 * page show them, or `null` when nothing is known. When the streak needs the
 * child's shield, it is spent by a POST of its own (reading the summary never
 * changes anything), whose answer says whether this request spent it
 * (`shield_used`, which shows the child the shield's message). If that POST
 * fails, the summary as read stands and the next fetch tries again.
 *
 * When the lookup fails or takes longer than 5 seconds, the page shows the
 * last summary this device read for the child (a Tower the child has opened
 * stays open), or `null`: a streak of 0, what a streak that cannot be worked out shows, and a
 * Tower not shown as locked, since nobody knows that it is (its page asks
 * again, and the server refuses a locked game).
 */
export const playSummaryQuery = (childId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.play.summary(childId),
    queryFn: async (): Promise<PlaySummary | null> => {
      const id = childId ?? "";
      let summary: PlaySummary;
      try {
        summary = await readSummary(id);
      } catch {
        return storedSummary(id);
      }
      if (summary.shield_needed) {
        const params = { childId: id };
        summary = await api(playRoutes.spendStreakShield, { params }).catch(() => summary);
      }
      localStore.setJson(storeKey(id), summary);
      return summary;
    },
  });

/** A child's streak, shield and tower lock (see `playSummaryQuery`), once the child is known. */
export function usePlaySummary(childId: string | undefined) {
  return useQuery({ ...playSummaryQuery(childId), enabled: childId !== undefined });
}

/** The player's best in a saved game's mode from the games before it: it never changes. */
export const personalBestQuery = (sessionId: string) =>
  queryOptions({
    queryKey: queryKeys.play.personalBest(sessionId),
    queryFn: () => api(playRoutes.personalBest, { params: { sessionId } }),
    staleTime: Infinity,
  });

/**
 * Asks for a game's personal best as soon as it is saved, so that the results page opens with it in place rather than
 * pushing the tiles down as the child reads them. The answer never fails: the page asks again itself.
 */
export function usePrefetchPersonalBest(): (sessionId: string) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    (sessionId: string) =>
      client.query(personalBestQuery(sessionId)).then(
        () => undefined,
        () => undefined,
      ),
    [client],
  );
}

/** Sends a finished game to the server, given up when `signal` aborts. */
export const saveGame = (body: SaveGameBody, signal: AbortSignal) => api(playRoutes.saveGame, { body, signal });

/** What the app reads again once the outbox has sent a game, or the server has refused one. */
export function useRefreshAfterGames() {
  const client = useQueryClient();
  return useMemo(
    () => ({
      // A saved game changes the streak, the shield, the tower's lock and the dashboards: every
      // cached answer but the sessions is out of date, so the next look asks the server again.
      saved: () => void client.invalidateQueries({ predicate: isPersonDataQuery }),
      // A game refused later: the results page still open on it reads it again.
      refused: () => void client.invalidateQueries({ queryKey: queryKeys.play.results }),
    }),
    [client],
  );
}
