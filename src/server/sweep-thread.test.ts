import { eq } from "drizzle-orm";
import { constants, getPriority } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFamily, buildGame, signInChild } from "../../tests/factories";
import { callAs } from "../../tests/support/call-as";
import { metricValue } from "../../tests/support/metrics-text";
import { createTestAppOnOwnDatabase, type TestApp } from "../../tests/support/test-app";
import { threadNiceValues } from "../../tests/support/thread-priority";
import * as playApi from "../shared/api/play";
import type { RoundOutcome } from "./core/sweep-pace";
import { emailOutbox } from "./db/schema/email";
import { userBadges } from "./db/schema/engagement";
import { saveFollowUps } from "./db/schema/play";
import { followUpSteps } from "./follow-up-steps";
import { FOLLOW_UP_GRACE_SECONDS } from "./follow-ups/runner";
import { scoreGame } from "./play/score-game";
import { writeGame } from "./play/write-game";
import { SweepThread } from "./sweep-thread";
import { threadedRounds, type SweepRounds } from "./sweeps";

// The thread opens connections of its own, which only a PostgreSQL server gives (CI's second run of these tests);
// the embedded database is one process's, and its server sweeps on its own thread (sweeps.ts).
describe.runIf(process.env.DATABASE_URL !== undefined)("the sweeps' thread, on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    // A database of its own: the thread would otherwise finish other test files' follow-ups.
    t = await createTestAppOnOwnDatabase();
  });
  afterAll(() => t.close());
  /** The settings the thread starts with: the test's own database. */
  const threadEnv = () => ({
    NODE_ENV: "test",
    DATABASE_URL: t.deps.config.databaseUrl,
    APP_SECRET: t.deps.config.appSecret,
    LOG_LEVEL: "silent",
  });
  const counted = async (series: string) => metricValue(await t.deps.metrics.registry.metrics(), series) ?? 0;
  const round = (rounds: SweepRounds, name: string): Promise<RoundOutcome> => {
    const found = rounds.find(([n]) => n === name);
    if (!found) throw new Error(`no round ${name}`);
    return found[1]();
  };

  it("finishes the follow-ups a crash left, below the server's priority, counted in its metrics, and ends once idle", async () => {
    const db = t.deps.database.db;
    const family = await buildFamily(t, { children: 1 });
    const body = buildGame(family.child.id);
    const player = { childId: family.child.id, userId: family.parent.session.user.id };
    // Written as a save writes it, and then nothing more: the server died before the game's follow-ups.
    const written = await writeGame(db, player, body, scoreGame(body), t.deps.clock(), followUpSteps);
    if (!written) throw new Error("not written");
    t.clock.advance((FOLLOW_UP_GRACE_SECONDS + 1) * 1000);
    const done = 'maths_sprint_save_follow_ups_total{result="done"}';
    const before = await counted(done);
    const thread = new SweepThread(t.deps, { env: threadEnv(), idleMs: 300 });
    const rounds = threadedRounds(t.deps, thread);
    try {
      expect(await round(rounds, "follow_ups")).toEqual({ done: 1, more: false });
      // The game's steps ran on the thread: its record is gone, and the first game's badge is the child's.
      expect(await db.select().from(saveFollowUps).where(eq(saveFollowUps.sessionId, written.session.id))).toEqual([]);
      expect(
        (await db.select().from(userBadges).where(eq(userBadges.childId, family.child.id))).length,
      ).toBeGreaterThan(0);
      expect(await counted(done)).toBe(before + 1);
      // The server's own thread keeps its priority; the sweeps' runs below it.
      expect(getPriority()).toBe(0);
      if (process.platform === "linux") expect(threadNiceValues()).toContain(constants.priority.PRIORITY_BELOW_NORMAL);
      // With no round for a while, the thread ends; a round that finds nothing owed starts none.
      await expect.poll(() => thread.running, { timeout: 10_000 }).toBe(false);
      expect(await round(rounds, "follow_ups")).toEqual({ done: 0, more: false });
      expect(thread.running).toBe(false);
    } finally {
      await thread.close();
    }
  });

  it("sends the weekly reports owed, and the server delivers their emails once the round has answered", async () => {
    // Monday 2 March 2026: a child plays; the week's report is due on Sunday 8 March at 18:00 UK time.
    t.clock.set("2026-03-02T08:00:00.000Z");
    const family = await buildFamily(t, { children: [{ name: "Ava Smith" }] });
    const bearer = (await signInChild(t, family.parent.email, family.child.pin)).ok().token;
    (await callAs(t, { bearer }, playApi.saveGame, { body: buildGame(family.child.id) })).ok();
    t.clock.set("2026-03-08T18:05:00.000Z");
    const sent = 'maths_sprint_weekly_reports_total{result="sent"}';
    const before = await counted(sent);
    let deliveries = 0;
    const deps = {
      ...t.deps,
      mailer: {
        ...t.deps.mailer,
        deliverPending: () => {
          deliveries++;
          return t.deps.mailer.deliverPending();
        },
      },
    };
    const thread = new SweepThread(deps, { env: threadEnv() });
    try {
      expect(await round(threadedRounds(deps, thread), "weekly_reports")).toEqual({ done: 1, more: false });
      expect(deliveries).toBe(1);
      const mail = await t.deps.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, family.parent.email));
      expect(mail.filter((m) => m.subject.startsWith("Your family's week"))).toHaveLength(1);
      expect(await counted(sent)).toBe(before + 1);
      // Sent once: the next round finds nobody owed, and asks the thread nothing.
      expect(await round(threadedRounds(deps, thread), "weekly_reports")).toEqual({ done: 0, more: false });
    } finally {
      await thread.close();
    }
  });

  it("fails the round in hand when the thread cannot start, and starts another for the next", async () => {
    const family = await buildFamily(t, { children: 1 });
    const body = buildGame(family.child.id);
    const player = { childId: family.child.id, userId: family.parent.session.user.id };
    if (!(await writeGame(t.deps.database.db, player, body, scoreGame(body), t.deps.clock(), followUpSteps)))
      throw new Error("not written");
    t.clock.advance((FOLLOW_UP_GRACE_SECONDS + 1) * 1000);
    // A production server's settings without its secret: the thread's own start refuses them.
    let env: Record<string, string | undefined> = { ...threadEnv(), NODE_ENV: "production", APP_SECRET: undefined };
    const thread = new SweepThread(t.deps, {
      get env() {
        return env;
      },
    });
    try {
      await expect(thread.run("follow_ups")).rejects.toThrow(/APP_SECRET/);
      env = threadEnv();
      expect(await thread.run("follow_ups")).toEqual({ done: 1, more: false });
    } finally {
      await thread.close();
    }
  });
});
