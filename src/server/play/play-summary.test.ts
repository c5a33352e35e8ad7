import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QueryOf } from "../../shared/api/endpoint";
import * as api from "../../shared/api/play";
import { SHIELD_DAILY_TOWER_WINS } from "../../shared/constants";
import { productMessages } from "../../shared/messages";
import { addChild, buildFamily, buildGame, questionsOf } from "../../../tests/factories";
import { callAs, type Caller } from "../../../tests/support/call-as";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { children } from "../db/schema/children";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

/**
 * A parent (whose cookie outlives the days these tests skip) with one child.
 * With `towerOpen`, the child has played on the two days before `startsAt` and
 * at `startsAt`: a 3-day streak, which opens Times Table Tower.
 */
async function family(startsAt: string, { towerOpen = false } = {}) {
  const start = new Date(startsAt).getTime();
  t.clock.set(new Date(towerOpen ? start - 2 * DAY : start));
  const { parent, child } = await buildFamily(t, { children: [{ name: "Ava", pin: "4821" }], signIn: false });
  const as = parent.caller;
  if (towerOpen) {
    for (let day = 2; day >= 0; day--) {
      t.clock.set(new Date(start - day * DAY));
      expect((await postGame(as, buildGame(child.id))).status).toBe(200);
    }
  }
  return { parent, as, child };
}

const postGame = (as: Caller, body: api.SaveGameBody) => callAs(t, as, api.saveGame, { body });

const summary = async (as: Caller, childId: string) => {
  const res = await callAs(t, as, api.playSummary, { params: { childId } });
  expect(res.status).toBe(200);
  return res.ok();
};

/** What the child's dashboard posts when the summary says the streak needs the shield. */
const spend = async (as: Caller, childId: string) => {
  const res = await callAs(t, as, api.spendStreakShield, { params: { childId } });
  expect(res.status).toBe(200);
  return res.ok();
};

const towerGame = (childId: string, right: number) =>
  buildGame(childId, {
    mode: "times_table_tower",
    questions: questionsOf(right, right === 0 ? 3 : 1, "times_table_tower"),
  });

async function play(as: Caller, body: ReturnType<typeof buildGame>) {
  const res = await postGame(as, body);
  expect(res.status).toBe(200);
  return res.ok();
}

const childRow = async (id: string) => {
  const [row] = await t.deps.database.db.select().from(children).where(eq(children.id, id));
  if (!row) throw new Error("child missing");
  return row;
};

describe("Times Table Tower wins and the streak shield", () => {
  it("the third win of a UTC day awards a shield expiring 7 days on at 23:59:59.999", async () => {
    const { as, child } = await family("2026-07-01T09:00:00.000Z", { towerOpen: true });
    expect(SHIELD_DAILY_TOWER_WINS).toBe(3);
    const first = await play(as, towerGame(child.id, 5));
    expect(first.outcomes).toMatchObject({ tower_daily_wins: 1, shield_awarded: false });
    t.clock.advance(60_000);
    expect((await play(as, towerGame(child.id, 2))).outcomes).toMatchObject({
      tower_daily_wins: 2,
      shield_awarded: false,
    });
    // A tower that never rose (score 0) is not a win.
    t.clock.advance(60_000);
    const lost = await play(as, towerGame(child.id, 0));
    expect(lost.session.score).toBe(0);
    expect(lost.outcomes).toMatchObject({ tower_daily_wins: 2, shield_awarded: false });
    // Other modes leave the counter alone.
    expect((await play(as, buildGame(child.id))).outcomes).toMatchObject({
      tower_daily_wins: null,
      shield_awarded: false,
    });
    expect((await summary(as, child.id)).shield.has_streak_shield).toBe(false);

    t.clock.set("2026-07-01T22:15:00.000Z");
    const third = await play(as, towerGame(child.id, 8));
    expect(third.outcomes).toMatchObject({ tower_daily_wins: 3, shield_awarded: true });
    const row = await childRow(child.id);
    expect(row.hasStreakShield).toBe(true);
    expect(row.streakShieldExpiresAt?.toISOString()).toBe("2026-07-08T23:59:59.999Z");
    expect(row.streakShieldCount).toBe(1);
    expect(row.streakShieldLastEarned?.toISOString()).toBe("2026-07-01T22:15:00.000Z");
    expect(row.timesTableTowerLastWinDate).toBe("2026-07-01");

    const after = await summary(as, child.id);
    expect(after).toMatchObject({
      shield: { has_streak_shield: true, streak_shield_expires_at: "2026-07-08T23:59:59.999Z", active: true },
      tower_unlocked: true,
      times_table_tower_daily_wins: 3,
    });
  });

  it("no shield is awarded while one is held, and a new UTC day resets the counter", async () => {
    const { as, child } = await family("2026-07-10T20:00:00.000Z", { towerOpen: true });
    for (let i = 0; i < 3; i++) await play(as, towerGame(child.id, 4));
    const held = (await childRow(child.id)).streakShieldExpiresAt?.toISOString();
    expect(held).toBe("2026-07-17T23:59:59.999Z");
    const fourth = await play(as, towerGame(child.id, 4));
    expect(fourth.outcomes).toMatchObject({ tower_daily_wins: 4, shield_awarded: false });
    expect((await childRow(child.id)).streakShieldExpiresAt?.toISOString()).toBe(held);
    expect((await childRow(child.id)).streakShieldCount).toBe(1);

    t.clock.set("2026-07-11T00:00:00.000Z");
    expect((await summary(as, child.id)).times_table_tower_daily_wins).toBe(0);
    expect((await play(as, towerGame(child.id, 1))).outcomes).toMatchObject({
      tower_daily_wins: 1,
      shield_awarded: false,
    });
    expect((await childRow(child.id)).timesTableTowerDailyWins).toBe(1);
  });

  it("awards a second shield, and says so, once the first has run out", async () => {
    const { as, child } = await family("2026-08-01T10:00:00.000Z", { towerOpen: true });
    for (let i = 0; i < 3; i++) await play(as, towerGame(child.id, 4));
    expect((await childRow(child.id)).streakShieldExpiresAt?.toISOString()).toBe("2026-08-08T23:59:59.999Z");
    // A game every day keeps the streak, so the shield is never spent; it runs out after the 8th.
    for (let day = 1; day <= 8; day++) {
      t.clock.set(new Date(Date.parse("2026-08-01T10:00:00.000Z") + day * DAY));
      await play(as, buildGame(child.id));
    }
    const wins = [];
    for (let i = 0; i < 3; i++) wins.push((await play(as, towerGame(child.id, 2))).outcomes);
    expect(wins.map((o) => o.shield_awarded)).toEqual([false, false, true]);
    const row = await childRow(child.id);
    expect(row.streakShieldCount).toBe(2);
    expect(row.streakShieldExpiresAt?.toISOString()).toBe("2026-08-16T23:59:59.999Z");
  });

  it("shows a shield as expiring soon in its last 24 hours, then inactive", async () => {
    const { as, child } = await family("2026-07-20T08:00:00.000Z", { towerOpen: true });
    for (let i = 0; i < 3; i++) await play(as, towerGame(child.id, 3));
    // The child plays each day checked, so that the streak never needs the shield.
    const check = async (at: string) => {
      t.clock.set(at);
      await play(as, buildGame(child.id));
      return (await summary(as, child.id)).shield;
    };
    // Awarded on 20 July: expires on 27 July at 23:59:59.999.
    expect(await check("2026-07-26T23:59:59.998Z")).toMatchObject({ active: true, expiring_soon: false });
    expect(await check("2026-07-26T23:59:59.999Z")).toMatchObject({ active: true, expiring_soon: true });
    expect(await check("2026-07-27T00:00:00.000Z")).toMatchObject({ active: true, expiring_soon: true });
    expect(await check("2026-07-27T23:59:59.998Z")).toMatchObject({ active: true, expiring_soon: true });
    expect(await check("2026-07-28T00:00:00.000Z")).toMatchObject({
      has_streak_shield: true,
      active: false,
      expiring_soon: false,
    });
  });
});

describe("a locked Times Table Tower", () => {
  it("refuses the tower's game with 403 tower_locked, counting no win and awarding no shield", async () => {
    const { as, child } = await family("2026-05-04T09:00:00.000Z");
    for (let i = 0; i < 3; i++) {
      const refused = await postGame(as, towerGame(child.id, 5));
      expect(refused.status).toBe(403);
      expect(refused.error()).toEqual({
        code: "tower_locked",
        message: productMessages.towerLocked,
      });
    }
    const row = await childRow(child.id);
    expect(row).toMatchObject({ timesTableTowerDailyWins: 0, hasStreakShield: false, streakShieldCount: 0 });
    const history = await callAs(t, as, api.listChildSessions, { params: { childId: child.id } });
    expect(history.ok().sessions).toHaveLength(0);
  });

  it("opens on the third day of a streak, and a game saved while open is answered the same when sent again", async () => {
    const { as, child } = await family("2026-05-14T09:00:00.000Z", { towerOpen: true });
    const game = towerGame(child.id, 4);
    const first = await play(as, game);
    // Two days later the streak has broken and the tower is locked again, but a retry of the same game is not refused.
    t.clock.advance(2 * DAY);
    expect((await summary(as, child.id)).tower_unlocked).toBe(false);
    const again = await play(as, game);
    expect(again.session.id).toBe(first.session.id);
    expect(again.replayed).toBe(true);
    expect((await postGame(as, towerGame(child.id, 4))).status).toBe(403);
  });
});

describe("the daily streak", () => {
  it("counts consecutive UTC days back from today or yesterday", async () => {
    const { as, child } = await family("2026-08-01T23:30:00.000Z");
    expect(await summary(as, child.id)).toMatchObject({ streak: 0, shield_used: false, tower_unlocked: false });
    expect((await summary(as, child.id)).has_played).toBe(false);
    await play(as, buildGame(child.id));
    expect((await summary(as, child.id)).has_played).toBe(true);
    t.clock.advance(DAY);
    await play(as, buildGame(child.id));
    await play(as, buildGame(child.id));
    expect((await summary(as, child.id)).streak).toBe(2);
    // 00:10 the next day: yesterday's play still counts.
    t.clock.set("2026-08-03T00:10:00.000Z");
    expect(await summary(as, child.id)).toMatchObject({ streak: 2, tower_unlocked: false });
    await play(as, buildGame(child.id));
    expect(await summary(as, child.id)).toMatchObject({ streak: 3, tower_unlocked: true });
    t.clock.set("2026-08-04T18:00:00.000Z");
    expect((await summary(as, child.id)).streak).toBe(3);
    t.clock.set("2026-08-05T00:00:00.000Z");
    // A broken streak is still a child who has played: welcomed back, not welcomed.
    expect(await summary(as, child.id)).toMatchObject({
      streak: 0,
      shield_used: false,
      tower_unlocked: false,
      has_played: true,
    });
  });

  it("consumes an active shield when the streak would break, once", async () => {
    const { as, child } = await family("2026-09-01T10:00:00.000Z");
    await play(as, buildGame(child.id));
    t.clock.set("2026-09-02T10:00:00.000Z");
    await play(as, buildGame(child.id));
    t.clock.set("2026-09-03T10:00:00.000Z");
    // A game today makes the 3-day streak that opens the tower.
    await play(as, buildGame(child.id));
    for (let i = 0; i < 3; i++) await play(as, towerGame(child.id, 6));
    expect((await childRow(child.id)).hasStreakShield).toBe(true);

    // 4 September missed; on the 5th the shield keeps the streak: yesterday counts 1, plus 1-3 September.
    t.clock.set("2026-09-05T08:00:00.000Z");
    // Reading the summary changes nothing, however often: it says the shield is needed, and it is still held.
    const read = await Promise.all([summary(as, child.id), summary(as, child.id)]);
    for (const answer of read) {
      expect(answer).toMatchObject({
        streak: 4,
        shield_needed: true,
        shield_used: false,
        shield: { has_streak_shield: true, active: true },
        tower_unlocked: true,
      });
    }
    expect(await childRow(child.id)).toMatchObject({ hasStreakShield: true, streakShieldUsesCount: 0 });

    // The dashboard posts; of three at once, one spends it.
    const answers = await Promise.all([spend(as, child.id), spend(as, child.id), spend(as, child.id)]);
    const used = answers.filter((a) => a.shield_used);
    expect(used).toHaveLength(1);
    expect(used[0]).toMatchObject({
      streak: 4,
      shield_needed: false,
      shield_used: true,
      shield: { has_streak_shield: false, active: false },
      tower_unlocked: true,
    });
    for (const other of answers.filter((a) => !a.shield_used)) {
      expect(other).toMatchObject({ streak: 4, shield_needed: false, shield_used: false });
    }
    const row = await childRow(child.id);
    expect(row.hasStreakShield).toBe(false);
    expect(row.streakShieldUsesCount).toBe(1);
    // The covered day counts from now on: the saved streak stays saved, and play today extends it.
    expect(await summary(as, child.id)).toMatchObject({ streak: 4, shield_needed: false, shield_used: false });
    expect(await spend(as, child.id)).toMatchObject({ streak: 4, shield_used: false });
    expect((await childRow(child.id)).streakShieldUsesCount).toBe(1);
    await play(as, buildGame(child.id));
    expect(await summary(as, child.id)).toMatchObject({ streak: 5, shield_needed: false });
    t.clock.set("2026-09-06T10:00:00.000Z");
    expect((await summary(as, child.id)).streak).toBe(5);
  });

  it("does not use an expired shield, nor one when there is nothing to save", async () => {
    const { as, child } = await family("2026-10-01T10:00:00.000Z", { towerOpen: true });
    for (let i = 0; i < 3; i++) await play(as, towerGame(child.id, 2));
    t.clock.set("2026-10-20T10:00:00.000Z");
    expect(await summary(as, child.id)).toMatchObject({ streak: 0, shield_needed: false, shield_used: false });
    expect(await spend(as, child.id)).toMatchObject({ streak: 0, shield_used: false });
    expect((await childRow(child.id)).streakShieldUsesCount).toBe(0);

    const other = await family("2026-10-01T10:00:00.000Z");
    await t.deps.database.db
      .update(children)
      .set({ hasStreakShield: true, streakShieldExpiresAt: new Date("2026-10-05T23:59:59.999Z") })
      .where(eq(children.id, other.child.id));
    expect(await summary(other.as, other.child.id)).toMatchObject({
      streak: 0,
      shield_needed: false,
      shield_used: false,
      tower_unlocked: true,
    });
    expect(await spend(other.as, other.child.id)).toMatchObject({ streak: 0, shield_used: false });
    expect(await childRow(other.child.id)).toMatchObject({ hasStreakShield: true, streakShieldUsesCount: 0 });
  });
});

describe("history", () => {
  it("pages a child's games newest first by created_at", async () => {
    const { parent, as, child } = await family("2026-11-01T10:00:00.000Z");
    const sibling = await addChild(t, parent, { name: "Leo", pin: "7395" }, { signIn: false });
    // A shield opens the tower for the one tower game below.
    await t.deps.database.db
      .update(children)
      .set({ hasStreakShield: true, streakShieldExpiresAt: new Date("2026-11-08T23:59:59.999Z") })
      .where(eq(children.id, child.id));
    const saved: api.SaveGameResponse[] = [];
    for (let i = 0; i < 5; i++) {
      t.clock.advance(3_600_000);
      saved.push(await play(as, buildGame(child.id, { mode: i === 2 ? "times_table_tower" : "timed" })));
    }
    await play(as, buildGame(sibling.id));
    const ids = saved.map((s) => s.session.id).reverse();

    const history = (query?: QueryOf<typeof api.listChildSessions>) =>
      callAs(t, as, api.listChildSessions, { params: { childId: child.id }, ...(query && { query }) });
    const page = async (query?: QueryOf<typeof api.listChildSessions>) => {
      const res = await history(query);
      expect(res.status).toBe(200);
      return res.ok();
    };
    const first = await page({ limit: 2 });
    expect(first.sessions.map((s) => s.id)).toEqual(ids.slice(0, 2));
    expect(first.next_before).toBe(first.sessions[1]?.created_at);
    const second = await page({ limit: 2, before: first.next_before ?? "" });
    expect(second.sessions.map((s) => s.id)).toEqual(ids.slice(2, 4));
    const third = await page({ limit: 2, before: second.next_before ?? "" });
    expect(third.sessions.map((s) => s.id)).toEqual(ids.slice(4));
    expect(third.next_before).toBeNull();

    const towers = await page({ mode: "times_table_tower" });
    expect(towers.sessions.map((s) => s.id)).toEqual([saved[2]?.session.id]);
    expect((await page()).sessions).toHaveLength(5);
    expect((await history({ limit: 101 })).status).toBe(400);
  });
});
