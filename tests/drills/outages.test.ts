import type { ChildProcessWithoutNullStreams } from "node:child_process";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBenchFamily, type BenchFamily } from "../../scripts/bench/family";
import { freePort } from "../../scripts/free-port";
import { endProcess, startServerProcess, waitForHealth, type ServerProcess } from "../../scripts/server-process";
import { forgotPassword, signup } from "../../src/shared/api/accounts";
import { requestFeedback } from "../../src/shared/api/analytics";
import { health, type OutsidePart, type PartReport } from "../../src/shared/api/health";
import { missionSuggestion } from "../../src/shared/api/missions";
import { saveGame } from "../../src/shared/api/play";
import { submitSupportRequest } from "../../src/shared/api/support";
import { AI_CIRCUIT_FAILURES, AI_TIMEOUT_MS } from "../../src/shared/constants";
import { buildGame } from "../factories";
import { startFakeChatServer, type FakeChatServer } from "../fake-servers/openai-compatible";
import { callOverHttp } from "../support/call-over-http";
import { balancedClients, scrapeMetric, sleep, storedGames, until } from "../support/drill";
import { startPrivatePostgres } from "../support/private-postgres";
import { startRedisServer } from "../support/redis-server";
import { startRoundRobinBalancer } from "../support/round-robin-balancer";
import { startSmtp, type InProcessSmtp } from "../support/smtp";

/**
 * Each outside part's outage under two server processes on one PostgreSQL of
 * the drill's own and one Redis of its own, behind a load balancer that sends
 * each request to either and cuts the connection of one save in seven once
 * the instance has answered it (tests/support/round-robin-balancer.ts), while
 * ten children save games throughout, each sent again with its `client_id`
 * until acknowledged:
 *
 * - Redis killed with SIGKILL, then started again on its port: requests go on
 *   being answered, each instance keeps an address to the per-address limit in
 *   its own memory (docs/SECURITY.md: up to N times the limit with N
 *   instances), and shares it through Redis again once it is back. The
 *   product issue says a minute; a few seconds of games are enough, for
 *   nothing in the server waits on a minute (its client reconnects within 2 s).
 * - The mail server stopped while parents ask for password resets, new
 *   parents sign up and parents write to support, then started again on its
 *   port: every message arrives once, resets and confirmations before the
 *   rest. Not ten minutes: an instance tries the mail server 15 s after its
 *   first failure, doubling to 2 minutes (`EMAIL_PROBE_FIRST_PAUSE_MS`), so an
 *   outage shorter than 15 s is over by its first try, which is what a longer
 *   one comes to once it ends (src/server/providers/email/smtp-outage.test.ts
 *   runs ten minutes of a test clock).
 * - The AI service hanging, while the mail server is still away: the tutor's
 *   feedback and Coach Mode's suggestions come from the built-in tutor and
 *   coach, labelled so, each after the service's timeout (AI_TIMEOUT_MS, 8 s:
 *   a constant, not a setting), then at once on each instance that rests it.
 *
 * Throughout, each instance's own `/api/health` and `/metrics` (its address,
 * not the balancer's) name the part that is down, and the part back up.
 */
const SECRET = "outages-drill-secret-outages-drill-secret-0001";
const METRICS_TOKEN = "outages-drill-metrics-token-0123456789ab";
const FAMILIES = 2;
/** Parents who only ask for a password reset while the mail server is away, besides the families'. */
const RESET_PARENTS = 4;
const SIGN_UPS = 4;
const SUPPORT_REQUESTS = 4;
/** A child's pause between games: ten children keep both instances busy without starving the drill's own checks. */
const PLAY_PAUSE_MS = 100;

describe("every outside part down in turn, under two servers behind a proxy that cuts connections", () => {
  let cluster: Awaited<ReturnType<typeof startPrivatePostgres>>;
  let sql: pg.Pool;
  let balancer: Awaited<ReturnType<typeof startRoundRobinBalancer>>;
  let redis: ChildProcessWithoutNullStreams | null = null;
  let smtp: InProcessSmtp | null = null;
  let ai: FakeChatServer;
  let redisPort: number;
  let smtpPort: number;
  const servers: ServerProcess[] = [];
  const families: BenchFamily[] = [];
  const resetEmails: string[] = [];
  let saves = 0;
  let checks = 0;

  const count = async (text: string, values: unknown[] = []) =>
    (await sql.query<{ n: number }>(text, values)).rows[0]?.n ?? 0;

  /** Instance `i`'s parts as its health check says, from an address of its own each time (the check is rate-limited). */
  const partsOf = async (i: number): Promise<Record<OutsidePart, PartReport>> => {
    checks++;
    const res = await fetch(`${servers[i]?.url ?? ""}/api/health`, {
      headers: { "x-forwarded-for": `198.18.${Math.floor(checks / 250) % 250}.${(checks % 250) + 1}` },
    });
    if (res.status !== 200) throw new Error(`instance ${i}'s health check answered ${res.status}`);
    return health.response.parse(await res.json()).parts;
  };
  const partUp = (i: number, part: OutsidePart) =>
    scrapeMetric(servers[i]?.url ?? "", METRICS_TOKEN, `maths_sprint_part_up{part="${part}"}`);
  /** Waits until both instances' health checks say `part` is `state`, and their metrics say so too. */
  const bothSay = async (part: OutsidePart, state: "up" | "down") => {
    await until(`both instances saying ${part} is ${state}`, async () =>
      (await Promise.all([partsOf(0), partsOf(1)])).every((parts) => parts[part].state === state),
    );
    expect([await partUp(0, part), await partUp(1, part)]).toEqual(state === "up" ? [1, 1] : [0, 0]);
  };

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    sql = new pg.Pool({ connectionString: cluster.url, max: 4 });
    redisPort = await freePort();
    redis = await startRedisServer(redisPort);
    smtpPort = await freePort();
    smtp = await startSmtp({ port: smtpPort });
    ai = await startFakeChatServer();
    const ports = [await freePort(), await freePort()];
    balancer = await startRoundRobinBalancer(
      ports.map((port) => `http://127.0.0.1:${port}`),
      { dropAnswer: (req) => req.method === saveGame.method && req.url === saveGame.path && ++saves % 7 === 0 },
    );
    const env = {
      DATABASE_URL: cluster.url,
      PUBLIC_URL: balancer.url,
      APP_SECRET: SECRET,
      METRICS_TOKEN,
      CLIENT_DIR: "/nonexistent",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      AI_BASE_URL: ai.baseUrl,
      AI_API_KEY: "sk-outages-drill",
      // Mail waiting is looked for every second, not every 15: the checks below wait for its rounds.
      SWEEP_INTERVAL_SECONDS: "1",
    };
    servers.push(...ports.map((port) => startServerProcess(port, env)));
    await Promise.all(servers.map((server) => waitForHealth(server, { ms: 90_000 })));

    for (let i = 0; i < FAMILIES; i++) families.push(await createBenchFamily(balancer.url));
    for (let i = 0; i < RESET_PARENTS; i++) {
      const email = `reset-${i + 1}-${Date.now()}@example.com`;
      const made = await callOverHttp(balancer.url, { ip: `198.51.100.${i + 1}` }, signup, {
        body: { email, password: "reset-password-1" },
      });
      if (made.status !== 201) throw new Error(`sign-up answered ${made.status}`);
      resetEmails.push(email);
    }
    // Premium, for the tutor's feedback and Coach Mode.
    await sql.query("update parents set premium_until = now() + interval '30 days'");
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => endProcess(server.child)));
    await balancer?.close();
    await endProcess(redis);
    await smtp?.close();
    await ai?.close();
    await sql?.end().catch(() => undefined);
    await cluster?.destroy();
  });

  it("goes on serving through each outage, says which part is down, and loses or doubles nothing", async () => {
    const { figures, acknowledged, send, save } = balancedClients(balancer.url);
    const failures: string[] = [];
    let playing = true;
    const play = Promise.all(
      families
        .flatMap((family, f) =>
          family.players.map(async (child, c) => {
            const ip = `203.0.113.${f * 5 + c + 1}`;
            while (playing) {
              await save(child, ip, buildGame(child.childId));
              await sleep(PLAY_PAUSE_MS);
            }
          }),
        )
        .map((child) =>
          child.catch((error: unknown) => {
            failures.push(String(error));
            playing = false;
          }),
        ),
    );
    const moreGames = async (what: string, n = 20) => {
      const target = figures.acknowledged + n;
      await until(what, () => figures.acknowledged >= target || failures.length > 0);
      expect(failures).toEqual([]);
    };
    const limit = forgotPassword.rateLimit?.max ?? 0;
    expect(limit).toBe(10);
    /** The statuses of password resets asked from `ip` for nobody's address, of the instances named in turn. */
    const resetStatuses = async (ip: string, instances: number[]) => {
      const statuses: number[] = [];
      for (const i of instances) {
        const answer = await callOverHttp(servers[i]?.url ?? "", { ip }, forgotPassword, {
          body: { email: "nobody@example.com" },
          origin: balancer.url,
        });
        statuses.push(answer.status);
      }
      return statuses;
    };
    const limited = [...Array<number>(limit).fill(200), 429];

    /**
     * The AI service hanging: the tutor's feedback and Coach Mode's suggestions asked through the
     * balancer, in waves at once, until a wave reaches the service no more and neither instance,
     * asked directly, calls it: both rest it.
     */
    async function aiOutage() {
      ai.behave({ kind: "hang" });
      const family = families[0] as BenchFamily;
      const sources: string[] = [];
      let longestMs = 0;
      let requests = 0;
      const timed = async <T>(ask: () => Promise<T>) => {
        const started = Date.now();
        const answer = await ask();
        longestMs = Math.max(longestMs, Date.now() - started);
        requests++;
        return answer;
      };
      const suggestion = (baseUrl: string, childId: string, ip: string) =>
        timed(async () => {
          const answer = await callOverHttp(
            baseUrl,
            { cookie: family.parentCookie, ip },
            missionSuggestion,
            { params: { childId }, origin: balancer.url },
            AI_TIMEOUT_MS + 10_000,
          );
          if (answer.status !== 200) throw new Error(`a suggestion answered ${answer.status}`);
          sources.push(`suggestion by ${answer.json.suggestion.source}`);
        });
      const feedback = (childId: string, ip: string) =>
        timed(async () => {
          const answer = await callOverHttp(
            balancer.url,
            { cookie: family.parentCookie, ip },
            requestFeedback,
            { params: { childId } },
            AI_TIMEOUT_MS + 10_000,
          );
          if (answer.status !== 201) throw new Error(`a feedback answered ${answer.status}`);
          sources.push(`feedback by ${answer.json.feedback.source}`);
        });
      for (let wave = 0; ; wave++) {
        if (wave === 6) throw new Error("both instances still called the AI service after six waves");
        const asked = ai.received.length;
        await Promise.all([
          ...family.players.map((child, c) => suggestion(balancer.url, child.childId, `192.0.2.${wave * 10 + c + 1}`)),
          ...(wave === 0
            ? family.players.slice(0, 2).map((child, c) => feedback(child.childId, `192.0.2.${c + 100}`))
            : []),
        ]);
        if (ai.received.length > asked) continue;
        const child = family.players[0]?.childId ?? "";
        await suggestion(servers[0]?.url ?? "", child, `192.0.2.${wave * 10 + 8}`);
        await suggestion(servers[1]?.url ?? "", child, `192.0.2.${wave * 10 + 9}`);
        if (ai.received.length === asked) break;
      }
      // No request to the service left open: each was given up at the server's timeout.
      await until("no request to the AI service left open", () => ai.held() === 0);
      expect(ai.received.length).toBeGreaterThanOrEqual(2 * AI_CIRCUIT_FAILURES);
      // Each from the built-in coach or tutor, labelled so.
      expect(new Set(sources)).toEqual(new Set(["suggestion by coach", "feedback by built_in"]));
      for (const i of [0, 1]) {
        expect((await partsOf(i)).ai).toMatchObject({ state: "down", last_error: "not_answering" });
        expect(await partUp(i, "ai")).toBe(0);
      }
      return { requests, called: ai.received.length, longestMs };
    }

    await moreGames("games saved through both instances");
    await bothSay("redis", "up");

    // Redis killed.
    const redisAway = Date.now();
    await endProcess(redis);
    redis = null;
    await bothSay("redis", "down");
    const gamesBeforeRedis = figures.acknowledged;
    await moreGames("games saved while Redis is away", 100);
    // Each instance keeps an address to the limit in its own memory: up to twice it in all, with two.
    expect(await resetStatuses("198.51.100.101", Array<number>(limit + 1).fill(0))).toEqual(limited);
    expect(await resetStatuses("198.51.100.101", Array<number>(limit + 1).fill(1))).toEqual(limited);
    const gamesWithoutRedis = figures.acknowledged - gamesBeforeRedis;
    redis = await startRedisServer(redisPort);
    await bothSay("redis", "up");
    const redisSeconds = (Date.now() - redisAway) / 1000;
    // Counted in Redis again: one address's requests to both instances count together.
    expect(
      await resetStatuses(
        "198.51.100.102",
        Array.from({ length: limit + 1 }, (_, k) => k % 2),
      ),
    ).toEqual(limited);

    // The mail server stopped, with nothing waiting for it.
    const pending = () => count("select count(*)::int as n from email_outbox where status = 'pending'");
    await until("the mail sent before the outage", async () => (await pending()) === 0);
    const sentBefore = new Set(
      (await sql.query<{ id: string }>("select id::text from email_outbox")).rows.map((row) => row.id),
    );
    const mailAway = Date.now();
    await smtp?.close();
    smtp = null;
    const resets = [...families.map((family) => family.email), ...resetEmails];
    for (const [k, email] of resets.entries()) {
      const asked = await send({ ip: `198.51.100.${120 + k}` }, (as) =>
        callOverHttp(balancer.url, as, forgotPassword, { body: { email } }),
      );
      expect(asked.status).toBe(200);
    }
    for (let k = 0; k < SIGN_UPS; k++) {
      const made = await send({ ip: `198.51.100.${140 + k}` }, (as) =>
        callOverHttp(balancer.url, as, signup, {
          body: { email: `newcomer-${k + 1}-${Date.now()}@example.com`, password: "newcomer-password-1" },
        }),
      );
      expect(made.status).toBe(201);
    }
    for (let k = 0; k < SUPPORT_REQUESTS; k++) {
      const family = families[k % FAMILIES] as BenchFamily;
      const written = await send({ cookie: family.parentCookie, ip: `198.51.100.${160 + k}` }, (as) =>
        callOverHttp(balancer.url, as, submitSupportRequest, {
          body: { email: family.email, issue_description: `Question ${k + 1}: where are last week's games?` },
        }),
      );
      expect(written.status).toBe(201);
    }
    await bothSay("email", "down");
    // Every message kept, none tried against its count: the mail server, not a message, is the trouble.
    const kept = (
      await sql.query<{ id: string; to_address: string; subject: string; priority: number; attempts: number }>(
        "select id::text, to_address, subject, priority, attempts from email_outbox where status = 'pending'",
      )
    ).rows.filter((row) => !sentBefore.has(row.id));
    expect(kept.map((row) => row.attempts)).toEqual(kept.map(() => 0));
    // The family parents are not confirmed: the support requests' receipts are not theirs to have, the team's copies are.
    expect(kept.filter((row) => row.priority === 0)).toHaveLength(resets.length + SIGN_UPS);
    expect(kept.filter((row) => row.priority === 1)).toHaveLength(SUPPORT_REQUESTS);

    // The mail server back, and meanwhile the AI service hanging.
    const mailServer = await startSmtp({ port: smtpPort });
    smtp = mailServer;
    const mailBack = Date.now();
    const mailSeconds = (mailBack - mailAway) / 1000;
    let deliveredSeconds = 0;
    const [aiFigures] = await Promise.all([
      aiOutage(),
      (async () => {
        await until(
          "every message kept delivered",
          async () =>
            (await count("select count(*)::int as n from email_outbox where id::text = any($1) and status = 'sent'", [
              kept.map((row) => row.id),
            ])) === kept.length,
        );
        deliveredSeconds = (Date.now() - mailBack) / 1000;
        await bothSay("email", "up");
      })(),
    ]);
    // Each message once, the most needed first.
    const arrived = mailServer.messages.map((mail) => `${mail.to.join()} ${mail.parsed.subject ?? ""}`);
    const priorityOf = new Map(kept.map((row) => [`${row.to_address} ${row.subject}`, row.priority]));
    expect(arrived.toSorted()).toEqual(kept.map((row) => `${row.to_address} ${row.subject}`).toSorted());
    const order = arrived.map((mail) => priorityOf.get(mail));
    expect(order).toEqual(order.toSorted());

    playing = false;
    await play;
    expect(failures).toEqual([]);
    // Every acknowledged game once, for the child who played it, and no game that was not acknowledged.
    const stored = await storedGames(
      sql,
      acknowledged,
      families.flatMap((family) => family.players.map((p) => p.childId)),
    );
    expect(stored.misplaced).toEqual([]);
    expect(stored.duplicates).toBe(0);
    expect(stored.total).toBe(acknowledged.length);
    expect(balancer.counts.dropped).toBeGreaterThan(0);

    console.log(
      `outages: ${figures.games} games, ${figures.acknowledged} acknowledged, ${figures.retried} requests retried ` +
        `(${balancer.counts.dropped} answers cut by the proxy), ${stored.duplicates} duplicates; ` +
        `Redis away ${redisSeconds.toFixed(1)} s (${gamesWithoutRedis} games saved, ${limit} resets an address per instance); ` +
        `mail away ${mailSeconds.toFixed(1)} s, ${kept.length} messages kept, ${arrived.length} delivered once each ` +
        `${deliveredSeconds.toFixed(1)} s after it came back (${resets.length + SIGN_UPS} needed first); AI hanging: ${aiFigures.requests} answers from the built-in ` +
        `tutor and coach, ${aiFigures.called} calls to the service, the longest wait ${(aiFigures.longestMs / 1000).toFixed(1)} s`,
    );
  });
});
