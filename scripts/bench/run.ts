// `npm run bench`: load on the app started in this process, on loopback only, for a bounded time.
// Embedded database always; PostgreSQL too when DATABASE_URL is set (a scratch database: families are added and removed).
import { writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import autocannon from "autocannon";
import { measuredApart } from "./apart";
import { createBenchFamily, type BenchFamily, type BenchPlayer } from "./family";
import { CHILD_ID_PLACEHOLDER, CLIENT_ID_PLACEHOLDER, finishedTimedGame } from "./finished-game";
import { measureRead, payForPremium, seedHistory, type BenchRequest, type ReadRow } from "./history";
import { rssMegabytes, serverRssAfterStart } from "./memory";
import { startOpenLoad, type OpenLoadInput } from "./open-load";
import { rawInserts, type RawResult } from "./raw-inserts";
import { scenarios, type Scenario } from "./scenarios";
import { answeredBefore, measureStartTimes, type StartTimes } from "./start-time";
import { startTarget, type BenchTarget, type DatabaseKind } from "./target";
import { benchSeconds, warmupSeconds } from "./seconds";
import { timeOrderedId } from "../../src/shared/ids/time-ordered-id";

const DEFAULT_CONNECTIONS = 50;
const HERE = path.dirname(fileURLToPath(import.meta.url));
/** Loaded by autocannon's worker thread by path: gives each request a new client_id, and the next child's turn. */
const NEXT_REQUEST = path.join(HERE, "next-request.cjs");
const CLOSED_LOOP_WORKER = path.join(HERE, "closed-loop-worker.mjs");
/** docs/product/engineering-rules.md#performance-budgets: on the embedded database, load beyond its queue is shed, never left waiting longer than this. */
const MAX_WAIT_MS = 5_000;

interface Row {
  scenario: string;
  database: DatabaseKind;
  connections: number;
  p50: number;
  p99: number;
  requestsPerSecond: number;
  /** The slowest answer, in milliseconds. */
  max: number;
  /** Answered 503 with Retry-After at once (load shed, as designed): the outbox sends them again. */
  shed: number;
  errors: number;
  /** For a raw-insert row: the scenario it is the floor of. */
  baselineOf?: string;
  /** This process's resident memory (the server and the load's threads) at the scenario's end, MB. */
  rss: number;
}

/** An open load's requests (open-load.ts), run for `seconds`. */
type LoadInput = Omit<OpenLoadInput, "rate"> & { seconds: number };
type LoadResult = Pick<Row, "p50" | "p99" | "max" | "requestsPerSecond" | "errors" | "shed"> & {
  /** Every answer's latency, sorted (ms). */
  latencies: number[];
};

/** The p50 and p99 of sorted latencies. */
function percentiles(sorted: readonly number[]) {
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

type WorkerResult = { latencies: number[]; errors: number; shed: number; max: number; perSecond: number };

/** A worker's figures, its latencies sorted. */
function loadResult(result: WorkerResult): LoadResult {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  return {
    ...percentiles(sorted),
    latencies: sorted,
    max: result.max,
    requestsPerSecond: result.perSecond,
    errors: result.errors,
    shed: result.shed,
  };
}

/** The next message of a worker, or its error. */
function nextMessage(worker: Worker): Promise<WorkerResult> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    worker.once("error", onError);
    worker.once("message", (result: WorkerResult) => {
      worker.off("error", onError);
      resolve(result);
    });
  });
}

/**
 * An open load (`rate` requests a second, whatever the answers) on one thread: `warmup` seconds of it thrown away,
 * then `seconds` measured. The thread's own start is in the warm-up, not in the figures (open-load.ts).
 */
async function openLoad(input: LoadInput & { rate: number }, warmup: number): Promise<LoadResult> {
  const load = startOpenLoad(input);
  try {
    if (warmup > 0) {
      await sleep(warmup * 1000);
      await load.take();
    }
    await sleep(input.seconds * 1000);
    const window = await load.take();
    return loadResult({
      ...window,
      max: window.latencies.reduce((most, latency) => Math.max(most, latency), 0),
      perSecond: window.latencies.length / window.seconds,
    });
  } finally {
    await load.stop();
  }
}

/**
 * A closed load in its own worker thread (closed-loop-worker.mjs): `connections` clients, each sending again
 * once answered, and after Retry-After once turned away; `turn(seconds)` runs it for a while, as often as
 * asked, on the same thread and connections.
 */
function closedLoad(input: Omit<LoadInput, "seconds"> & { connections: number }) {
  const worker = new Worker(CLOSED_LOOP_WORKER, { workerData: input });
  return {
    async turn(seconds: number): Promise<LoadResult> {
      const answer = nextMessage(worker);
      worker.postMessage({ seconds });
      return loadResult(await answer);
    },
    close: () => worker.terminate(),
  };
}

/**
 * Collects the garbage a load left, when node runs with --expose-gc (as `npm run bench` starts it): the load
 * measured next starts on a clean heap instead of paying for the last one's (the load threads, the embedded
 * database closed before PostgreSQL's scenarios). The collections its own load causes are measured.
 */
const collectGarbage = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

/** Waits until the server has answered everything it took in (at most a minute), then a moment more, and collects the garbage. */
async function drained(target: BenchTarget) {
  const deadline = Date.now() + 60_000;
  while (target.inFlight() > 0) {
    if (Date.now() > deadline)
      throw new Error(
        `The server still had ${target.inFlight()} requests in hand after a minute: ${target.describeInFlight()}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  collectGarbage();
}

/** Families of five children, made once per target and shared by the scenarios that need them. */
function familiesOf(target: BenchTarget, emails: string[]) {
  const made: BenchFamily[] = [];
  return async (players: number): Promise<BenchFamily[]> => {
    while (made.length * 5 < players) {
      const family = await createBenchFamily(target.baseUrl);
      emails.push(family.email);
      made.push(family);
    }
    return made.slice(0, Math.ceil(players / 5));
  };
}

async function runScenario(
  target: BenchTarget,
  scenario: Scenario,
  seconds: number,
  families: (players: number) => Promise<BenchFamily[]>,
): Promise<Row[]> {
  const playing = await families(scenario.players ?? 1);
  const [family] = playing;
  if (!family) throw new Error("No bench family");
  const players = scenario.players ? playing.flatMap((f) => f.players).slice(0, scenario.players) : [];
  const request = scenario.request(family, target.baseUrl);
  const headers = {
    ...request.headers,
    ...(request.body !== undefined && { "content-type": "application/json" }),
  };
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);

  // The last scenario's load must be over before this one is measured: a server still draining it would
  // shed this one's first requests, or slow them.
  await drained(target);
  // One request first, so that a broken scenario stops here with its answer instead of as a column of errors.
  const [first] = players;
  const probeBody = body
    ?.replace(CLIENT_ID_PLACEHOLDER, timeOrderedId(new Date()))
    .replace(CHILD_ID_PLACEHOLDER, first?.childId ?? CHILD_ID_PLACEHOLDER);
  const probeHeaders = first ? { ...headers, authorization: `Bearer ${first.childToken}` } : headers;
  const probe = await fetch(
    target.baseUrl + request.path.replace(CHILD_ID_PLACEHOLDER, first?.childId ?? CHILD_ID_PLACEHOLDER),
    {
      method: request.method,
      headers: probeHeaders,
      body: probeBody,
    },
  );
  if (!probe.ok) throw new Error(`${scenario.name}: the first request answered ${probe.status}: ${await probe.text()}`);

  const connections = scenario.connections ?? DEFAULT_CONNECTIONS;
  const load: LoadInput = {
    url: target.baseUrl + request.path,
    method: request.method,
    headers,
    body,
    players: players.map((p) => ({ childId: p.childId, childToken: p.childToken })),
    seconds,
  };
  const warmup = warmupSeconds();
  if (scenario.arrivalsPerSecond !== undefined) {
    const open = await openLoad({ ...load, rate: scenario.arrivalsPerSecond }, warmup);
    return [loadRow(scenario.name, target.database, connections, open)];
  }
  if (scenario.honoursRetryAfter) {
    const inserting = players.length > 0 ? players : family.players.slice(0, 1);
    return closedLoopRows(target, scenario, load, inserting, connections);
  }
  const before = countsOf(target);
  // Read by next-request.cjs in autocannon's worker thread, which starts with a copy of this environment.
  process.env.BENCH_PLAYERS = JSON.stringify(players.map((p) => ({ childId: p.childId, childToken: p.childToken })));
  const result = await autocannon({
    url: target.baseUrl + request.path,
    method: request.method,
    headers,
    ...(body !== undefined && { body }),
    ...((scenario.freshClientId || players.length > 0) && { requests: [{ setupRequest: NEXT_REQUEST }] }),
    connections,
    duration: seconds,
    // The load is made in a worker thread, so that it does not share an event loop with the server.
    workers: 1,
  });
  const shed = (result.statusCodeStats as Record<string, { count: number } | undefined>)["503"]?.count ?? 0;
  if (result.errors + result.timeouts + result.non2xx - shed > 0) {
    const codes = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith("2"))
      .map(([code, stat]) => `${code} × ${(stat as { count: number }).count}`);
    console.log(
      `    failures: ${result.timeouts} timed out (10 s), ${result.errors - result.timeouts} connection errors, ${result.non2xx} answered ${codes.join(", ") || "non-2xx"}`,
    );
  }
  printStatementsPerRequest(await sentSince(target, before, shed));
  const rows: Row[] = [
    {
      scenario: scenario.name,
      database: target.database,
      connections,
      p50: result.latency.p50,
      p99: result.latency.p99,
      // Answered requests a second, not counting the shed ones (turned away at once, they would flatter it).
      requestsPerSecond: shed > 0 ? result["2xx"] / seconds : result.requests.average,
      max: result.latency.max,
      shed,
      errors: result.errors + result.timeouts + result.non2xx - shed,
      rss: rssMegabytes(),
    },
  ];
  if (scenario.rawInsertBaseline)
    throw new Error(`${scenario.name}: raw inserts are measured beside closed-loop scenarios only`);
  return rows;
}

/** Statements sent so far, and requests answered. */
const countsOf = (target: BenchTarget) => ({
  statements: target.queries(),
  served: [...target.serverTimes.values()].reduce((n, times) => n + times.length, 0),
});

/**
 * Statements sent to the database a request served, once the server has finished what it took in (also what
 * the load gave up waiting for), less the requests turned away at once (503), which send nothing: a figure other
 * jobs on the machine do not move. The first games of the benchmark's new children earn badges and send more,
 * so the fewer saves a run makes (a busy machine), the higher it is.
 */
function printStatementsPerRequest({ statements, served }: { statements: number; served: number }) {
  if (served <= 0) return;
  console.log(
    `    ${(statements / served).toFixed(2)} statements sent to the database a request served (${served} served)`,
  );
}

/** What the server sent and served since `before`, once it has finished what it took in; `shed` requests left out. */
async function sentSince(target: BenchTarget, before: ReturnType<typeof countsOf>, shed: number) {
  await drained(target);
  const after = countsOf(target);
  return { statements: after.statements - before.statements, served: after.served - before.served - shed };
}

/** A row of the table from a load's results. */
function loadRow(scenario: string, database: DatabaseKind, connections: number, result: LoadResult): Row {
  const { p50, p99, max, requestsPerSecond, errors, shed } = result;
  return { scenario, database, connections, p50, p99, max, requestsPerSecond, errors, shed, rss: rssMegabytes() };
}

/** Turns of saves and raw inserts a throughput ratio is measured in (each a share of BENCH_SECONDS). */
const RATIO_TURNS = 5;

/**
 * A closed-loop scenario, and when it asks for them (`rawInsertBaseline`), raw inserts of the same rows as the
 * floor of its throughput. Then the measured seconds are cut into RATIO_TURNS turns of each, saves and inserts
 * in turn, so that both meet the same machine (its other jobs, PostgreSQL's checkpoints and autovacuum) instead
 * of one taking the first half of the run and the other the second; each turn's ratio is printed, so that a
 * turn unlike the others shows.
 */
async function closedLoopRows(
  target: BenchTarget,
  scenario: Scenario,
  load: LoadInput,
  inserting: readonly BenchPlayer[],
  connections: number,
): Promise<Row[]> {
  const warmup = warmupSeconds();
  const closed = closedLoad({ ...load, connections });
  const turns = scenario.rawInsertBaseline ? RATIO_TURNS : 1;
  const seconds = load.seconds / turns;
  const saves: LoadResult[] = [];
  const raws: RawResult[] = [];
  const sent = { statements: 0, served: 0 };
  try {
    if (warmup > 0) {
      // The raw inserts first, so that the turns begin as each of them will: after the other's load.
      if (scenario.rawInsertBaseline) await rawInserts(target.appDatabase, inserting, warmup, connections);
      await closed.turn(warmup);
      await drained(target);
    }
    for (let turn = 0; turn < turns; turn++) {
      if (turn > 0) await drained(target);
      const before = countsOf(target);
      const slice = await closed.turn(seconds);
      // The saves' statements only: the raw inserts go through the same counter.
      const { statements, served } = await sentSince(target, before, slice.shed);
      sent.statements += statements;
      sent.served += served;
      saves.push(slice);
      if (scenario.rawInsertBaseline) raws.push(await rawInserts(target.appDatabase, inserting, seconds, connections));
    }
  } finally {
    await closed.close();
  }
  printStatementsPerRequest(sent);
  const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
  const saveLatencies = saves.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const rows: Row[] = [
    loadRow(scenario.name, target.database, connections, {
      ...percentiles(saveLatencies),
      latencies: saveLatencies,
      max: Math.max(0, ...saves.map((r) => r.max)),
      requestsPerSecond: mean(saves.map((r) => r.requestsPerSecond)),
      errors: sum(saves.map((r) => r.errors)),
      shed: sum(saves.map((r) => r.shed)),
    }),
  ];
  if (raws.length === 0) return rows;
  const rawLatencies = raws.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const byTurn = saves.map((save, i) => save.requestsPerSecond / (raws[i]?.perSecond || Infinity));
  console.log(`    ratio to raw inserts, turn by turn: ${byTurn.map((r) => r.toFixed(2)).join(", ")}`);
  rows.push({
    scenario: "  raw inserts of the same rows (1 tx: session + questions)",
    database: target.database,
    connections,
    ...percentiles(rawLatencies),
    requestsPerSecond: mean(raws.map((r) => r.perSecond)),
    max: rawLatencies.at(-1) ?? 0,
    shed: 0,
    errors: sum(raws.map((r) => r.errors)),
    baselineOf: scenario.name,
    rss: rssMegabytes(),
  });
  return rows;
}

function printTable(rows: readonly Row[]) {
  const header = ["scenario", "database", "conns", "p50 ms", "p99 ms", "max ms", "req/s", "shed", "errors", "rss MB"];
  const lines = rows.map((r) => [
    r.scenario,
    r.database,
    String(r.connections),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    r.max.toFixed(0),
    r.requestsPerSecond.toFixed(0),
    String(r.shed),
    String(r.errors),
    r.rss.toFixed(0),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const format = (cells: readonly string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
}

/** Each measured endpoint's throughput as a share of raw inserts of the same rows. */
function printRatios(rows: readonly Row[]) {
  for (const raw of rows.filter((r) => r.baselineOf)) {
    const endpoint = rows.find((r) => r.scenario === raw.baselineOf && r.database === raw.database);
    if (!endpoint || raw.requestsPerSecond === 0) continue;
    const ratio = endpoint.requestsPerSecond / raw.requestsPerSecond;
    console.log(
      `\n${raw.database}: ${endpoint.scenario} runs at ${(ratio * 100).toFixed(0)}% of raw inserts ` +
        `(${endpoint.requestsPerSecond.toFixed(0)} req/s vs ${raw.requestsPerSecond.toFixed(0)} tx/s; ratio ${ratio.toFixed(2)})`,
    );
  }
}

/** The budgets of docs/product/engineering-rules.md#performance-budgets and the save's targets, per database: what `npm run bench` holds the product to. */
const TARGETS: Record<
  DatabaseKind,
  { save200p99: number; flatOutRatio: number; analyticsP99: number; startRss: number }
> = {
  postgres: { save200p99: 20, flatOutRatio: 0.8, analyticsP99: 25, startRss: 150 },
  pglite: { save200p99: 40, flatOutRatio: 0.6, analyticsP99: 40, startRss: 400 },
};

/**
 * docs/product/engineering-rules.md#performance-budgets: `npm start` healthy within these seconds on the
 * embedded database, a new one (its files made and migrated) and one it has opened before.
 */
const START_TARGETS = { newDatabase: 15, existingDatabase: 5 } as const;

/** Prints each measured figure beside its target; false when any misses it. */
function checkTargets(
  rows: readonly Row[],
  reads: ReadonlyMap<DatabaseKind, readonly ReadRow[]>,
  startRss: ReadonlyMap<DatabaseKind, number>,
  starts: StartTimes | null,
): boolean {
  const checks: { figure: string; measured: number | undefined; target: number; atLeast?: boolean; unit: string }[] =
    [];
  if (starts) {
    checks.push(
      {
        figure: "pglite: npm start to a healthy server, new database",
        measured: starts.newDatabase.seconds,
        target: START_TARGETS.newDatabase,
        unit: "s",
      },
      {
        figure: "pglite: npm start to a healthy server, existing database",
        measured: starts.existingDatabase.seconds,
        target: START_TARGETS.existingDatabase,
        unit: "s",
      },
    );
  }
  for (const [database, target] of Object.entries(TARGETS) as [DatabaseKind, (typeof TARGETS)[DatabaseKind]][]) {
    const ofDb = rows.filter((r) => r.database === database);
    const playing = ofDb.find((r) => r.scenario.includes("200 children playing"));
    const flatOut = ofDb.find((r) => r.scenario.includes("flat out") && !r.baselineOf);
    const raw = ofDb.find((r) => r.baselineOf === flatOut?.scenario);
    const analytics = reads.get(database)?.find((r) => r.name.startsWith("GET /api/analytics") && r.games === 5_000);
    checks.push(
      {
        figure: `${database}: save, 200 children playing, p99`,
        measured: playing?.p99,
        target: target.save200p99,
        unit: "ms",
      },
      {
        figure: `${database}: save flat out vs raw inserts`,
        measured:
          flatOut && raw && raw.requestsPerSecond > 0 ? flatOut.requestsPerSecond / raw.requestsPerSecond : undefined,
        target: target.flatOutRatio,
        atLeast: true,
        unit: "",
      },
      {
        figure: `${database}: analytics, 5,000 games, p99 server time`,
        measured: analytics?.p99,
        target: target.analyticsP99,
        unit: "ms",
      },
      {
        figure: `${database}: server memory just after start`,
        measured: startRss.get(database),
        target: target.startRss,
        unit: "MB",
      },
    );
  }
  const measured = checks.filter((c) => c.measured !== undefined);
  if (measured.length === 0) return true;
  console.log("\nTargets:");
  let met = true;
  for (const c of measured) {
    const value = c.measured ?? 0;
    const ok = c.atLeast ? value >= c.target : value <= c.target;
    met &&= ok;
    const shown = c.unit === "" ? value.toFixed(2) : `${value.toFixed(1)} ${c.unit}`;
    console.log(
      `  ${ok ? "met   " : "MISSED"}  ${c.figure}: ${shown} (target ${c.atLeast ? ">=" : "<="} ${c.target}${c.unit && ` ${c.unit}`})`,
    );
  }
  if (!met) console.error("\nSome figures miss their targets (MISSED above).");
  return met;
}

/** The histories the reading requests are measured at: the query count must be the same at both. */
const HISTORY_GAMES = [50, 5_000] as const;

const parentRead = (path: string) => (family: BenchFamily) => (): BenchRequest => ({
  path,
  headers: { cookie: family.parentCookie },
});

const READ_SCENARIOS = [
  {
    name: "GET /api/analytics/:childId (Premium)",
    route: "GET /api/analytics/:childId",
    request: (family: BenchFamily) => parentRead(`/api/analytics/${family.childId}`)(family),
  },
  {
    name: "GET /api/family/progress (dashboard)",
    route: "GET /api/family/progress",
    request: parentRead("/api/family/progress"),
  },
  { name: "GET /api/children (dashboard)", route: "GET /api/children", request: parentRead("/api/children") },
  {
    // A save's cost must not grow with the child's history either (its badge facts read it).
    name: "POST /api/games (the child's save)",
    route: "POST /api/games",
    request: (family: BenchFamily) => {
      const game = JSON.stringify(finishedTimedGame(family.childId));
      return (): BenchRequest => ({
        path: "/api/games",
        method: "POST",
        headers: { authorization: `Bearer ${family.childToken}`, "content-type": "application/json" },
        body: game.replace(CLIENT_ID_PLACEHOLDER, timeOrderedId(new Date())),
      });
    },
  },
] as const;

/** A family a history length, seeded, with Premium; each reading request measured on it. */
async function runReads(target: BenchTarget, families: string[], only: string | undefined): Promise<ReadRow[]> {
  const selected = READ_SCENARIOS.filter((r) => !only || only === "history" || r.name.includes(only));
  if (selected.length === 0) return [];
  const rows: ReadRow[] = [];
  for (const games of HISTORY_GAMES) {
    // The flat-out scenario before may still hold the embedded database's queue: its requests are answered first.
    await drained(target);
    const family = await createBenchFamily(target.baseUrl);
    families.push(family.email);
    console.log(`  ${target.database}: a child with ${games} games of 30 questions`);
    await seedHistory(target.appDatabase, family, games);
    await payForPremium(target.baseUrl, family);
    for (const read of selected) {
      rows.push(await measureRead(target, read.name, read.route, read.request(family), games));
    }
  }
  return rows;
}

function printReads(database: DatabaseKind, rows: readonly ReadRow[]) {
  if (rows.length === 0) return;
  console.log(`\n${database}: a long history, read and added to (server time over 200 requests, one after another)`);
  const header = ["request", "games", "queries", "p50 ms", "p99 ms"];
  const lines = rows.map((r) => [r.name, String(r.games), String(r.queries), r.p50.toFixed(1), r.p99.toFixed(1)]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const format = (cells: readonly string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
  for (const read of READ_SCENARIOS) {
    const counts = new Set(rows.filter((r) => r.name === read.name).map((r) => r.queries));
    if (counts.size > 1) {
      console.error(`${read.name}: the number of queries grows with the history (${[...counts].join(", ")}).`);
      process.exitCode = 1;
    }
  }
}

/** One database's figures. */
/** What one database's measurement gives (written as JSON by a process measuring apart: apart.ts). */
export interface Measured {
  rows: Row[];
  reads: ReadRow[];
  startRss: number;
  /** `npm start`'s time to a healthy server: the embedded database's only. */
  starts: StartTimes | null;
}

/** `npm start`'s two times, and what GET /api/health answered before each; false when a start went wrong. */
function printStartTimes(starts: StartTimes): boolean {
  console.log("\npglite: npm start, from its spawn to GET /api/health's first 200");
  const lines = [
    ["a new database (its files made, every migration applied)", starts.newDatabase],
    ["the same database again, once stopped", starts.existingDatabase],
  ] as const;
  for (const [what, time] of lines) {
    console.log(`  ${what}: ${time.seconds.toFixed(1)} s; answered before: ${answeredBefore(time)}`);
  }
  const faults = lines.flatMap(([what, time]) => (time.fault ? [`${what}: ${time.fault}`] : []));
  for (const fault of faults) console.error(`  ${fault}`);
  return faults.length === 0;
}

/** Measures the selected scenarios and the long history on one database, with the app in this process. */
async function measure(
  database: DatabaseKind,
  selected: readonly Scenario[],
  seconds: number,
  only: string | undefined,
): Promise<Measured> {
  let starts: StartTimes | null = null;
  if (database === "pglite") {
    console.log(`  ${database}: npm start on a new database, then on the same one again`);
    starts = await measureStartTimes();
  }
  console.log(`  ${database}: the production server's memory just after start`);
  const startRss = await serverRssAfterStart(database);
  const target = await startTarget(database);
  const families: string[] = [];
  const familiesFor = familiesOf(target, families);
  const rows: Row[] = [];
  try {
    for (const scenario of selected) {
      console.log(`  ${database}: ${scenario.name}`);
      rows.push(...(await runScenario(target, scenario, seconds, familiesFor)));
    }
    const reads = await runReads(target, families, only);
    // A server left holding requests it never answers is a failure, whatever the figures say.
    await drained(target);
    return { rows, reads, startRss, starts };
  } finally {
    await target.close(families);
  }
}

async function main() {
  const seconds = benchSeconds();
  // BENCH_ONLY=text runs the scenarios whose name contains it.
  const only = process.env.BENCH_ONLY;
  // BENCH_ONLY=start times `npm start` alone.
  if (only === "start") {
    const starts = await measureStartTimes();
    const sound = printStartTimes(starts);
    if (!checkTargets([], new Map(), new Map(), starts) || !sound) process.exitCode = 1;
    return;
  }
  const selected = scenarios.filter((scenario) => !only || scenario.name.includes(only));
  // Set by measureApart: measure BENCH_DATABASE alone and leave the figures there.
  const resultsFile = process.env.BENCH_RESULTS;
  if (resultsFile) {
    const database = process.env.BENCH_DATABASE === "postgres" ? "postgres" : "pglite";
    writeFileSync(resultsFile, JSON.stringify(await measure(database, selected, seconds, only)));
    return;
  }
  // BENCH_DATABASE=pglite or postgres measures that one alone.
  const databases: DatabaseKind[] = (
    process.env.DATABASE_URL ? (["pglite", "postgres"] as const) : (["pglite"] as const)
  ).filter((d) => !process.env.BENCH_DATABASE || d === process.env.BENCH_DATABASE);
  console.log(
    `Benchmark: ${selected.length} scenarios × ${databases.join(" and ")}, ${seconds} s each, on 127.0.0.1 (Node ${process.version})`,
  );
  const rows: Row[] = [];
  const reads = new Map<DatabaseKind, ReadRow[]>();
  const startRss = new Map<DatabaseKind, number>();
  let starts: StartTimes | null = null;
  for (const database of databases) {
    const measured =
      databases.length > 1 ? await measuredApart(database) : await measure(database, selected, seconds, only);
    rows.push(...measured.rows);
    reads.set(database, measured.reads);
    startRss.set(database, measured.startRss);
    starts ??= measured.starts;
  }
  console.log("");
  printTable(rows);
  for (const [database, readRows] of reads) printReads(database, readRows);
  printRatios(rows);
  for (const [database, rss] of startRss) {
    console.log(`\n${database}: the production server holds ${rss.toFixed(0)} MB (RSS) just after start`);
  }
  if (starts && !printStartTimes(starts)) process.exitCode = 1;
  if (!checkTargets(rows, reads, startRss, starts)) process.exitCode = 1;
  const shed = rows.filter((r) => r.shed > 0);
  if (shed.length > 0) {
    console.log(
      `\nShed (503 with Retry-After at once, as designed past the embedded database's queue; the game outbox sends them again): ${shed.map((r) => `${r.database} ${r.shed}`).join(", ")}.`,
    );
  }
  if (rows.some((r) => r.errors > 0)) {
    console.error("\nSome requests failed (errors above): the numbers of those rows do not describe a healthy server.");
    process.exitCode = 1;
  }
  const waited = rows.filter((r) => r.database === "pglite" && !r.baselineOf && r.max > MAX_WAIT_MS);
  if (waited.length > 0) {
    console.error(
      `\nOn the embedded database a request waited longer than ${MAX_WAIT_MS / 1000} s: ${waited.map((r) => r.scenario).join("; ")}.`,
    );
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
