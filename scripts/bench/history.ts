// A long history for one child, written straight into the database in a few statements, and the
// requests that read it (analytics, the parent's dashboard) measured by the server's own time and
// by how many statements each sends: that number must not grow with the history.
import { sql } from "drizzle-orm";
import { payLocalCheckout, startCheckout } from "../../src/shared/api/billing";
import type { Database } from "../../src/server/db/client";
import { factStatsBackfill, gameSummariesBackfill } from "../fact-stats-backfill";
import type { BenchFamily } from "./family";
import { insertQuestions } from "./filled-questions";
import type { BenchTarget } from "./target";
import { wholeNumberFrom } from "./seconds";

/**
 * Each reading endpoint is asked this many times, one after another, for its server times: 200 in `npm run bench`,
 * or BENCH_READS (bench:scale asks 1,000, decision 0056: the p99 of 200 requests is their second-slowest, which one
 * stray pause sets).
 */
const readsFromEnvironment = () => wholeNumberFrom("BENCH_READS", 200, 100, 10_000);

/**
 * Writes `games` finished games of mixed modes, one every 17 minutes back from now, each
 * with 30 questions of the four operations (about 85% right, 0.8 to 5.8 s each), then the
 * child's per-fact figures and summaries of each mode from them with the migrations' own statements.
 */
export async function seedHistory(database: Database, family: BenchFamily, games: number): Promise<void> {
  const { db } = database;
  // Widened first: hashtext gives -2147483648 about once in four billion texts, whose abs() an integer cannot hold
  // (a history of 5,000 games hashes 600,000 texts).
  const hashed = (text: string) => `abs(hashtext(${text})::bigint)`;
  await db.execute(sql`
    insert into sessions (client_id, child_id, user_id, score, max_score, duration, difficulty_level, mode, created_at)
    select 'history-' || ${family.childId} || '-' || i, ${family.childId}::uuid, ${family.parentUserId}::uuid,
      (${sql.raw(hashed("i::text"))} % 21), 20,
      60 + i % 30, 'intermediate',
      (array['timed', 'get_to_100', 'missing_piece', 'traffic_light', 'times_table_tower'])[1 + i % 5],
      now() - make_interval(mins => i * 17)
    from generate_series(1, ${games}::int) as i`);
  const questions = insertQuestions({
    type: "(array['addition', 'subtraction', 'multiplication', 'division'])[1 + p % 4]",
    x: `1 + ${hashed("s.client_id || 'a' || p")} % 12`,
    y: `1 + ${hashed("s.client_id || 'b' || p")} % 12`,
    right: `${hashed("s.client_id || 'r' || p")} % 100 < 85`,
    responseTime: `800 + ${hashed("s.client_id || 't' || p")} % 5000`,
  });
  await db.execute(
    sql`${sql.raw(questions)} where s.child_id = ${family.childId}::uuid and s.client_id like 'history-%'`,
  );
  await db.execute(sql`delete from child_fact_stats where child_id = ${family.childId}::uuid`);
  await db.execute(sql`delete from child_mode_stats where child_id = ${family.childId}::uuid`);
  await db.execute(sql`delete from child_day_stats where child_id = ${family.childId}::uuid`);
  await db.execute(sql`delete from child_percent_stats where child_id = ${family.childId}::uuid`);
  for (const statement of [...factStatsBackfill(family.childId), ...gameSummariesBackfill(family.childId)]) {
    await db.execute(sql.raw(statement));
  }
}

/** Premium for the family, through the local checkout as a parent would pay. */
export async function payForPremium(baseUrl: string, family: BenchFamily): Promise<void> {
  const headers = { cookie: family.parentCookie, origin: baseUrl, "content-type": "application/json" };
  const started = await fetch(baseUrl + startCheckout.path, { method: "POST", headers, body: "{}" });
  const { url } = (await started.json()) as { url: string };
  const session = new URL(url, baseUrl).searchParams.get("session") ?? "";
  const paid = await fetch(baseUrl + payLocalCheckout.path, {
    method: "POST",
    headers,
    body: JSON.stringify({ session }),
  });
  if (!paid.ok) throw new Error(`The local checkout answered ${paid.status}: ${await paid.text()}`);
}

export interface ReadRow {
  name: string;
  games: number;
  queries: number;
  p50: number;
  p99: number;
}

const at = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** What one measured request sends: it is made again for each request (a save needs a new client_id). */
export interface BenchRequest {
  path: string;
  method?: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
}

let checkpointRefused = false;

/**
 * The database's pages written to disk before a read is measured (a checkpoint), on both of bench:scale's
 * databases alike (decision 0061): the history seeded just before, and the saves measured before that, leave
 * dirty pages that the server writes out over the next minutes, scattered over a year's indexes. A parent's
 * read measured meanwhile would pay for the benchmark's own bulk writes, which a year of play does not make at once.
 */
async function atRest(target: BenchTarget) {
  if (checkpointRefused) return;
  try {
    await target.appDatabase.db.execute(sql`checkpoint`);
  } catch (error) {
    checkpointRefused = true;
    console.warn(
      `  reads measured without a checkpoint first (the role needs pg_checkpoint): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * One request alone first, counting the statements it sends; a checkpoint before a read; then BENCH_READS more
 * (200 unless set), one after another, for the server's own time (arrival to reply, without the client's share).
 */
export async function measureRead(
  target: BenchTarget,
  name: string,
  route: string,
  request: () => BenchRequest,
  games: number,
): Promise<ReadRow> {
  const send = async () => {
    const { path, ...init } = request();
    const res = await fetch(target.baseUrl + path, init);
    if (!res.ok) throw new Error(`${name}: ${path} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  await send();
  const before = target.queries();
  await send();
  const queries = target.queries() - before;
  // Not before a save: the first change to each page after a checkpoint writes the whole page to the log, which
  // the timed saves would then pay at once (decision 0061: the child's save measured 13.4 → 25.7 ms so).
  if (route.startsWith("GET ")) await atRest(target);
  target.serverTimes.set(route, []);
  const reads = readsFromEnvironment();
  for (let i = 0; i < reads; i++) await send();
  const sorted = [...(target.serverTimes.get(route) ?? [])].sort((a, b) => a - b);
  return { name, games, queries, p50: at(sorted, 0.5), p99: at(sorted, 0.99) };
}
