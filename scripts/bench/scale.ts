// `npm run bench:scale`: the app on a year of a successful product. On a scratch PostgreSQL (DATABASE_URL), it
// measures every figure on the empty database, fills it with a year of families (scale-fill.ts), measures the
// same figures again, and prints each with its ratio (full / empty) and its target. Exits 1 when one is missed.
import "./production-mode";
import { spawn } from "node:child_process";
import http from "node:http";
import os from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import pg from "pg";
import { loadConfig } from "../../src/server/core/config";
import { createLogger } from "../../src/server/core/logger";
import { createDeps } from "../../src/server/create-deps";
import type { QueryHook } from "../../src/server/db/database";
import { ONE_CORE_SETTINGS } from "../../src/server/db/postgres";
import { sequentialScans, type PlanNode } from "../../src/server/db/query-plan";
import { SweepThread, type ThreadRound } from "../../src/server/sweep-thread";
import { builtServer } from "./production-build";
import { threadedRounds } from "../../src/server/sweeps";
import { nextRoundInMs, type RoundOutcome } from "../../src/server/core/sweep-pace";
import { reportWeekAt } from "../../src/shared/engagement/report-week";
import { exportFamilyData, deleteAccount } from "../../src/shared/api/family-data";
import { measuredApart } from "./apart";
import { createBenchFamily, type BenchFamily } from "./family";
import { CHILD_ID_PLACEHOLDER, CHILD_TOKEN_PLACEHOLDER, finishedTimedGame } from "./finished-game";
import { measureRead, payForPremium, seedHistory, type BenchRequest } from "./history";
import { startOpenLoad, type OpenLoad, type LoadWindow } from "./open-load";
import { describeSize, fillYear, yearSize, YEAR_EMAIL_DOMAIN, YEAR_GAME } from "./scale-fill";
import { warmupSeconds, wholeNumberFrom } from "./seconds";
import { startTarget, type BenchTarget } from "./target";

/** A request's p99 on the full database may be at most this many times its p99 on the empty one. */
const MAX_RATIO = 1.25;
/** docs/product/engineering-rules.md#performance-budgets: a save's p99 with 200 children playing. */
const SAVE_P99_MS = 20;
const SWEEP_BUDGET_MS = 15 * 60_000;
/** Follow-ups waiting after a long outage of the database, at SCALE=1 (fewer below it); and the time to drain them. */
const BACKLOG = 100_000;
const BACKLOG_BUDGET_MS = 10 * 60_000;
const EXPORT_BUDGET_MS = 2_000;
const DELETION_BUDGET_MS = 2_000;
/** The large family: five children, 20,000 games between them. */
const LARGE_FAMILY_GAMES = 20_000;
/** The heavy player whose parent reads the analytics and the dashboard, and who reads their own dashboard. */
const HEAVY_PLAYER_GAMES = 5_000;
/** Tables that do not grow with the product (the catalogue of badges and stickers, the app's own settings). */
const FIXED_TABLES = new Set(["badges", "digital_rewards", "app_meta", "testimonials"]);
/**
 * A growing table the planner reads whole, though an index could serve, is small while it holds fewer rows than
 * this (a few milliseconds to read); from this size on its whole read is a finding, as one with no index to use is.
 */
const SMALL_TABLE_ROWS = 100_000;

type Phase = "empty" | "full";

interface Figure {
  name: string;
  /** Each round's value, when the figure is the median of rounds taken in turn on the two databases. */
  rounds?: number[];
  unit: "ms" | "req/s" | "kB" | "count";
  value: number;
  /** Compared full / empty against MAX_RATIO (or at least 1 / MAX_RATIO of it, for a throughput). */
  ratio?: "latency" | "throughput";
  /** An absolute budget on the full database. */
  atMost?: number;
}

const log = (line: string) => console.log(line);

function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("bench:scale measures PostgreSQL: set DATABASE_URL to a scratch database");
  return url;
}

function scaleFromEnvironment(): number {
  const raw = process.env.SCALE ?? "1";
  const scale = Number(raw);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 10)
    throw new Error(`SCALE must be a number above 0 and at most 10 (got "${raw}")`);
  return scale;
}

/** `work` on a connection of its own to the scratch database, closed after it whatever happens. */
async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The database must hold no family: the benchmark fills it, and empties it again at the end. */
async function ensureScratch(url: string, named = "DATABASE_URL names") {
  await withClient(url, async (client) => {
    const { rows: tables } = await client.query<{ users: string | null }>(
      "select to_regclass('public.users') as users",
    );
    const { rows } = tables[0]?.users
      ? await client.query<{ n: string }>("select count(*) as n from users")
      : { rows: [] };
    const accounts = Number(rows[0]?.n ?? 0);
    if (accounts > 0)
      throw new Error(
        `${named} a database with ${accounts} accounts: bench:scale fills and empties a scratch database, so give it an empty one`,
      );
  });
}

/**
 * What autovacuum would have done by now to the tables the last measures wrote to, done here whether or not the
 * server runs it (this machine's PostgreSQL runs with autovacuum off): each table whose dead rows, or rows inserted
 * since its last vacuum, pass the server's own autovacuum thresholds is vacuumed, and each whose changes since its
 * last analysis pass them is analysed. Without it the empty database beside the full one, written and emptied round
 * after round, held 30 times its live rows dead by the fifth round, on statistics of the first, and its reads were
 * planned on those (decision 0074).
 */
async function vacuumAsAutovacuumWould(url: string, label: string) {
  const started = performance.now();
  const vacuumed: string[] = [];
  const analysed: string[] = [];
  await withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string; vacuum: boolean; analyze: boolean }>(`
      select s.relname as name,
        s.n_dead_tup > current_setting('autovacuum_vacuum_threshold')::float8
            + current_setting('autovacuum_vacuum_scale_factor')::float8 * greatest(c.reltuples, 0)
          or s.n_ins_since_vacuum > current_setting('autovacuum_vacuum_insert_threshold')::float8
            + current_setting('autovacuum_vacuum_insert_scale_factor')::float8 * greatest(c.reltuples, 0) as vacuum,
        s.n_mod_since_analyze > current_setting('autovacuum_analyze_threshold')::float8
          + current_setting('autovacuum_analyze_scale_factor')::float8 * greatest(c.reltuples, 0) as analyze
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.schemaname = 'public'`);
    for (const { name, vacuum, analyze } of rows) {
      if (!vacuum && !analyze) continue;
      // A table vacuumed is analysed too: a little more than autovacuum might do, never less.
      await client.query(`${vacuum ? "vacuum (analyze)" : "analyze"} ${pg.escapeIdentifier(name)}`);
      (vacuum ? vacuumed : analysed).push(name);
    }
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const done = [
    vacuumed.length > 0 ? `vacuumed and analysed ${vacuumed.join(", ")}` : "",
    analysed.length > 0 ? `analysed ${analysed.join(", ")}` : "",
  ].filter(Boolean);
  if (done.length > 0) log(`  ${label}, as autovacuum would (${seconds} s): ${done.join("; ")}`);
}

/** One of the server's settings, as `show` gives it. */
const serverSetting = (url: string, name: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ setting: string }>("select current_setting($1) as setting", [name]);
    return rows[0]?.setting ?? "unknown";
  });

/** Empties the scratch database of every family (the migrations' catalogue stays). */
async function emptyDatabase(url: string) {
  await withClient(url, (client) => client.query("truncate users, parents, email_outbox, payment_events cascade"));
}

/**
 * The figures `npm run bench` takes on PostgreSQL (saves, reads of a 5,000-game history), in a process of its own;
 * after one pass of its reads, unmeasured, on both databases alike (decision 0061): the first history written and
 * read after the fill measured up to 1.4 times the next ones, which a server that has served for a year never sees.
 */
async function loadFigures(url: string): Promise<Figure[]> {
  log("  first, the reads of a long history once, unmeasured");
  await measuredApart("postgres", { DATABASE_URL: url, BENCH_ONLY: "history" });
  const measured = await measuredApart("postgres", { DATABASE_URL: url });
  const figures: Figure[] = [];
  for (const row of measured.rows.filter((r) => !r.baselineOf)) {
    if (row.errors > 0) throw new Error(`${row.scenario}: ${row.errors} requests failed`);
    const playing = row.scenario.includes("200 children playing");
    figures.push({ name: `${row.scenario}, p50`, unit: "ms", value: row.p50 });
    figures.push({
      name: `${row.scenario}, p99`,
      unit: "ms",
      value: row.p99,
      ratio: "latency",
      ...(playing && { atMost: SAVE_P99_MS }),
    });
    if (row.scenario.includes("flat out"))
      figures.push({
        name: `${row.scenario}, throughput`,
        unit: "req/s",
        value: row.requestsPerSecond,
        ratio: "throughput",
      });
  }
  for (const read of measured.reads.filter((r) => r.games === HEAVY_PLAYER_GAMES)) {
    figures.push({
      name: `${read.name}, a child with ${read.games} games, p99`,
      unit: "ms",
      value: read.p99,
      ratio: "latency",
    });
  }
  return figures;
}

/** Writes `games` games for each of the family's children (the history of scripts/bench/history.ts). */
async function seedFamily(target: BenchTarget, family: BenchFamily, games: number, children = 1) {
  for (const player of family.players.slice(0, children)) {
    await seedHistory(target.appDatabase, { ...family, childId: player.childId }, games);
  }
}

const childRead = (path: string) => (family: BenchFamily) => (): BenchRequest => ({
  path: path.replace(":childId", family.childId),
  headers: { authorization: `Bearer ${family.childToken}` },
});

/** What a child's dashboard reads, and Smart Practice's plan, for a child with 5,000 games. */
const CHILD_READS = [
  { route: "GET /api/child/me", request: childRead("/api/child/me") },
  { route: "GET /api/children/:childId/play-summary", request: childRead("/api/children/:childId/play-summary") },
  { route: "GET /api/children/:childId/mission", request: childRead("/api/children/:childId/mission") },
  { route: "GET /api/children/:childId/challenges", request: childRead("/api/children/:childId/challenges") },
  { route: "GET /api/children/:childId/badges", request: childRead("/api/children/:childId/badges") },
  { route: "GET /api/children/:childId/practice-plan", request: childRead("/api/children/:childId/practice-plan") },
];

/**
 * One request's time from the client, in ms, to the last byte of its answer as sent, failing on any answer but 2xx.
 * Taken as a browser takes it: compressed where the server compresses (a year's export is 40 MB of text, 7 MB
 * gzipped), its bytes received but not decompressed here, in the server's own process, which a browser does
 * in its own, beside the download.
 */
async function timeRequest(target: BenchTarget, { path: requestPath, method = "GET", headers, body }: BenchRequest) {
  const started = performance.now();
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      target.baseUrl + requestPath,
      { method, headers: { "accept-encoding": "gzip", ...headers } },
      (res) => {
        const firstBytes: Buffer[] = [];
        let kept = 0;
        res.on("data", (chunk: Buffer) => {
          if (kept < 300) firstBytes.push(chunk);
          kept += chunk.length;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(firstBytes).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
  const ms = performance.now() - started;
  if (answer.status < 200 || answer.status > 299)
    throw new Error(`${requestPath} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return ms;
}

/** The child's reads, a family's export and deletion, on the app in this process. */
async function requestFigures(target: BenchTarget, emails: string[]): Promise<Figure[]> {
  const figures: Figure[] = [];
  const heavy = await createBenchFamily(target.baseUrl);
  emails.push(heavy.email);
  await seedFamily(target, heavy, HEAVY_PLAYER_GAMES);
  await payForPremium(target.baseUrl, heavy);
  for (const read of CHILD_READS) {
    const row = await measureRead(
      target,
      `${read.route} (the child)`,
      read.route,
      read.request(heavy),
      HEAVY_PLAYER_GAMES,
    );
    figures.push({
      name: `${row.name}, a child with ${HEAVY_PLAYER_GAMES} games, p99`,
      unit: "ms",
      value: row.p99,
      ratio: "latency",
    });
  }
  return figures;
}

/** A large family's export and deletion: five children, 20,000 games between them. */
async function exportAndDeletion(url: string, target: BenchTarget): Promise<Figure[]> {
  const family = await createBenchFamily(target.baseUrl);
  await seedFamily(target, family, LARGE_FAMILY_GAMES / family.players.length, family.players.length);
  // A family's year of games has been through autovacuum by the time its parent asks for them (decision 0049): rows
  // written a moment ago would have their first reader set their commit hints and write their pages back.
  await withClient(url, (client) => client.query("vacuum (analyze) sessions, questions"));
  const headers = { cookie: family.parentCookie, origin: target.baseUrl };
  const exported = await timeRequest(target, { path: exportFamilyData.path, headers });
  const deleted = await timeRequest(target, {
    path: deleteAccount.path,
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ confirmation: "delete" }),
  });
  const name = `a family of 5 children and ${LARGE_FAMILY_GAMES.toLocaleString("en-GB")} games`;
  return [
    { name: `GET /api/account/export, ${name}`, unit: "ms", value: exported, atMost: EXPORT_BUDGET_MS },
    { name: `POST /api/account/deactivate, ${name}`, unit: "ms", value: deleted, atMost: DELETION_BUDGET_MS },
  ];
}

/**
 * 200 children of 40 families, signed in, each saving a game every 4 s: the load the sweeps run beside. One thread
 * plays from the start of a phase to its end; `take()` answers the saves scheduled since the last take, so that the
 * load's own start (a new thread's first requests, their connections opened) is measured in no window.
 */
async function playingChildren(target: BenchTarget, emails: string[]): Promise<OpenLoad> {
  const families: BenchFamily[] = [];
  for (let i = 0; i < 40; i++) families.push(await createBenchFamily(target.baseUrl));
  emails.push(...families.map((f) => f.email));
  return startOpenLoad({
    url: `${target.baseUrl}/api/games`,
    method: "POST",
    headers: {
      authorization: `Bearer ${CHILD_TOKEN_PLACEHOLDER}`,
      origin: target.baseUrl,
      "content-type": "application/json",
    },
    body: JSON.stringify(finishedTimedGame(CHILD_ID_PLACEHOLDER)),
    players: families.flatMap((f) => f.players),
    rate: 50,
  });
}

/** The write-ahead log the server has written since it started: its bytes, and its whole pages among them. */
async function walWritten(client: pg.Client): Promise<{ bytes: number; pages: number }> {
  const {
    rows: [wal],
  } = await client.query<{ bytes: string; pages: string }>(
    "select wal_bytes as bytes, wal_fpi as pages from pg_stat_wal",
  );
  return { bytes: Number(wal?.bytes ?? 0), pages: Number(wal?.pages ?? 0) };
}

/**
 * What the saves' window of 5 s gives with nothing beside them, and the write-ahead log a save wrote in it (the
 * database's own count, so with whatever else the server wrote then: nothing, in a run on a machine of its own). A
 * page a save changes for the first time since the last checkpoint is copied whole into the log: a save whose keys
 * land in random pages of a large index writes far more of it than one whose keys land beside the last saves'.
 */
async function savesAlone(
  url: string,
  play: OpenLoad,
): Promise<{ window: LoadWindow; walKb: number; walPages: number }> {
  return withClient(url, async (client) => {
    await play.take();
    const before = await walWritten(client);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const window = await play.take();
    const after = await walWritten(client);
    const saves = Math.max(1, window.latencies.length);
    return {
      window,
      walKb: (after.bytes - before.bytes) / 1024 / saves,
      walPages: (after.pages - before.pages) / saves,
    };
  });
}

/** The saves' window beside the busy core, and the longest the spinner keeps it busy should this process die first. */
const IDLE_WORK_MS = 10_000;
const SPINNER_ENDS_AFTER_MS = IDLE_WORK_MS + 5_000;

/**
 * The same saves for 10 s beside a process that only keeps one core busy, at the lowest priority a process can
 * take (nice 19): what any work beside the saves costs them on this machine, however far below the server's
 * priority it runs, to read the saves beside a sweep against (decision 0065). The spinner ends on its own soon
 * after the window, so that a benchmark killed meanwhile leaves no core busy behind it.
 */
async function savesBesideIdleWork(play: OpenLoad): Promise<number[]> {
  const spinner = spawn(
    process.execPath,
    ["-e", `const end = Date.now() + ${SPINNER_ENDS_AFTER_MS}; while (Date.now() < end);`],
    { stdio: "ignore" },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      spinner.once("spawn", resolve);
      spinner.once("error", reject);
    });
    if (spinner.pid !== undefined) os.setPriority(spinner.pid, 19);
    const { saves } = await beside(play, () => new Promise((resolve) => setTimeout(resolve, IDLE_WORK_MS)));
    return saves;
  } finally {
    spinner.kill();
  }
}

const p99 = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? 0;
};

/**
 * The longest any transaction of the sweep's connections has been open, sampled every 10 ms while `during` runs:
 * of those that hold rows (a transaction id: they have locked or written a row, which a save may wait for), and of
 * any (a statement that only reads is a transaction of its own while it runs, and holds no row a save needs).
 */
async function longestTransactions<T>(
  url: string,
  application: string,
  during: () => Promise<T>,
): Promise<[T, { holdingRows: number; any: number }]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const longest = { holdingRows: 0, any: 0 };
  let done = false;
  const sampling = (async () => {
    while (!done) {
      const { rows } = await client.query<{ holding: number | null; any: number | null }>(
        `select max(extract(epoch from clock_timestamp() - xact_start) * 1000) filter (where backend_xid is not null)::float8 as holding,
           max(extract(epoch from clock_timestamp() - xact_start) * 1000)::float8 as any
         from pg_stat_activity where application_name = $1 and xact_start is not null and state <> 'idle'`,
        [application],
      );
      longest.holdingRows = Math.max(longest.holdingRows, rows[0]?.holding ?? 0);
      longest.any = Math.max(longest.any, rows[0]?.any ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    return [await during(), longest];
  } finally {
    done = true;
    await sampling;
    await client.end();
  }
}

/**
 * A sweep's round as a server on PostgreSQL runs it (threadedRounds: a look here at whether work is owed, the round
 * on the sweeps' thread), from here on connections of its own named `application`, with the clock `now`: what
 * each statement of both threads, and how many, were sent.
 */
async function serverSweep(
  url: string,
  application: string,
  name: ThreadRound,
  now: () => Date,
  statements: Statements,
) {
  const withName = new URL(url);
  withName.searchParams.set("application_name", application);
  const env = {
    NODE_ENV: "production",
    DATABASE_URL: withName.toString(),
    APP_SECRET: process.env.APP_SECRET ?? "0".repeat(64),
    PUBLIC_URL: "http://127.0.0.1",
    LOG_LEVEL: "warn",
  };
  let sentHere = 0;
  const deps = await createDeps(loadConfig(env), {
    clock: now,
    log: createLogger("warn"),
    onQuery: (text, values) => {
      sentHere++;
      statements.hook(text, values);
    },
  });
  // The thread from the build, as a server runs it. From the source it compiles each module through tsx, which a
  // built server does not do: 0.8 to 1.2 s to start against some 0.3 s, part of it (V8's compiling and collecting
  // for the thread) on the process's shared threads, at the server's priority (decision 0064).
  const thread = new SweepThread(deps, { env, onStatement: statements.threadHook, caller: builtServer() });
  const round = threadedRounds(deps, thread).find(([n]) => n === name)?.[1];
  if (!round) throw new Error(`No round ${name}`);
  return {
    deps,
    round,
    statementsSent: () => sentHere + thread.statementsSent,
    async close() {
      await thread.close();
      await deps.database.close();
    },
  };
}

/**
 * The weekly report's sweep for every parent owed the week's report, run round after round as fast as it goes,
 * beside 200 children saving: its total time, time per parent, the longest transaction, and the saves' p99.
 */
async function sweepFigures(url: string, play: OpenLoad, statements: Statements): Promise<Figure[]> {
  const week = reportWeekAt(new Date());
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // The benchmark's own families joined a month ago and confirmed their address, as the year's did.
  await client.query("update parents set created_at = least(created_at, $1::timestamptz - interval '30 days')", [
    week.dueAt,
  ]);
  await client.query("update users set email_verified_at = created_at where email_verified_at is null");
  const {
    rows: [owed],
  } = await client.query<{ n: string }>(
    // As the sweep reads them (dueParents): the benchmark's own families measured on the empty database have theirs.
    `select count(*) as n from parents p where weekly_report and created_at < $1
       and exists (select 1 from children c where c.parent_id = p.id)
       and not exists (select 1 from weekly_reports r where r.parent_id = p.id and r.week_start = $2)`,
    [week.dueAt, week.weekStart],
  );
  await client.end();
  const application = "maths-sprint-scale-sweep";
  const startedAt = Date.now();
  const sweep = await serverSweep(
    url,
    application,
    "weekly_reports",
    () => new Date(week.dueAt.getTime() + 60_000 + Date.now() - startedAt),
    statements,
  );
  // The same load with nothing beside it, just before: what the machine gives the saves alone, for comparison.
  const { window: alone, walKb, walPages } = await savesAlone(url, play);
  const besideIdleWork = await savesBesideIdleWork(play);
  // How long the server's thread (which asks the sweeps' thread for each round, as in a server) kept what was ready to run waiting.
  const heldUp = monitorEventLoopDelay({ resolution: 5 });
  try {
    heldUp.enable();
    const [{ result: rounds, saves }, longest] = await longestTransactions(url, application, () =>
      beside(play, () => roundsUntilDone(sweep.round, sweep.deps.config.sweepEveryMs)),
    );
    heldUp.disable();
    const { done: sent, asDeployed, backToBack: ms } = rounds;
    log(`  the sweep sent ${sent} of ${owed?.n ?? "?"} owed reports in ${(ms / 1000).toFixed(1)} s`);
    return [
      { name: "weekly report sweep, every parent owed, rounds back to back", unit: "ms", value: ms },
      {
        name: "weekly report sweep, every parent owed, at the server's pace",
        unit: "ms",
        value: asDeployed,
        atMost: SWEEP_BUDGET_MS,
      },
      { name: "weekly report sweep, time per parent", unit: "ms", value: ms / Math.max(1, sent), ratio: "latency" },
      {
        // A request that meets the rows the sweep holds (a child's dashboard spending a streak shield, the tower's
        // step: the child's row for update) waits for the transaction: at most a save's own budget (decision 0060).
        // Not a ratio: the empty database's 40 reports, each one short statement, are mostly never seen at all.
        name: "weekly report sweep, longest transaction holding rows",
        unit: "ms",
        value: longest.holdingRows,
        atMost: SAVE_P99_MS,
      },
      { name: "weekly report sweep, longest transaction, reads included", unit: "ms", value: longest.any },
      {
        name: "weekly report sweep, the server's thread held up (event loop delay past 5 ms), p99",
        unit: "ms",
        value: Math.max(0, heldUp.percentile(99) / 1e6 - 5),
      },
      {
        name: "weekly report sweep, the server's thread held up (event loop delay past 5 ms), longest",
        unit: "ms",
        value: Math.max(0, heldUp.max / 1e6 - 5),
      },
      { name: "weekly report sweep, parents sent", unit: "count", value: sent },
      {
        name: "weekly report sweep, statements sent a parent",
        unit: "count",
        value: sweep.statementsSent() / Math.max(1, sent),
      },
      {
        name: "POST /api/games, 200 children playing, nothing beside (just before the sweep), p99",
        unit: "ms",
        value: p99(alone.latencies),
      },
      {
        name: "POST /api/games, 200 children playing, nothing beside, write-ahead log a save",
        unit: "kB",
        value: walKb,
      },
      {
        name: "POST /api/games, 200 children playing, nothing beside, whole pages logged a save",
        unit: "count",
        value: walPages,
      },
      {
        name: "POST /api/games beside one core kept busy at the lowest priority (nice 19), 200 children playing, p99",
        unit: "ms",
        value: p99(besideIdleWork),
      },
      {
        name: "POST /api/games beside the sweep, 200 children playing, p99",
        unit: "ms",
        value: p99(saves),
        atMost: SAVE_P99_MS,
      },
    ];
  } finally {
    await sweep.close();
  }
}

/**
 * Runs a sweep's `round` again and again until one does nothing: how much was done, the rounds' own time back to
 * back (the last, which found nothing, with them), and how long it would take at the server's pace (sweeps.ts): the next round at once after one that stopped at its time bound with work owed,
 * else after `everyMs` (SWEEP_INTERVAL_SECONDS).
 */
async function roundsUntilDone(round: () => Promise<RoundOutcome>, everyMs: number) {
  let done = 0;
  let asDeployed = 0;
  let pause = 0;
  let backToBack = 0;
  for (;;) {
    const started = performance.now();
    const outcome = await round();
    const took = performance.now() - started;
    backToBack += took;
    if (outcome.done === 0 && !outcome.more) return { done, asDeployed, backToBack };
    done += outcome.done;
    asDeployed += pause + took;
    pause = nextRoundInMs([outcome], everyMs);
  }
}

/** Runs `work` while the children play: the saves' latencies beside it. */
async function beside<T>(play: OpenLoad, work: () => Promise<T>): Promise<{ result: T; saves: number[] }> {
  await play.take();
  const result = await work();
  const { latencies, errors, shed } = await play.take();
  if (errors + shed > 0)
    throw new Error(
      `${errors} saves failed and ${shed} were turned away beside it: the figures would not describe a healthy server`,
    );
  return { result, saves: latencies };
}

/**
 * A backlog of follow-ups, as a long outage of the database leaves it (the games saved, their badges, missions and
 * challenges still to do): the most recent games' follow-ups made due at once, then the follow-ups' sweep run round
 * after round beside 200 children playing. The time it takes at the server's pace is its rounds at one every
 * SWEEP_INTERVAL_SECONDS (or longer, when a round is longer).
 */
async function backlogFigures(url: string, play: OpenLoad, size: number, statements: Statements): Promise<Figure[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rowCount } = await client.query(
    `insert into save_follow_ups (session_id, steps, attempts, next_attempt_at, created_at)
     select id, '{"badges": true}'::jsonb, 1, now() - interval '1 minute', created_at from sessions
     where client_id like '${YEAR_GAME}%' and child_id is not null order by created_at desc limit $1
     on conflict do nothing`,
    [size],
  );
  await client.end();
  const waiting = rowCount ?? 0;
  const sweep = await serverSweep(url, "maths-sprint-scale-follow-ups", "follow_ups", () => new Date(), statements);
  try {
    const {
      result: { done: finished, asDeployed, backToBack: ms },
      saves,
    } = await beside(play, () => roundsUntilDone(sweep.round, sweep.deps.config.sweepEveryMs));
    log(`  the follow-ups' sweep finished ${finished} of ${waiting} waiting games in ${(ms / 1000).toFixed(1)} s`);
    const of = `a backlog of ${waiting.toLocaleString("en-GB")} follow-ups`;
    return [
      { name: `${of}, drained by rounds back to back`, unit: "ms", value: ms },
      {
        name: `${of}, drained at the server's pace`,
        unit: "ms",
        value: asDeployed,
        atMost: BACKLOG_BUDGET_MS,
      },
      { name: `${of}, statements sent a game`, unit: "count", value: sweep.statementsSent() / Math.max(1, finished) },
      {
        name: `POST /api/games while ${of} drains, 200 children playing, p99`,
        unit: "ms",
        value: p99(saves),
        atMost: SAVE_P99_MS,
      },
    ];
  } finally {
    await sweep.close();
  }
}

/**
 * The statements the app sent while measured, by text, each with the values of one sending and whether it was only
 * ever sent by the sweeps' thread, whose connections run each statement on one process (`oneCore`, decision 0057):
 * its plans are read under the same settings, as PostgreSQL makes them for the thread.
 */
class Statements {
  readonly seen = new Map<string, { values: readonly unknown[]; oneCore: boolean }>();
  on: boolean = false;
  private see(text: string, values: readonly unknown[], oneCore: boolean) {
    if (!this.on || !/^\s*(select|insert|update|delete|with)\b/i.test(text)) return;
    const before = this.seen.get(text);
    // A statement the server sends as well is planned as the server's connections plan it.
    if (!before) this.seen.set(text, { values, oneCore });
    else if (before.oneCore && !oneCore) this.seen.set(text, { values, oneCore: false });
  }
  /** The server's statements (its requests, and its thread's look for the sweeps' work). */
  readonly hook: QueryHook = (text, values) => this.see(text, values, false);
  /** The sweeps' thread's. */
  readonly threadHook: QueryHook = (text, values) => this.see(text, values, true);
}

/** The growing tables a statement's plan scans whole, with sequential scans allowed or not. */
async function scannedWhole(client: pg.Client, text: string, values: readonly unknown[], seqscan: boolean) {
  await client.query(`set enable_seqscan = ${seqscan ? "on" : "off"}`);
  const { rows } = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(`explain (format json) ${text}`, [
    ...values,
  ]);
  const plan = rows[0]?.["QUERY PLAN"][0]?.Plan;
  return [...new Set(plan ? sequentialScans(plan) : [])].filter((table) => !FIXED_TABLES.has(table));
}

/**
 * Each statement's plan on the full database. A growing table scanned whole is a finding when no index could
 * serve the statement (PostgreSQL still scans it with sequential scans switched off); a table the planner scans
 * whole only because it is small yet (at a small SCALE) is listed apart, not counted.
 */
async function planFindings(url: string, statements: Statements): Promise<{ findings: string[]; small: string[] }> {
  const findings: string[] = [];
  const small: string[] = [];
  await withClient(url, async (client) => {
    const { rows: sizes } = await client.query<{ name: string; rows: string }>(
      `select c.relname as name, c.reltuples::bigint as rows from pg_class c
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'`,
    );
    const rowsOf = new Map(sizes.map((t) => [t.name, Number(t.rows)]));
    const large = (table: string) => (rowsOf.get(table) ?? 0) >= SMALL_TABLE_ROWS;
    for (const [text, { values, oneCore }] of statements.seen) {
      // Planned as the connection that sent it plans it: the sweeps' thread's with ONE_CORE_SETTINGS, the server's
      // with the database's defaults.
      for (const [name, value] of Object.entries(ONE_CORE_SETTINGS))
        await client.query(oneCore ? `set ${name} = ${value}` : `reset ${name}`);
      const what = `${oneLine(text)}${oneCore ? " (the sweeps' thread's, planned on one process)" : ""}`;
      try {
        const chosen = await scannedWhole(client, text, values, true);
        if (chosen.length === 0) continue;
        const unavoidable = await scannedWhole(client, text, values, false);
        if (unavoidable.length > 0)
          findings.push(`scans ${unavoidable.join(", ")} whole, with no index to use: ${what}`);
        const avoidable = chosen.filter((table) => !unavoidable.includes(table));
        const misjudged = avoidable.filter(large);
        if (misjudged.length > 0)
          findings.push(
            `scans ${misjudged.map((t) => `${t} (${(rowsOf.get(t) ?? 0).toLocaleString("en-GB")} rows)`).join(", ")} whole, though an index could serve: ${what}`,
          );
        const smallOnly = avoidable.filter((table) => !large(table));
        if (smallOnly.length > 0) small.push(`${smallOnly.join(", ")}: ${what}`);
      } catch (error) {
        findings.push(`could not be explained (${error instanceof Error ? error.message : String(error)}): ${what}`);
      }
    }
  });
  return { findings, small };
}

const oneLine = (text: string) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 160 ? `${line.slice(0, 160)}…` : line;
};

/**
 * BENCH_SCALE_ONLY=sweeps takes the weekly report's sweep and the follow-ups' backlog alone (and their plans);
 * =family the large family's export and deletion alone.
 */
type Only = "sweeps" | "family" | undefined;

function onlyFromEnvironment(): Only {
  const only = process.env.BENCH_SCALE_ONLY;
  if (only === undefined || only === "sweeps" || only === "family") return only;
  throw new Error(`BENCH_SCALE_ONLY may be "sweeps" or "family" (got "${only}")`);
}

/**
 * The saves and reads of `npm run bench` (with `withBench`) and the child's reads, on the database at `url`; the
 * statements of the child's reads seen by `statements` while it is on.
 */
async function readFigures(url: string, label: string, statements: Statements, withBench: boolean) {
  const figures: Figure[] = [];
  if (withBench) {
    log(`\n${label}: the saves and the parent's reads (npm run bench's scenarios on PostgreSQL)`);
    figures.push(...(await loadFigures(url)));
  }
  const target = await startTarget("postgres", { url, onStatement: statements.hook });
  const emails: string[] = [];
  try {
    log(`${label}: the child's dashboard and Smart Practice's plan`);
    figures.push(...(await requestFigures(target, emails)));
  } finally {
    await target.close(emails);
  }
  return figures;
}

/** Rounds of the saves and reads on each database, taken in turn (BENCH_SCALE_ROUNDS; 3 unless given). */
const roundsFromEnvironment = () => wholeNumberFrom("BENCH_SCALE_ROUNDS", 3, 1, 9);

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Each figure as the median of its rounds, the rounds kept beside it. */
function medianOfRounds(rounds: readonly Figure[][]): Figure[] {
  return (rounds[0] ?? []).map((first) => {
    const values = rounds.map((round) => {
      const same = round.find((f) => f.name === first.name);
      if (!same) throw new Error(`A round measured no "${first.name}"`);
      return same.value;
    });
    return { ...first, value: median(values), rounds: values };
  });
}

/**
 * The saves and reads on the full database and on the empty one beside it, round after round, the two in turn
 * (empty first in one round, full first in the next): each ratio then compares two figures taken minutes apart
 * under the same load of the machine and the same state of the server (its shared buffers, its checkpoints),
 * where a single series on each, 40 minutes and a fill apart, swung past 1.25 × on the same code (decision 0066).
 */
async function pairedReadFigures(
  fullUrl: string,
  emptyUrl: string,
  rounds: number,
  statements: Statements,
  withBench: boolean,
): Promise<{ empty: Figure[]; full: Figure[] }> {
  const taken: Record<Phase, Figure[][]> = { empty: [], full: [] };
  // The sweeps, the backlog and the large family have just written to the full one.
  await vacuumAsAutovacuumWould(fullUrl, "full database");
  for (let round = 1; round <= rounds; round++) {
    const order: Phase[] = round % 2 === 1 ? ["empty", "full"] : ["full", "empty"];
    for (const phase of order) {
      statements.on = phase === "full";
      const label = `round ${round} of ${rounds}, ${phase} database${phase === "empty" ? " (the one beside)" : ""}`;
      const url = phase === "full" ? fullUrl : emptyUrl;
      taken[phase].push(await readFigures(url, label, statements, withBench));
      statements.on = false;
      await vacuumAsAutovacuumWould(url, `${phase} database`);
    }
  }
  return { empty: medianOfRounds(taken.empty), full: medianOfRounds(taken.full) };
}

/**
 * A second scratch database on DATABASE_URL's server, named after its own, kept empty while the first holds the
 * year, for the paired saves and reads; null, with the reason, when the user may not create one (the saves and
 * reads are then taken once on the one database, empty before the fill and full after it). One left by a run
 * stopped midway is used again if it holds no account.
 */
async function createEmptyBeside(url: string): Promise<string | null> {
  const beside = new URL(url);
  const name = `${decodeURIComponent(beside.pathname.slice(1)) || "postgres"}_scale_empty`;
  beside.pathname = `/${encodeURIComponent(name)}`;
  const created = await withClient(url, async (client) => {
    const { rows } = await client.query<{ found: boolean }>(
      "select exists (select 1 from pg_database where datname = $1) as found",
      [name],
    );
    if (rows[0]?.found) return true;
    try {
      await client.query(`create database ${pg.escapeIdentifier(name)}`);
      return true;
    } catch (error) {
      log(
        `  no empty database beside (${error instanceof Error ? error.message : String(error)}): ` +
          "the saves and reads are taken once, before the fill and after it",
      );
      return false;
    }
  });
  if (!created) return null;
  await ensureScratch(beside.toString(), `The empty database beside it, ${name}, is`);
  return beside.toString();
}

async function dropEmptyBeside(url: string, emptyUrl: string) {
  const name = decodeURIComponent(new URL(emptyUrl).pathname.slice(1));
  await withClient(url, (client) => client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`));
}

/**
 * One phase's figures: with `reads`, the saves and reads of `npm run bench` and the child's reads (else taken in
 * pairs apart); the sweep, the export and deletion.
 */
async function measurePhase(
  url: string,
  phase: Phase,
  statements: Statements,
  backlog: number,
  { only, withBench, reads }: { only: Only; withBench: boolean; reads: boolean },
): Promise<Figure[]> {
  const figures: Figure[] = [];
  if (only === undefined && reads) {
    statements.on = phase === "full";
    figures.push(...(await readFigures(url, `${phase} database`, statements, withBench)));
    await vacuumAsAutovacuumWould(url, `${phase} database`);
  }
  const target = await startTarget("postgres", { onStatement: statements.hook });
  const emails: string[] = [];
  try {
    statements.on = phase === "full";
    if (only !== "family") {
      log(`${phase} database: the weekly report's sweep beside 200 children playing`);
      const play = await playingChildren(target, emails);
      try {
        // Unmeasured, as npm run bench's saves: the new children's first games earn their first badges.
        await new Promise((resolve) => setTimeout(resolve, Math.max(1, warmupSeconds()) * 1000));
        figures.push(...(await sweepFigures(url, play, statements)));
        if (phase === "full") {
          log(`${phase} database: a backlog of follow-ups beside 200 children playing`);
          figures.push(...(await backlogFigures(url, play, backlog, statements)));
        }
      } finally {
        await play.stop();
      }
    }
    if (only !== "sweeps") {
      log(`${phase} database: a large family's export and deletion`);
      figures.push(...(await exportAndDeletion(url, target)));
    }
    statements.on = false;
    return figures;
  } finally {
    await target.close(emails);
  }
}

function printFigures(empty: readonly Figure[], full: readonly Figure[]): boolean {
  let met = true;
  const unit = (f: Figure, value: number) =>
    f.unit === "count"
      ? Number.isInteger(value)
        ? value.toFixed(0)
        : value.toFixed(1)
      : `${value.toFixed(1)} ${f.unit}`;
  console.log("\nfigure: empty → full (ratio) target");
  for (const f of full) {
    const before = empty.find((e) => e.name === f.name);
    const ratio = before && before.value > 0 ? f.value / before.value : undefined;
    const misses: string[] = [];
    if (f.ratio === "latency" && ratio !== undefined && ratio > MAX_RATIO) misses.push(`ratio over ${MAX_RATIO}`);
    if (f.ratio === "throughput" && ratio !== undefined && ratio < 1 / MAX_RATIO)
      misses.push(`throughput below ${(1 / MAX_RATIO).toFixed(2)} of empty`);
    if (f.atMost !== undefined && f.value > f.atMost) misses.push(`over ${unit(f, f.atMost)}`);
    met &&= misses.length === 0;
    const targets = [
      f.ratio === "latency" ? `≤ ${MAX_RATIO}×` : f.ratio === "throughput" ? `≥ ${(1 / MAX_RATIO).toFixed(2)}×` : "",
      f.atMost !== undefined ? `≤ ${unit(f, f.atMost)}` : "",
    ].filter(Boolean);
    console.log(
      `  ${misses.length > 0 ? "MISSED" : "met   "}  ${f.name}: ${before ? unit(f, before.value) : "-"} → ${unit(f, f.value)}` +
        `${ratio !== undefined ? ` (${ratio.toFixed(2)}×)` : ""}${targets.length > 0 ? `, target ${targets.join(" and ")}` : ""}` +
        (misses.length > 0 ? `: ${misses.join(", ")}` : "") +
        (f.rounds && before?.rounds
          ? `; rounds ${before.rounds.map((v) => unit(f, v)).join(", ")} → ${f.rounds.map((v) => unit(f, v)).join(", ")}`
          : ""),
    );
  }
  return met;
}

/** Requests a figure's p99 is taken over, here and in npm run bench's part (history.ts's BENCH_READS). */
const SCALE_READS = 1_000;

async function main() {
  const url = databaseUrl();
  process.env.BENCH_READS ??= String(SCALE_READS);
  const scale = scaleFromEnvironment();
  // BENCH_SCALE_TARGETS=report prints the figures and the plans' findings without failing on them; =plans fails on
  // the plans alone, which do not depend on the machine's load (CI's small run, on a machine busy with other work).
  const targets = process.env.BENCH_SCALE_TARGETS ?? "all";
  if (!["all", "report", "plans"].includes(targets))
    throw new Error(`BENCH_SCALE_TARGETS may be "report" or "plans" (got "${targets}")`);
  const only = onlyFromEnvironment();
  const size = yearSize(scale);
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");
  log(
    `bench:scale at SCALE=${scale}: ${size.families} families, ${size.children} children, ${size.games} games; ` +
      `${os.cpus().length} cores, load ${load} (Node ${process.version}); the server's autovacuum ${await serverSetting(url, "autovacuum")}`,
  );
  await ensureScratch(url);
  // The sweeps' thread runs from the build (serverSweep): built now, if need be, before any load is measured.
  builtServer();
  const statements = new Statements();
  const emptyBeside = only === undefined ? await createEmptyBeside(url) : null;
  try {
    const backlog = Math.round(BACKLOG * Math.min(1, scale));
    // npm run bench's part runs in a process of its own, whose statements are not planned: judged on the plans alone,
    // its figures would be printed for nothing.
    const withBench = targets !== "plans";
    const phaseOptions = { only, withBench, reads: emptyBeside === null };
    const empty = await measurePhase(url, "empty", statements, backlog, phaseOptions);
    await emptyDatabase(url);
    log(`\nfilling a year (${YEAR_EMAIL_DOMAIN})`);
    const fillStarted = performance.now();
    const end = reportWeekAt(new Date()).dueAt;
    await fillYear(url, size, end, log);
    const { lines } = await describeSize(url, size.games);
    log(`  filled in ${((performance.now() - fillStarted) / 1000).toFixed(0)} s; ${lines.join("\n  ")}`);
    const full = await measurePhase(url, "full", statements, backlog, phaseOptions);
    if (emptyBeside !== null) {
      const rounds = roundsFromEnvironment();
      log(`\nthe saves and reads on the full database and on the empty one beside it, in turn, ${rounds} rounds`);
      const paired = await pairedReadFigures(url, emptyBeside, rounds, statements, withBench);
      empty.unshift(...paired.empty);
      full.unshift(...paired.full);
    }
    const met = printFigures(empty, full);
    const { findings, small } = await planFindings(url, statements);
    console.log(
      `\nplans of the ${statements.seen.size} statements a save, the dashboards, the sweep, the export and the deletion sent:`,
    );
    if (findings.length === 0)
      console.log(
        `  none scans a growing table of ${SMALL_TABLE_ROWS.toLocaleString("en-GB")} rows or more whole, nor one with no index to use`,
      );
    for (const finding of findings) console.log(`  MISSED  ${finding}`);
    if (small.length > 0) {
      console.log(
        `  scanned whole while small (under ${SMALL_TABLE_ROWS.toLocaleString("en-GB")} rows; an index is there for when they grow): ${small.length} statements`,
      );
      for (const line of small) console.log(`          ${line}`);
    }
    console.log(
      `\nmachine load at the end: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(", ")}`,
    );
    if (!met || findings.length > 0) {
      const failing = targets === "all" || (targets === "plans" && findings.length > 0);
      console.error(
        `\nSome figures miss their targets (MISSED above)${failing ? "" : `; BENCH_SCALE_TARGETS=${targets}: not failing on them`}.`,
      );
      if (failing) process.exitCode = 1;
    }
  } finally {
    // BENCH_SCALE_KEEP=1 leaves the year in the database, to read plans by hand; dropping it is then the operator's.
    if (process.env.BENCH_SCALE_KEEP === "1") log(`\nkept the year in the database (BENCH_SCALE_KEEP=1)`);
    else await emptyDatabase(url);
    if (emptyBeside !== null) await dropEmptyBeside(url, emptyBeside);
  }
}

main().catch((error: unknown) => {
  // A failed statement's own error (the database's reason) is its cause.
  const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : "";
  console.error(error instanceof Error ? `${error.message}${cause}` : error);
  process.exit(1);
});
