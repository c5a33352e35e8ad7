import type { BenchFamily } from "./family";
import { BENCH_QUESTIONS, CHILD_ID_PLACEHOLDER, CHILD_TOKEN_PLACEHOLDER, finishedTimedGame } from "./finished-game";

/** One request, sent over and over by every connection. */
export interface BenchRequest {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface Scenario {
  name: string;
  /** Concurrent connections; 50 unless a scenario needs otherwise. */
  connections?: number;
  /**
   * Requests per second started on a fixed schedule whatever the answers (an open loop, like
   * real players); without it `connections` each send their next request as soon as the last is
   * answered (the most the server takes).
   */
  arrivalsPerSecond?: number;
  request(family: BenchFamily, baseUrl: string): BenchRequest;
  /** Each request carries a new client_id in place of CLIENT_ID_PLACEHOLDER (a new game, not a retry). */
  freshClientId?: boolean;
  /**
   * This many children (of families of five) take turns: each request carries the next one's id
   * and token in place of CHILD_ID_PLACEHOLDER and CHILD_TOKEN_PLACEHOLDER.
   */
  players?: number;
  /** Also measure raw inserts of the same rows, in the same run, and print the throughput ratio. */
  rawInsertBaseline?: boolean;
  /**
   * Each connection behaves as the app's game outbox does: turned away with 503 and Retry-After,
   * it waits that long before sending again (closed-loop-worker.mjs), instead of at once.
   */
  honoursRetryAfter?: boolean;
}

/** A child's finished game; which child is filled in for each request (`players`). */
function saveGame(_family: BenchFamily, baseUrl: string): BenchRequest {
  return {
    method: "POST",
    path: "/api/games",
    headers: { authorization: `Bearer ${CHILD_TOKEN_PLACEHOLDER}`, origin: baseUrl },
    body: finishedTimedGame(CHILD_ID_PLACEHOLDER),
  };
}

/** The load of docs/product/engineering-rules.md#performance-budgets: 200 children, each saving their own games (one child never saves two games at once). */
const CHILDREN_PLAYING = 200;

/** What `npm run bench` measures, in order. Add new scenarios here. */
export const scenarios: readonly Scenario[] = [
  {
    name: "GET /api/children (parent, 5 children)",
    request: (family) => ({ method: "GET", path: "/api/children", headers: { cookie: family.parentCookie } }),
  },
  {
    name: "GET /api/child/me (child token)",
    request: (family) => ({
      method: "GET",
      path: "/api/child/me",
      headers: { authorization: `Bearer ${family.childToken}` },
    }),
  },
  {
    name: "POST /api/child/login (right PIN, trusted browser)",
    request: (family, baseUrl) => ({
      method: "POST",
      path: "/api/child/login",
      headers: { cookie: family.deviceCookie, origin: baseUrl },
      body: { parent_email: family.email, child_pin: family.childPin },
    }),
  },
  {
    // 200 children (40 families) playing at once, each finishing a game every 4 s: 50 saves a second, about
    // 20 times the rate of real play (a game lasts 60 to 90 s). The latency budget of docs/product/engineering-rules.md#performance-budgets.
    name: `POST /api/games, 200 children playing (a save every 4 s each)`,
    connections: 200,
    arrivalsPerSecond: 50,
    freshClientId: true,
    players: CHILDREN_PLAYING,
    request: saveGame,
  },
  {
    // The same 200 children, each asking for their next Smart Practice session every 4 s (20 times real play, a
    // plan a game), planned from the games they saved above: in production on the planning thread, which keeps each
    // child's multiscale estimate between their plans (src/server/play/practice-thread.ts).
    name: `GET /api/children/:childId/practice-plan, 200 children playing (a plan every 4 s each)`,
    connections: 200,
    arrivalsPerSecond: 50,
    players: CHILDREN_PLAYING,
    request: (_family, baseUrl) => ({
      method: "GET",
      path: `/api/children/${CHILD_ID_PLACEHOLDER}/practice-plan`,
      headers: { authorization: `Bearer ${CHILD_TOKEN_PLACEHOLDER}`, origin: baseUrl },
    }),
  },
  {
    // Every connection saves again as soon as it is answered: the most the server takes, with
    // raw inserts of the same rows as the floor (docs/product/engineering-rules.md#performance-budgets, throughput ratio). Latency here is
    // queueing: 200 connections over the throughput. The same 200 children take turns. A save turned away
    // waits its Retry-After, as the app's outbox does.
    name: `POST /api/games, flat out (${BENCH_QUESTIONS} questions, new client_id each)`,
    connections: 200,
    freshClientId: true,
    players: CHILDREN_PLAYING,
    rawInsertBaseline: true,
    honoursRetryAfter: true,
    request: saveGame,
  },
];
