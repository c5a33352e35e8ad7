import type { BenchFamily } from "./family";
import { BENCH_QUESTIONS, finishedTimedGame } from "./finished-game";

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
  request(family: BenchFamily, baseUrl: string): BenchRequest;
  /** Each request carries a new client_id in place of CLIENT_ID_PLACEHOLDER (a new game, not a retry). */
  freshClientId?: boolean;
  /** Also measure raw inserts of the same rows, in the same run, and print the throughput ratio. */
  rawInsertBaseline?: boolean;
}

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
    name: `POST /api/games (${BENCH_QUESTIONS}-question timed game, new client_id each)`,
    connections: 200,
    freshClientId: true,
    rawInsertBaseline: true,
    request: (family, baseUrl) => ({
      method: "POST",
      path: "/api/games",
      headers: { authorization: `Bearer ${family.childToken}`, origin: baseUrl },
      body: finishedTimedGame(family.childId),
    }),
  },
];
