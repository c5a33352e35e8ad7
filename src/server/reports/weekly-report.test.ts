import { asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it, onTestFinished } from "vitest";
import * as playApi from "../../shared/api/play";
import * as reportApi from "../../shared/api/weekly-report";
import { productMessages } from "../../shared/messages";
import {
  buildFamily,
  buildGame,
  payForPremium,
  playedAnswers,
  signInChild,
  signInParent,
  type TestFamily,
} from "../../../tests/factories";
import { callAs } from "../../../tests/support/call-as";
import { createTestAppOnOwnDatabase } from "../../../tests/support/test-app";
import type { AppDeps } from "../core/deps";
import { children } from "../db/schema/children";
import { weeklyReports } from "../db/schema/engagement";
import { emailOutbox } from "../db/schema/email";
import { parents, users } from "../db/schema/users";
import { reportWeekAt } from "../../shared/engagement/report-week";
import { coachHistoryOf } from "../missions/suggest-mission";
import { sendDueWeeklyReports, sendWeeklyReport } from "./send-weekly-reports";
import { suggestionFor, weeklyReportContent, weeklyReportContents } from "./weekly-report-content";
import { unsubscribeToken } from "./report-token";

// Monday 2 March 2026, 08:00 UK time (GMT): the week runs to Sunday 8 March, its report due at 18:00.
const MONDAY = new Date("2026-03-02T08:00:00.000Z");
const DAY = 86_400_000;
const at = (day: number, hourUtc = 8) => new Date(MONDAY.getTime() + day * DAY + (hourUtc - 8) * 3_600_000);
const SUNDAY_EVENING = new Date("2026-03-08T18:00:00.000Z");

/**
 * Four families on a database of the test's own, so that a round of reports meets no other test's parents:
 * a free family of two children, a Premium family of one, a family whose child does not play, and one with no
 * children. Closed when the test ends.
 */
async function fourFamilies() {
  const t = await createTestAppOnOwnDatabase();
  onTestFinished(() => t.close());
  t.clock.set(MONDAY);
  const free = await buildFamily(t, { children: [{ name: "Ava Smith" }, { name: "Leo Smith" }] });
  const premium = await buildFamily(t, { children: [{ name: "Zoe Jones" }] });
  await payForPremium(t, premium.parent);
  const resting = await buildFamily(t, { children: [{ name: "Mia Brown" }] });
  const childless = await buildFamily(t, { children: 0 });

  return {
    t,
    free,
    premium,
    resting,
    childless,
    play: async (family: TestFamily, child: number, when: Date, mode: "timed" | "mtc" = "timed") => {
      t.clock.set(when);
      const kid = family.children[child];
      if (!kid) throw new Error("no such child");
      // Signed in again each time: days pass between games.
      const bearer = (await signInChild(t, family.parent.email, kid.pin)).ok().token;
      (await callAs(t, { bearer }, playApi.saveGame, { body: buildGame(kid.id, { mode }) })).ok();
    },
    /** The weekly reports in the family's outbox (a Premium family also has its welcome email). */
    outboxOf: async (family: TestFamily) => {
      const mail = await t.deps.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, family.parent.email));
      return mail.filter((m) => m.subject.startsWith("Your family's week"));
    },
    reportsOf: (family: TestFamily) =>
      t.deps.database.db
        .select()
        .from(weeklyReports)
        .where(eq(weeklyReports.parentId, family.parent.session.parentData.id)),
    /** Rounds until one sends nothing; how many reports they sent. */
    runUntilDone: async (deps: AppDeps = t.deps): Promise<number> => {
      let total = 0;
      for (;;) {
        const { done } = await sendDueWeeklyReports(deps);
        total += done;
        if (done === 0) return total;
      }
    },
  };
}

describe("the weekly report", () => {
  it("sends one report to each family with children, on Sunday from 18:00 UK time, with the week's figures, and only once", async () => {
    const { free, premium, resting, childless, play, outboxOf, reportsOf, runUntilDone, t } = await fourFamilies();
    // Ava plays on Monday, Tuesday and twice on Thursday; Leo not at all. Zoe plays on Monday, Wednesday
    // (and the Times Tables Check), Saturday and Sunday morning. Mia does not play.
    await play(free, 0, at(0));
    await play(free, 0, at(1, 18));
    await play(free, 0, at(3, 7));
    await play(free, 0, at(3, 19));
    await play(premium, 0, at(0, 9));
    await play(premium, 0, at(2, 9));
    await play(premium, 0, at(2, 10), "mtc");
    await play(premium, 0, at(5, 9));
    await play(premium, 0, at(6, 9));

    // Sunday 17:59 UK time: not yet.
    t.clock.set(new Date("2026-03-08T17:59:00.000Z"));
    await runUntilDone();
    expect(await outboxOf(free)).toEqual([]);

    t.clock.set(SUNDAY_EVENING);
    expect(await runUntilDone()).toBe(3);

    const [freeMail, ...moreFree] = await outboxOf(free);
    expect(moreFree).toEqual([]);
    expect(freeMail?.subject).toBe("Your family's week on Maths Sprint: 2 to 8 March");
    const freeText = freeMail?.textBody ?? "";
    expect(freeText).toContain("Ava Smith");
    expect(freeText).toContain("4 games on 3 days (Mon, Tue, Thu).");
    expect(freeText).toContain("Leo didn't play this week");
    expect(freeText).toContain("With Premium, this report also names");
    expect(freeText).not.toContain("To practise next");
    expect(freeText).toMatch(/Open (Ava|Leo)'s mission in Coach Mode/);
    expect(freeText).toContain("/parent/coach-mode?child=");
    expect(freeMail?.headers).toEqual({
      "List-Unsubscribe": expect.stringMatching(/^<http:\/\/localhost:3000\/api\/reports\/unsubscribe\?token=.+>$/),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    const [premiumMail, ...morePremium] = await outboxOf(premium);
    expect(morePremium).toEqual([]);
    const premiumText = premiumMail?.textBody ?? "";
    expect(premiumText).toContain("5 games on 4 days (Mon, Wed, Sat, Sun).");
    expect(premiumText).toContain("Streak: 2 days in a row.");
    // Five facts named, each kept on one line, and the rest counted.
    expect(premiumText).toMatch(
      /Facts that moved up: (\d+\u00a0[×+]\u00a0\d+ \(now (secure|fluent)\), ){4}\d+\u00a0[×+]\u00a0\d+ \(now (secure|fluent)\) and \d+ more\./,
    );
    expect(premiumText).toMatch(/To practise next: \d+\u00a0×\u00a0\d+, \d+\u00a0×\u00a0\d+, \d+\u00a0×\u00a0\d+\./);
    expect(premiumText).toMatch(
      /Times Tables Check rehearsal: 21 out of 25 \(4 March\); the 2025 national average is 21\.0\./,
    );
    expect(premiumText).not.toContain("With Premium");
    const [summary] = await reportsOf(premium);
    expect(summary?.summary.children[0]).toMatchObject({
      games: 5,
      days: ["2026-03-02", "2026-03-04", "2026-03-07", "2026-03-08"],
    });

    // A family whose children did not play: one friendly line. A family with no children: nothing.
    const [restingMail] = await outboxOf(resting);
    expect(restingMail?.textBody).toContain(
      "Mia didn't play this week: a five-minute game tonight is a lovely way to start again.",
    );
    expect(restingMail?.textBody).not.toMatch(/\b0 games\b/);
    expect(await outboxOf(childless)).toEqual([]);

    // A second run that week, here or on another server, sends nothing.
    t.clock.set(new Date("2026-03-09T09:00:00.000Z"));
    await Promise.all([runUntilDone(), runUntilDone()]);
    for (const family of [free, premium, resting]) expect(await outboxOf(family)).toHaveLength(1);
  });

  it("a run that fails half way sends the rest when run again, and nothing twice; two runs at once send each once", async () => {
    const { free, premium, resting, play, outboxOf, reportsOf, runUntilDone, t } = await fourFamilies();
    await play(free, 1, at(1));
    await play(premium, 0, at(2));
    t.clock.set(new Date("2026-03-08T18:30:00.000Z"));
    // The outbox refuses the Premium family's email (a row the database will not take): its statement, and so its
    // mark, roll back.
    const failing: AppDeps = {
      ...t.deps,
      mailer: {
        ...t.deps.mailer,
        keepWhere: (message, condition) => {
          const kept = t.deps.mailer.keepWhere(message, condition);
          if (!kept || message.to !== premium.parent.email) return kept;
          return { ...kept, insert: sql`insert into ${emailOutbox} (to_address) values (null)` };
        },
      },
    };
    expect(await runUntilDone(failing)).toBe(2);
    expect(await outboxOf(free)).toHaveLength(1);
    expect(await outboxOf(premium)).toHaveLength(0);
    expect(await reportsOf(premium)).toEqual([]);

    const [first, second] = await Promise.all([runUntilDone(), runUntilDone()]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect(await outboxOf(free)).toHaveLength(1);
    expect(await outboxOf(premium)).toHaveLength(1);
    expect(await outboxOf(resting)).toHaveLength(1);
    expect((await reportsOf(premium)).map((r) => r.weekStart)).toEqual(["2026-03-02"]);
  });

  it("a round stops at its time bound, on the app's clock, saying more is owed, and the next goes on from there", async () => {
    const { free, premium, resting, outboxOf, t } = await fourFamilies();
    t.clock.set(SUNDAY_EVENING);
    // Each report's email takes a second of the test's clock: a round of 1.5 s sends two, and stops.
    const slow: AppDeps = {
      ...t.deps,
      mailer: {
        ...t.deps.mailer,
        keepWhere: (message, condition) => {
          t.clock.advance(1_000);
          return t.deps.mailer.keepWhere(message, condition);
        },
      },
    };
    expect(await sendDueWeeklyReports(slow, { budgetMs: 1_500, atOnce: 1 })).toEqual({ done: 2, more: true });
    expect(await sendDueWeeklyReports(slow, { budgetMs: 1_500, atOnce: 1 })).toEqual({ done: 1, more: false });
    expect(await sendDueWeeklyReports(slow, { budgetMs: 1_500, atOnce: 1 })).toEqual({ done: 0, more: false });
    for (const family of [free, premium, resting]) expect(await outboxOf(family)).toHaveLength(1);
  });

  it("the reports of one week are no bar to the next's: each week every family is owed its own, once", async () => {
    const { free, premium, resting, childless, outboxOf, reportsOf, runUntilDone, t } = await fourFamilies();
    t.clock.set(SUNDAY_EVENING);
    expect(await runUntilDone()).toBe(3);
    // A week on, the first round looks from the first parent again, past last week's reports, and finds all three.
    t.clock.set(new Date(SUNDAY_EVENING.getTime() + 7 * DAY));
    expect(await runUntilDone()).toBe(3);
    expect(await runUntilDone()).toBe(0);
    for (const family of [free, premium, resting]) {
      expect((await reportsOf(family)).map((r) => r.weekStart).sort()).toEqual(["2026-03-02", "2026-03-09"]);
      expect(await outboxOf(family)).toHaveLength(2);
    }
    expect(await reportsOf(childless)).toEqual([]);
  });

  it("a round reads the weeks a part at a time, just before sending them: one stopped at its bound read no week it left", async () => {
    const { outboxOf, free, premium, resting, t } = await fourFamilies();
    t.clock.set(SUNDAY_EVENING);
    const db = t.deps.database.db;
    // The families whose children each read of weeks asks for (its first statement), counted by their parents' ids.
    const owed = new Set([free, premium, resting].map((family) => family.parent.session.parentData.id));
    const familiesRead: number[] = [];
    const counting = Object.assign(Object.create(db) as typeof db, {
      select: ((...args: Parameters<typeof db.select>) => {
        const builder = db.select(...args);
        return Object.assign(Object.create(builder) as typeof builder, {
          from: (table: typeof children) => {
            const query = builder.from(table);
            if (table !== children) return query;
            return Object.assign(Object.create(query) as typeof query, {
              where: (condition: Parameters<typeof query.where>[0]) => {
                const params = condition ? new PgDialect().sqlToQuery(condition as SQL).params : [];
                const read = params.filter((p) => typeof p === "string" && owed.has(p)).length;
                if (read > 0) familiesRead.push(read);
                return query.where(condition);
              },
            });
          },
        });
      }) as typeof db.select,
    });
    const counted: AppDeps = { ...t.deps, database: { ...t.deps.database, db: counting } };
    // Three families owed, read two at a time: a round with no time sends one report, having read its part alone.
    expect(await sendDueWeeklyReports(counted, { budgetMs: 0, atOnce: 1, readAtOnce: 2 })).toEqual({
      done: 1,
      more: true,
    });
    expect(familiesRead).toEqual([2]);
    // With time, the two still owed, in one part: the first part's second family is read again (the round ended
    // before its report), the third family's week for the first time.
    familiesRead.length = 0;
    expect(await sendDueWeeklyReports(counted, { atOnce: 1, readAtOnce: 2 })).toEqual({ done: 2, more: false });
    expect(familiesRead).toEqual([2]);
    for (const family of [free, premium, resting]) expect(await outboxOf(family)).toHaveLength(1);
  });

  it("a round with no time at all sends one report, so that each round moves on", async () => {
    const { outboxOf, free, premium, resting, t } = await fourFamilies();
    t.clock.set(SUNDAY_EVENING);
    const rounds = [];
    for (let round = 0; round < 5; round++) rounds.push(await sendDueWeeklyReports(t.deps, { budgetMs: 0, atOnce: 1 }));
    expect(rounds.map((r) => r.done)).toEqual([1, 1, 1, 0, 0]);
    expect(rounds.at(-1)).toEqual({ done: 0, more: false });
    for (const family of [free, premium, resting]) expect(await outboxOf(family)).toHaveLength(1);
  });

  it("the weeks of several families read together are each the week read alone", async () => {
    const { free, premium, resting, childless, play, t } = await fourFamilies();
    await play(free, 0, at(0));
    await play(free, 1, at(2, 18));
    await play(premium, 0, at(1, 9), "mtc");
    await play(premium, 0, at(4, 9));
    t.clock.set(SUNDAY_EVENING);
    const db = t.deps.database.db;
    const ids = [free, premium, resting, childless].map((family) => family.parent.session.parentData.id);
    const rows = await db
      .select({ id: parents.id, premiumUntil: parents.premiumUntil })
      .from(parents)
      .where(inArray(parents.id, ids));
    const week = reportWeekAt(t.clock.now());
    const together = await weeklyReportContents(db, rows, week, t.clock.now());
    for (const row of rows) {
      const alone = await weeklyReportContent(db, row, week, t.clock.now());
      expect(together.get(row.id)).toEqual(alone);
    }
    // What the families' weeks hold: the Premium family's facts, the free family's two children, the others.
    expect(together.get(premium.parent.session.parentData.id)).toMatchObject({ premium: true });
    expect(together.get(free.parent.session.parentData.id)?.children.map((c) => c.games)).toEqual([1, 1]);
    expect(together.get(resting.parent.session.parentData.id)?.children.map((c) => c.games)).toEqual([0]);
    expect(together.get(childless.parent.session.parentData.id)?.children).toEqual([]);
    // Each family's suggestion is the built-in coach's mission for its child who played least (the first of
    // those who played as little), as the coach suggests it for that child alone; none where nobody played.
    // The free family's two children played one game each: the first of them in the family's order (by when each
    // was added, then by id, as the test's clock adds them in the same millisecond).
    for (const family of [free, premium]) {
      const row = (
        await db
          .select()
          .from(children)
          .where(eq(children.parentId, family.parent.session.parentData.id))
          .orderBy(asc(children.createdAt), asc(children.id))
          .limit(1)
      ).at(0);
      if (!row) throw new Error("no such child");
      expect(together.get(family.parent.session.parentData.id)?.suggestion).toEqual(
        suggestionFor(row, await coachHistoryOf(db, row, t.clock.now())),
      );
    }
    expect(together.get(resting.parent.session.parentData.id)?.suggestion).toBeNull();
    expect(together.get(childless.parent.session.parentData.id)?.suggestion).toBeNull();
  });

  it("is not sent to a parent who turned it off, whose address stopped being confirmed, or who changed it, after their week was read", async () => {
    const { free, premium, resting, play, outboxOf, reportsOf, t } = await fourFamilies();
    await play(free, 0, at(1));
    await play(premium, 0, at(2));
    t.clock.set(SUNDAY_EVENING);
    const db = t.deps.database.db;
    const week = reportWeekAt(t.deps.clock());
    // The sweep's batch read their weeks; then, before each claim, the parent changed their mind.
    const readWeek = async (family: TestFamily) => {
      const [parent] = await db
        .select({ id: parents.id, email: parents.email, premiumUntil: parents.premiumUntil, userId: parents.userId })
        .from(parents)
        .where(eq(parents.id, family.parent.session.parentData.id));
      if (!parent) throw new Error("no such parent");
      return { parent, summary: await weeklyReportContent(db, parent, week, t.deps.clock()) };
    };
    const turnedOff = await readWeek(free);
    const unconfirmed = await readWeek(premium);
    const moved = await readWeek(resting);
    expect(turnedOff.summary.children.length).toBeGreaterThan(0);
    await db.update(parents).set({ weeklyReport: false }).where(eq(parents.id, turnedOff.parent.id));
    await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unconfirmed.parent.userId));
    // A new address, confirmed: the email made for the old one goes to neither.
    const newAddress = "moved-on@example.com";
    await db.update(users).set({ email: newAddress }).where(eq(users.id, moved.parent.userId));
    await db.update(parents).set({ email: newAddress }).where(eq(parents.id, moved.parent.id));

    for (const read of [turnedOff, unconfirmed, moved])
      expect(await sendWeeklyReport(t.deps, read.parent.id, week, read)).toBe(false);
    for (const family of [free, premium, resting]) {
      expect(await outboxOf(family)).toEqual([]);
      expect(await reportsOf(family)).toEqual([]);
    }
    const toNewAddress = () => db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, newAddress));
    expect(await toNewAddress()).toEqual([]);
    // Still owed: the week read again goes to the address the parent has now.
    expect(await sendWeeklyReport(t.deps, moved.parent.id, week)).toBe(true);
    expect(await toNewAddress()).toHaveLength(1);
    expect(await reportsOf(resting)).toHaveLength(1);
  });

  it("names the badges one game earned in the order the badge list shows them", async () => {
    const { free, t } = await fourFamilies();
    const kid = free.children[0];
    if (!kid) throw new Error("no such child");
    t.clock.set(at(1));
    const bearer = (await signInChild(t, free.parent.email, kid.pin)).ok().token;
    // Thirty right answers in a first game: First Steps and two runs of ten (the list's 1st, 12th and 14th badges).
    const perfect = buildGame(kid.id, { questions: playedAnswers("R".repeat(30)) });
    const saved = (await callAs(t, { bearer }, playApi.saveGame, { body: perfect })).ok();
    const earned = ["First Steps", "Adding Ace", "Times Table Tiger"];
    expect(saved.outcomes.badges_earned.map((b) => b.name).sort()).toEqual([...earned].sort());
    t.clock.set(SUNDAY_EVENING);
    const parent = { id: free.parent.session.parentData.id, premiumUntil: null };
    const week = await weeklyReportContent(t.deps.database.db, parent, reportWeekAt(t.clock.now()), t.clock.now());
    // The list's order, not the alphabet's (Adding Ace first) nor the award's.
    expect(week.children.find((c) => c.id === kid.id)?.badges).toEqual(earned);
  });

  it("parents taken several at once are each sent their report once", async () => {
    const { outboxOf, free, premium, resting, t } = await fourFamilies();
    t.clock.set(SUNDAY_EVENING);
    expect(await sendDueWeeklyReports(t.deps, { atOnce: 3 })).toEqual({ done: 3, more: false });
    expect(await sendDueWeeklyReports(t.deps, { atOnce: 3 })).toEqual({ done: 0, more: false });
    for (const family of [free, premium, resting]) expect(await outboxOf(family)).toHaveLength(1);
  });

  it("unsubscribing from the email's link, with no sign-in, stops the next week's report", async () => {
    const { free, premium, play, outboxOf, runUntilDone, t } = await fourFamilies();
    await play(free, 0, at(1));
    t.clock.set(SUNDAY_EVENING);
    await runUntilDone();
    const [mail] = await outboxOf(free);
    const link = /^<(.+)>$/.exec(mail?.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "";
    const url = new URL(link);

    // A mail client's one-click POST (RFC 8058): a form, no cookie, no Origin.
    const res = await t.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    const browser = await signInParent(t, free.parent);
    expect((await callAs(t, browser, reportApi.getWeeklyReportSetting)).ok()).toEqual({ enabled: false });

    await play(free, 0, at(8));
    t.clock.set(new Date(SUNDAY_EVENING.getTime() + 7 * DAY));
    await runUntilDone();
    expect(await outboxOf(free)).toHaveLength(1);
    expect(await outboxOf(premium)).toHaveLength(2);
  });

  it("refuses a token that was altered or made for another parent's purpose, and changes nothing", async () => {
    const { free, premium, t } = await fourFamilies();
    const parentId = premium.parent.session.parentData.id;
    const token = unsubscribeToken(t.deps.config.appSecret, parentId);
    const tampered = `${token.slice(0, -2)}${token.endsWith("A") ? "B" : "A"}A`;
    for (const bad of [tampered, `${free.parent.session.parentData.id}.${token.split(".").slice(1).join(".")}`, "x"]) {
      const res = await callAs(t, {}, reportApi.unsubscribeFromWeeklyReport, { query: { token: bad }, origin: null });
      expect(res.status).toBe(400);
      expect(res.error().message).toBe(productMessages.unsubscribeLinkInvalid);
    }
    const [row] = await t.deps.database.db
      .select({ on: parents.weeklyReport })
      .from(parents)
      .where(inArray(parents.id, [parentId]));
    expect(row?.on).toBe(true);
  });

  it("the setting is the parent's own, and the account shows the latest report as its email did", async () => {
    const { premium, childless, runUntilDone, t } = await fourFamilies();
    t.clock.set(SUNDAY_EVENING);
    await runUntilDone();
    const browser = await signInParent(t, premium.parent);
    const off = await callAs(t, browser, reportApi.setWeeklyReportSetting, { body: { enabled: false } });
    expect(off.ok()).toEqual({ enabled: false });
    const on = await callAs(t, browser, reportApi.setWeeklyReportSetting, { body: { enabled: true } });
    expect(on.ok()).toEqual({ enabled: true });
    expect((await callAs(t, {}, reportApi.getWeeklyReportSetting)).status).toBe(401);

    const { report } = (await callAs(t, browser, reportApi.latestWeeklyReport)).ok();
    expect(report).toMatchObject({
      week_start: "2026-03-02",
      subject: "Your family's week on Maths Sprint: 2 to 8 March",
    });
    expect(report?.html).toContain("Zoe");
    expect(report?.text).toContain("Zoe didn't play this week");
    const childlessBrowser = await signInParent(t, childless.parent);
    expect((await callAs(t, childlessBrowser, reportApi.latestWeeklyReport)).ok()).toEqual({ report: null });
  });
});
