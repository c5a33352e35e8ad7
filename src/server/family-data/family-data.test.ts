import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as accountsApi from "../../shared/api/accounts";
import * as childrenApi from "../../shared/api/children";
import * as familyApi from "../../shared/api/family-data";
import { deleteAvatar, generateAvatar, saveMyAvatar } from "../../shared/api/avatars";
import { saveGame } from "../../shared/api/play";
import { requestFeedback } from "../../shared/api/analytics";
import { sendMission } from "../../shared/api/missions";
import { sendSupportMessage, submitSupportRequest } from "../../shared/api/support";
import { submitTestimonial } from "../../shared/api/testimonials";
import { messages, productMessages } from "../../shared/messages";
import { buildFamily, buildGame, payForPremium, signInParent, type TestFamily } from "../../../tests/factories";
import { callAs } from "../../../tests/support/call-as";
import { findText } from "../../../tests/support/find-text";
import { solveCaptcha } from "../../../tests/support/solve-captcha";
import {
  createTestApp,
  createTestAppOnOwnDatabase,
  TEST_ORIGIN,
  TestClock,
  type TestApp,
} from "../../../tests/support/test-app";
import { verifyEmailOf } from "../../../tests/support/verify-email";
import { startSmtp } from "../../../tests/support/smtp";
import { freePort } from "../../../scripts/free-port";
import { subscriptions } from "../db/schema/billing";
import { emailOutbox } from "../db/schema/email";
import { supportRequests } from "../db/schema/support";
import { parents } from "../db/schema/users";
import { sessions } from "../db/schema/play";
import { presentStoredGame } from "../play/present-game";
import { allTables, familyFootprint, tableName } from "./family-footprint";
import { REMOVED_ADDRESS } from "./forget-address";
import { EXPORTS_AT_ONCE, exportFamilyData } from "./export-family-data";
import type { ParentActor } from "../auth/actor";
import { quotesAddress } from "../../shared/account/email-address";
import { reportWeekAt } from "../../shared/engagement/report-week";
import { sendWeeklyReport } from "../reports/send-weekly-reports";

// The file's own database (every app below uses it): a test counts every table's rows before and after a deletion.
let t: TestApp;
beforeAll(async () => {
  t = await createTestAppOnOwnDatabase();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const db = () => t.deps.database.db;
const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

/** A family with something in as many tables as today's features can fill. */
async function busyFamily(): Promise<TestFamily & { gameIds: string[]; avatarKey: string }> {
  const family = await buildFamily(t);
  const { parent, child, sibling } = family;
  const gameIds = [
    (await callAs(t, child.caller, saveGame, { body: buildGame(child.id) })).ok().session.id,
    (await callAs(t, sibling.caller, saveGame, { body: buildGame(sibling.id, { mode: "get_to_100" }) })).ok().session
      .id,
    (await callAs(t, parent.caller, saveGame, { body: buildGame(null) })).ok().session.id,
  ];
  await signInParent(t, parent); // a second browser
  await callAs(t, {}, accountsApi.forgotPassword, { body: { email: parent.email } }); // an email and a reset token
  await callAs(t, {}, accountsApi.login, { body: { email: parent.email, password: "not-the-password" } }); // a throttle row
  await callAs(t, parent.caller, submitSupportRequest, {
    body: { email: parent.email, issue_description: "How do I change Ava's level?" },
  });
  await callAs(t, parent.caller, submitTestimonial, { body: { comment: "Ava loves the tower", rating: 5 } });
  // An avatar Ava made (its picture a stored file of the family's), worn by her, and one her parent made and deleted.
  const avatar = (
    await callAs(t, child.caller, generateAvatar, {
      params: { childId: child.id },
      body: { character_type: "dragon", hair_color: "green", accessories: ["crown"], color_theme: "orange" },
    })
  ).ok().avatar;
  await callAs(t, child.caller, saveMyAvatar, { body: { avatar: { type: "generated", url: avatar.image_url } } });
  const deleted = (
    await callAs(t, parent.caller, generateAvatar, {
      params: { childId: sibling.id },
      body: { character_type: "robot", hair_color: null, accessories: [], color_theme: "blue" },
    })
  ).ok().avatar;
  await callAs(t, parent.caller, deleteAvatar, { params: { childId: sibling.id, avatarId: deleted.id } });
  // Last week's report, and its email.
  await sendWeeklyReport(t.deps, parent.session.parentData.id, reportWeekAt(t.clock.now()));
  return { ...family, gameIds, avatarKey: avatar.image_url.replace("/files/", "") };
}

const seedsOf = (family: TestFamily) => [family.parent.email, family.parent.session.user.id];

async function countEveryTable(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of allTables()) counts[tableName(table)] = (await db().select().from(table)).length;
  return counts;
}

const sizes = (found: Record<string, unknown[]>) =>
  Object.fromEntries(Object.entries(found).map(([table, rows]) => [table, rows.length]));

async function subscribe(family: TestFamily, values: { status: string; cancelAtPeriodEnd: boolean; end: Date }) {
  await db()
    .insert(subscriptions)
    .values({
      parentId: family.parent.session.parentData.id,
      subscriptionId: `sub_${family.parent.session.parentData.id}_${values.end.getTime()}`,
      subscriptionStatus: values.status,
      cancelAtPeriodEnd: values.cancelAtPeriodEnd,
      currentPeriodStart: new Date(values.end.getTime() - 30 * DAY),
      currentPeriodEnd: values.end,
    });
}

const deleteAs = (family: TestFamily, confirmation = "delete") =>
  callAs(t, family.parent.caller, familyApi.deleteAccount, { body: { confirmation } });

describe("POST /api/account/deactivate", () => {
  it("removes every row the family owns in every table, ends every session, and touches no other family", async () => {
    const family = await busyFamily();
    const other = await busyFamily();
    const secondBrowser = await signInParent(t, family.parent);
    await subscribe(family, {
      status: "canceled",
      cancelAtPeriodEnd: false,
      end: new Date(t.clock.now().getTime() - DAY),
    });

    const mine = await familyFootprint(db(), seedsOf(family));
    const theirs = sizes(await familyFootprint(db(), seedsOf(other)));
    // The family really is spread over the tables its features write to.
    expect(Object.keys(mine)).toEqual(
      expect.arrayContaining([
        "users",
        "parents",
        "children",
        "child_sessions",
        "auth_sessions",
        "password_reset_tokens",
        "trusted_devices",
        "login_attempts",
        "sessions",
        "questions",
        "email_outbox",
        "weekly_reports",
        "support_requests",
        "testimonials",
        "subscriptions",
        "files",
        "generated_avatars",
        "avatar_generations",
      ]),
    );
    const before = await countEveryTable();

    const res = await deleteAs(family, "  DeLeTe ");
    expect(res.status).toBe(200);
    expect(res.raw.cookies.find((c) => c.name === "ms_session")?.value ?? "").toBe("");

    const after = await countEveryTable();
    const left = await familyFootprint(db(), seedsOf(family));
    // Nothing is left: the farewell went to the log of the local outbox, and no row of it is kept.
    expect(sizes(left)).toEqual({});
    // Every table lost exactly the family's rows.
    for (const [table, count] of Object.entries(before)) {
      expect(after[table], table).toBe(count - (mine[table]?.length ?? 0));
    }
    // The other family is whole.
    expect(sizes(await familyFootprint(db(), seedsOf(other)))).toEqual(theirs);
    // The family's stored files are gone from storage too; the other family's stay.
    expect(await t.deps.storage.get(family.avatarKey)).toBeUndefined();
    expect(await t.deps.storage.get(other.avatarKey)).toBeDefined();

    // Every session is over: both browsers, the children's tablets, and the password is gone.
    for (const caller of [family.parent.caller, secondBrowser]) {
      expect((await callAs(t, caller, accountsApi.getSession)).ok().session).toBeNull();
      expect((await callAs(t, caller, childrenApi.listChildren)).status).toBe(401);
    }
    expect((await callAs(t, family.child.caller, childrenApi.childMe)).status).toBe(401);
    const login = await callAs(t, {}, accountsApi.login, {
      body: { email: family.parent.email, password: family.parent.password },
    });
    expect(login.error().message).toBe(messages.invalidEmailOrPassword);
  });

  it("is refused while a subscription is active, and keeps everything", async () => {
    const family = await buildFamily(t, { children: 1 });
    await subscribe(family, {
      status: "active",
      cancelAtPeriodEnd: false,
      end: new Date(t.clock.now().getTime() + 20 * DAY),
    });
    const before = sizes(await familyFootprint(db(), seedsOf(family)));

    const status = (await callAs(t, family.parent.caller, familyApi.accountDeletionStatus)).ok();
    expect(status.blocked).toEqual({
      reason: "subscription_active",
      until: null,
      message: productMessages.deletionBlockedActive,
    });
    const res = await deleteAs(family);
    expect(res.status).toBe(409);
    expect(res.error()).toMatchObject({
      code: "account_deletion_blocked",
      message: productMessages.deletionBlockedActive,
    });
    expect(sizes(await familyFootprint(db(), seedsOf(family)))).toEqual(before);
  });

  it("is refused while a cancellation waits for the period's end, naming the date, and allowed once it has passed", async () => {
    const family = await buildFamily(t, { children: 1 });
    const end = new Date(t.clock.now().getTime() + 10 * DAY);
    await subscribe(family, { status: "active", cancelAtPeriodEnd: true, end });
    const message = productMessages.deletionBlockedEnding.replace("{date}", "11 June 2026");

    expect((await callAs(t, family.parent.caller, familyApi.accountDeletionStatus)).ok().blocked).toEqual({
      reason: "subscription_ending",
      until: end.toISOString(),
      message,
    });
    expect((await deleteAs(family)).error().message).toBe(message);

    t.clock.advance(10 * DAY + 1);
    try {
      expect((await callAs(t, family.parent.caller, familyApi.accountDeletionStatus)).ok().blocked).toBeNull();
      expect((await deleteAs(family)).status).toBe(200);
      expect(sizes(await familyFootprint(db(), seedsOf(family)))).toEqual({});
    } finally {
      t.clock.set("2026-06-01T09:00:00.000Z");
    }
  });

  it("needs the word delete, and a parent's session with the spec's message", async () => {
    const family = await buildFamily(t, { children: 1 });
    const wrong = await deleteAs(family, "remove");
    expect(wrong.status).toBe(400);
    expect(wrong.error().fields).toEqual({ confirmation: productMessages.typeDeleteToConfirm });

    const signedOut = await callAs(t, {}, familyApi.deleteAccount, { body: { confirmation: "delete" } });
    expect(signedOut.status).toBe(401);
    expect(signedOut.error().message).toBe(messages.mustBeLoggedInToDeactivate);
    // A child's tablet cannot delete the family.
    expect(
      (await callAs(t, family.child.caller, familyApi.deleteAccount, { body: { confirmation: "delete" } })).status,
    ).toBe(401);
    expect((await callAs(t, family.parent.caller, childrenApi.listChildren)).ok().children).toHaveLength(1);
  });
});

/** A first name no other row of the database can hold by chance. */
const rareName = () => `Q${Array.from({ length: 9 }, () => "bcdfghjklmnpqrstvwxz"[randomInt(20)]).join("")}`;

/**
 * A family whose children have names of their own, who wrote to support both
 * ways, set a mission, asked for AI feedback and made avatars: the words it
 * leaves are the address, the names and the messages, in `words`.
 */
async function talkativeFamily(app: TestApp) {
  const names = [rareName(), rareName()] as const;
  const family = await buildFamily(app, { children: names.map((name) => ({ name })) });
  const { parent, child, sibling } = family;
  const words = [parent.email, ...names, `Worried about ${names[0]}`, `${names[1]} cried`];
  // Premium by a date, as a referral gives it: no subscription stands in the way of deleting.
  await app.deps.database.db
    .update(parents)
    .set({ premiumUntil: new Date(app.clock.now().getTime() + 7 * DAY) })
    .where(eq(parents.id, parent.session.parentData.id));
  for (const kid of [child, sibling]) {
    (await callAs(app, kid.caller, saveGame, { body: buildGame(kid.id) })).ok();
    (await callAs(app, parent.caller, requestFeedback, { params: { childId: kid.id } })).ok();
  }
  (
    await callAs(app, parent.caller, sendMission, {
      params: { childId: child.id },
      body: { game_mode_target: "timed", reward_type: "custom_text", reward_text: `A treat for ${names[0]}` },
    })
  ).ok();
  await callAs(app, parent.caller, submitSupportRequest, {
    body: { email: parent.email, issue_description: `Worried about ${names[0]}: the tower will not open.` },
  });
  // The Help Center, signed out, from the family's address.
  // The Help Center's captcha carries a real expiry time: sent through a server whose clock is the real now.
  const helpCentre = await createTestApp({ database: t.deps.database, clock: new TestClock(new Date()) });
  try {
    (
      await callAs(helpCentre, {}, sendSupportMessage, {
        body: { name: "Sam", email: parent.email, message: `${names[1]} cried`, token: await solveCaptcha(helpCentre) },
      })
    ).ok();
  } finally {
    await helpCentre.close();
  }
  await callAs(app, parent.caller, submitTestimonial, { body: { comment: `${names[0]} loves it`, rating: 5 } });
  await callAs(app, {}, accountsApi.forgotPassword, { body: { email: parent.email } });
  await callAs(app, {}, accountsApi.login, { body: { email: parent.email, password: "not-the-password" } });
  (
    await callAs(app, child.caller, generateAvatar, {
      params: { childId: child.id },
      body: { character_type: "dragon", hair_color: "green", accessories: ["crown"], color_theme: "orange" },
    })
  ).ok();
  return { family, words };
}

describe("what deleting an account leaves", () => {
  it("no text in any column of any table holds the family's address, a child's name or their messages", async () => {
    const { family, words } = await talkativeFamily(t);
    const other = await talkativeFamily(t);
    // They are there to be found: in the family's rows and in the support team's copies.
    expect((await findText(db(), words)).length).toBeGreaterThan(words.length);
    // The feedback the family asked for is counted, and shown in its export.
    const exported = (await callAs(t, family.parent.caller, familyApi.exportFamilyData)).ok();
    expect(exported.ai_feedback_requests).toHaveLength(2);

    expect((await deleteAs(family)).status).toBe(200);

    expect(await findText(db(), words)).toEqual([]);
    // The other family keeps every one of its words.
    const theirs = await findText(db(), other.words);
    for (const word of other.words)
      expect(
        theirs.some((hit) => hit.endsWith(`: ${word}`)),
        word,
      ).toBe(true);
  });

  it("keeps only the farewell's address until the mail server takes it, then nothing", async () => {
    const port = await freePort();
    // The mail server is away when the account is deleted.
    const app = await createTestApp({ database: t.deps.database, config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
    try {
      const { family, words } = await talkativeFamily(app);
      const res = await callAs(app, family.parent.caller, familyApi.deleteAccount, {
        body: { confirmation: "delete" },
      });
      expect(res.status).toBe(200);
      expect(await findText(db(), words)).toEqual(["public.email_outbox.to_address: " + family.parent.email]);
      const [farewell] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, family.parent.email));
      expect(farewell).toMatchObject({ subject: "Your Maths Sprint account has been deleted", status: "pending" });

      const smtp = await startSmtp({ port });
      try {
        app.clock.advance(60 * 60_000);
        await app.deps.mailer.deliverPending();
        const delivered = smtp.messages.filter((m) => m.to.includes(family.parent.email));
        expect(delivered.map((m) => m.parsed.subject)).toEqual(["Your Maths Sprint account has been deleted"]);
        expect(delivered[0]?.parsed.text).not.toContain(words[1]);
        expect(delivered[0]?.parsed.html || "").not.toContain(words[1]);
        expect(await findText(db(), words)).toEqual([]);
      } finally {
        await smtp.close();
      }
    } finally {
      await app.close();
    }
  });
});

describe("GET /api/account/export", () => {
  it("holds everything stored about the family, without a hash, a PIN or a token", async () => {
    const family = await busyFamily();
    const other = await buildFamily(t, { children: 1 });
    await callAs(t, other.child.caller, saveGame, { body: buildGame(other.child.id) });

    const res = await callAs(t, family.parent.caller, familyApi.exportFamilyData);
    expect(res.status).toBe(200);
    expect(res.raw.headers["cache-control"]).toBe("no-store");
    const data = res.ok();
    expect(data.parent.email).toBe(family.parent.email);
    // Both were added at the same instant of the test clock, so their order is not defined.
    expect(data.children.map((c) => c.name).sort()).toEqual(["Ava", "Leo"]);
    expect(data.parent.weekly_report).toBe(true);
    expect(data.weekly_reports).toEqual([expect.objectContaining({ week_start: "2026-05-25" })]);
    expect(data.emails.every((m) => !("headers" in m))).toBe(true);
    expect(data.games.map((g) => g.id).sort()).toEqual([...family.gameIds].sort());
    for (const game of data.games) expect(game.questions.length).toBeGreaterThan(0);
    expect(data.support_requests).toEqual([
      expect.objectContaining({ issue_description: "How do I change Ava's level?", status: "open" }),
    ]);
    expect(data.testimonials).toEqual([
      expect.objectContaining({ comment: "Ava loves the tower", rating: 5, is_public: false }),
    ]);
    expect(data.sign_in_sessions.length).toBeGreaterThanOrEqual(2);
    expect(data.files).toEqual([
      expect.objectContaining({ storage_key: family.avatarKey, content_type: "image/svg+xml" }),
    ]);
    expect(data.avatars).toEqual([
      expect.objectContaining({
        child_id: family.child.id,
        character_type: "dragon",
        hair_color: "green",
        accessories: ["crown"],
        color_theme: "orange",
        image_url: `/files/${family.avatarKey}`,
      }),
    ]);
    // Both generations are kept (the monthly allowance counts deleted avatars too).
    expect(data.avatar_generations.map((g) => g.child_id).sort()).toEqual([family.child.id, family.sibling.id].sort());
    expect(data.children.find((c) => c.id === family.child.id)?.avatar).toEqual({
      type: "generated",
      url: `/files/${family.avatarKey}`,
    });
    expect(data.emails.length).toBeGreaterThan(0);

    const text = res.raw.body;
    // A PIN's four digits may well appear inside an id or a time: only a PIN on its own would be one given away.
    for (const pin of [family.child.pin, family.sibling.pin])
      expect(text).not.toMatch(new RegExp(`(?<![\\w-])${pin}(?![\\w-])`));
    for (const secret of [family.parent.password, "token_hash", "pin_hmac", "password_hash"])
      expect(text).not.toContain(secret);
    // Nothing of the other family.
    expect(text).not.toContain(other.parent.email);
    expect(text).not.toContain(other.child.id);
  });

  it("is the schema's document, each game as the game's own answer shows it, and the same gzip-compressed", async () => {
    const family = await busyFamily();
    // Games whose questions fill every field: a light for each answer, missing pieces and operators.
    for (const mode of ["traffic_light", "missing_piece"] as const)
      family.gameIds.push(
        (
          await callAs(t, family.child.caller, saveGame, {
            body: buildGame(family.child.id, { mode, duration_seconds: 60 }),
          })
        ).ok().session.id,
      );
    // A time with microseconds, as PostgreSQL may keep one: shown to the millisecond, as everywhere else.
    await db().execute(
      sql`update sessions set created_at = created_at + interval '0.000789 seconds' where id = ${family.gameIds[0]}`,
    );
    const res = await callAs(t, family.parent.caller, familyApi.exportFamilyData);
    const data = familyApi.familyExportSchema.parse(JSON.parse(res.raw.body));
    const stored = await db().select().from(sessions).where(inArray(sessions.id, family.gameIds));
    const shown = await Promise.all(
      stored.map(async (row) => {
        const { session, questions } = await presentStoredGame(db(), row);
        return { ...session, questions };
      }),
    );
    // Each question's row, read by the field names the document gives, is the question as the game shows it.
    const read = data.games.map((game) => ({
      ...game,
      questions: game.questions.map((values) =>
        Object.fromEntries(data.question_fields.map((field, i) => [field, values[i]])),
      ),
    }));
    expect(read.sort(byId)).toEqual(shown.sort(byId));
    const asked = shown.flatMap((g) => g.questions);
    for (const field of ["response_time_ms", "traffic_light", "missing_type", "operator_answer"] as const)
      expect(
        asked.some((q) => q[field] !== null),
        field,
      ).toBe(true);

    const zipped = await t.app.inject({
      method: "GET",
      url: familyApi.exportFamilyData.path,
      headers: { cookie: family.parent.caller.cookie, origin: TEST_ORIGIN, "accept-encoding": "gzip, deflate, br" },
    });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    const unzipped = JSON.parse(gunzipSync(zipped.rawPayload).toString("utf8")) as typeof data;
    expect({ ...unzipped, exported_at: null }).toEqual({ ...data, exported_at: null });
  });

  it("holds every game of a long history once, in the order played, across the batches it is read in", async () => {
    const family = await buildFamily(t, { children: 1 });
    // 2,500 games, ten to each instant: batches of a thousand end between games of the same time.
    await db().execute(sql`
      insert into sessions (client_id, child_id, user_id, score, max_score, duration, difficulty_level, mode, created_at)
      select 'long-' || i, ${family.child.id}::uuid, ${family.parent.session.parentData.user_id}::uuid, 5, 10, 60, 'beginner', 'timed',
        timestamptz '2026-01-01T00:00:00Z' + make_interval(secs => i / 10)
      from generate_series(1, 2500) as i`);
    const data = familyApi.familyExportSchema.parse(
      JSON.parse((await callAs(t, family.parent.caller, familyApi.exportFamilyData)).raw.body),
    );
    expect(data.games).toHaveLength(2500);
    expect(new Set(data.games.map((g) => g.id)).size).toBe(2500);
    const times = data.games.map((g) => g.created_at);
    expect(times).toEqual([...times].sort());
  });

  it("says Premium as the parent's session does: for a subscribed family, a referred one and a free one", async () => {
    const subscribed = await buildFamily(t, { children: 0 });
    await payForPremium(t, subscribed.parent);
    const referrer = await buildFamily(t, { children: 0 });
    const referred = await buildFamily(t, {
      parent: { ref: referrer.parent.session.parentData.referral_code ?? "" },
      children: 1,
    });
    await verifyEmailOf(t, referred.parent.email);
    await callAs(t, referred.child.caller, saveGame, { body: buildGame(referred.child.id) });
    const free = await buildFamily(t, { children: 0 });
    for (const [family, premium] of [
      [subscribed, true],
      [referred, true],
      [free, false],
    ] as const) {
      const session = (await callAs(t, family.parent.caller, accountsApi.getSession)).ok().session?.parentData;
      const exported = (await callAs(t, family.parent.caller, familyApi.exportFamilyData)).ok().parent;
      expect(session?.premium).toBe(premium);
      expect(exported.premium).toBe(premium);
      expect(exported.premium_until).toBe(session?.premium_until);
    }
  });

  it("is the parent's alone: children and signed-out callers are refused", async () => {
    const family = await buildFamily(t, { children: 1 });
    expect((await callAs(t, family.child.caller, familyApi.exportFamilyData)).status).toBe(401);
    expect((await callAs(t, {}, familyApi.exportFamilyData)).status).toBe(401);
  });
});

describe("exports at once", () => {
  it("reads at most EXPORTS_AT_ONCE at a time on a server, asks the next to come back (503, Retry-After), and takes it once one has gone", async () => {
    const families = await Promise.all(
      Array.from({ length: EXPORTS_AT_ONCE + 2 }, () => buildFamily(t, { children: 1 })),
    );
    const actorOf = ({ parent }: TestFamily): ParentActor => ({
      kind: "parent",
      sessionId: "a browser",
      userId: parent.session.parentData.user_id,
      email: parent.email,
      parentId: parent.session.parentData.id,
      isAdmin: false,
    });
    // Asked together, none of them downloaded yet: each holds its place until its client has it all or leaves.
    const asked = await Promise.allSettled(
      families.map((family) => exportFamilyData(t.deps, actorOf(family), family.parent.session.parentData.id)),
    );
    const held = asked.flatMap((a) => (a.status === "fulfilled" ? [a.value] : []));
    const refused = asked.flatMap((a) => (a.status === "rejected" ? [a.reason as unknown] : []));
    expect(held).toHaveLength(EXPORTS_AT_ONCE);
    expect(refused).toHaveLength(2);
    for (const error of refused) expect(error).toMatchObject({ status: 503, code: "service_busy" });
    // Over HTTP, the same: the busy message, and when to ask again.
    const late = families.at(-1);
    if (!late) throw new Error("no family");
    const busy = await callAs(t, late.parent.caller, familyApi.exportFamilyData);
    expect(busy.status).toBe(503);
    expect(busy.error().message).toBe(productMessages.serviceBusy);
    expect(Number(busy.raw.headers["retry-after"])).toBeGreaterThan(0);
    // One client reads its export to the end, another leaves part way: both places come back.
    const [read, left] = held;
    if (!read || !left) throw new Error("no export");
    expect(JSON.parse(Buffer.concat(await read.body.toArray()).toString("utf8"))).toMatchObject({ children: [{}] });
    left.body.destroy();
    await vi.waitFor(async () => {
      const again = await Promise.all([
        callAs(t, late.parent.caller, familyApi.exportFamilyData),
        callAs(t, late.parent.caller, familyApi.exportFamilyData),
      ]);
      expect(again.map((a) => a.status)).toEqual([200, 200]);
    });
    for (const answer of held.slice(2)) answer.body.destroy();
  });
});

describe("POST /api/account/support-requests", () => {
  it("stores an open request under the parent's login and emails the support team", async () => {
    const family = await buildFamily(t, { children: 1 });
    const res = await callAs(t, family.parent.caller, submitSupportRequest, {
      body: { email: family.parent.email, issue_description: "  The tower will not open.  " },
    });
    expect(res.status).toBe(201);
    const rows = await db()
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.userId, family.parent.session.user.id));
    expect(rows).toEqual([
      expect.objectContaining({
        email: family.parent.email,
        issueDescription: "The tower will not open.",
        status: "open",
      }),
    ]);
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, t.deps.config.supportEmail));
    expect(mails.some((m) => m.textBody.includes(rows[0]?.id ?? "?"))).toBe(true);
  });

  it("is always from the signed-in parent's own address: another family's address is not used", async () => {
    const sender = await buildFamily(t, { children: 0 });
    const victim = await buildFamily(t, { children: 0 });
    const res = await callAs(t, sender.parent.caller, submitSupportRequest, {
      body: { email: victim.parent.email, issue_description: "Please delete my children's scores." },
    });
    expect(res.status).toBe(201);
    const stored = await db()
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.issueDescription, "Please delete my children's scores."));
    expect(stored).toEqual([
      expect.objectContaining({ userId: sender.parent.session.user.id, email: sender.parent.email }),
    ]);
    // The support team sees who really wrote.
    const [mail] = (
      await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, t.deps.config.supportEmail))
    ).filter((m) => m.textBody.includes(stored[0]?.id ?? "?"));
    expect(mail?.subject).toBe(`Support request from ${sender.parent.email}`);
    expect(mail?.textBody).not.toContain(victim.parent.email);
    // It is not in the other family's export, and their deletion leaves it alone.
    expect((await callAs(t, victim.parent.caller, familyApi.exportFamilyData)).ok().support_requests).toEqual([]);
    expect((await deleteAs(victim)).status).toBe(200);
    expect(
      await db()
        .select()
        .from(supportRequests)
        .where(eq(supportRequests.id, stored[0]?.id ?? "")),
    ).toHaveLength(1);
  });

  it("needs a description and a valid email, with the spec's messages", async () => {
    const family = await buildFamily(t, { children: 1 });
    const empty = await callAs(t, family.parent.caller, submitSupportRequest, {
      body: { email: family.parent.email, issue_description: "   " },
    });
    expect(empty.error().fields).toEqual({ issue_description: messages.describeIssue });
    const bad = await callAs(t, family.parent.caller, submitSupportRequest, {
      body: { email: "not-an-email", issue_description: "Help" },
    });
    expect(bad.error().fields).toEqual({ email: messages.invalidEmail });
    expect(
      (await callAs(t, {}, submitSupportRequest, { body: { email: "a@b.co", issue_description: "x" } })).status,
    ).toBe(401);
  });
});

describe("deleting an account whose address is inside others'", () => {
  /** Every row of every table, as JSON, by table: what "byte for byte unchanged" is checked against. */
  async function everyRow(): Promise<Map<string, Set<string>>> {
    const rows = new Map<string, Set<string>>();
    for (const table of allTables())
      rows.set(tableName(table), new Set((await db().select().from(table)).map((row) => JSON.stringify(row))));
    return rows;
  }

  /** A family at `email` that wrote to support both ways, asked for a reset and is locked out of sign-in. */
  async function familyAt(email: string, helpCentre: TestApp, message = "The tower will not open.") {
    const family = await buildFamily(t, { parent: { email } });
    (
      await callAs(t, family.parent.caller, submitSupportRequest, {
        body: { email, issue_description: `From the account page: ${message}` },
      })
    ).ok();
    (
      await callAs(helpCentre, {}, sendSupportMessage, {
        body: { name: "Sam", email, message, token: await solveCaptcha(helpCentre) },
      })
    ).ok();
    await callAs(t, {}, accountsApi.forgotPassword, { body: { email } });
    for (let i = 0; i < 10; i++)
      await callAs(t, {}, accountsApi.login, { body: { email, password: "not-the-password" } });
    const locked = await callAs(t, {}, accountsApi.login, { body: { email, password: family.parent.password } });
    expect(locked.status).toBe(429);
    return family;
  }

  it("removes only the family's own rows: the others' requests, emails and sign-in locks stay byte for byte", async () => {
    const n = randomInt(1e9);
    const [deleted, ...others] = [`a@x${n}.co`, `ba@x${n}.com`, `a@x${n}.com.au`, `a@x${n}.com`];
    if (!deleted) throw new Error("no address to delete");
    const helpCentre = await createTestApp({ database: t.deps.database, clock: new TestClock(new Date()) });
    try {
      const family = await familyAt(deleted, helpCentre);
      for (const other of others) await familyAt(other, helpCentre);
      // A fifth family quotes the deleted address (and one of the others) in its own message.
      const quoting = await familyAt(`quoting@y${n}.org`, helpCentre, `My friend ${deleted} and ${others[0]} say hi.`);

      const before = await everyRow();
      expect((await deleteAs(family)).status).toBe(200);
      const after = await everyRow();

      const otherWords = [...others, quoting.parent.email];
      const quotesAnother = (row: string) => otherWords.some((address) => quotesAddress(row, address));
      const quotesDeleted = (row: string) => quotesAddress(row, deleted);
      for (const [table, rows] of before) {
        const kept = after.get(table) ?? new Set();
        for (const row of rows) {
          // Every row of the other families is still there, unchanged...
          if (quotesAnother(row) && !quotesDeleted(row)) expect(kept.has(row), `${table}: ${row}`).toBe(true);
          // ...and nothing is left that quotes the deleted address.
        }
        for (const row of kept) expect(quotesDeleted(row), `${table}: ${row}`).toBe(false);
      }
      // The quoting family's request is kept, its words too, with the deleted address taken out.
      const [quoted] = await db()
        .select()
        .from(supportRequests)
        .where(eq(supportRequests.email, quoting.parent.email))
        .orderBy(supportRequests.createdAt)
        .limit(1)
        .offset(1);
      expect(quoted?.issueDescription).toBe(`My friend ${REMOVED_ADDRESS} and ${others[0]} say hi.`);
      // The others are still locked out of sign-in: deleting an account lifts no other address's lock.
      for (const address of others) {
        const res = await callAs(t, {}, accountsApi.login, { body: { email: address, password: "not-the-password" } });
        expect(res.status, address).toBe(429);
      }
    } finally {
      await helpCentre.close();
    }
  });
  it("finds the address in others' requests and emails by the addresses kept with them, and by text in those written before", async () => {
    const n = randomInt(1e9);
    const deleted = `gone@x${n}.co`;
    const family = await buildFamily(t, { parent: { email: deleted } });
    const quoting = await buildFamily(t, { parent: { email: `quoting@y${n}.org` } });
    for (const i of [1, 2])
      (
        await callAs(t, quoting.parent.caller, submitSupportRequest, {
          body: { email: quoting.parent.email, issue_description: `Message ${i}: my friend ${deleted} says hi.` },
        })
      ).ok();
    const quotingEmails = () =>
      db()
        .select()
        .from(emailOutbox)
        .where(
          sql`${emailOutbox.textBody} like ${`%${n}.org%`} or ${emailOutbox.textBody} like ${`%Message _: my friend%`}`,
        );
    const written = (await quotingEmails()).filter((e) => e.textBody.includes(String(n)));
    // Each email written now keeps the addresses it quotes.
    expect(written.length).toBeGreaterThanOrEqual(2);
    for (const email of written.filter((e) => e.textBody.includes(deleted)))
      expect(email.quotedAddresses).toContain(deleted);
    // One of them as the release before wrote it: no addresses kept.
    const [older] = written.filter((e) => e.textBody.includes(`Message 1: my friend ${deleted}`));
    if (!older) throw new Error("no email quoting the address");
    await db().update(emailOutbox).set({ quotedAddresses: null }).where(eq(emailOutbox.id, older.id));
    // The same for the requests: each keeps the addresses it quotes, and one is as the release before wrote it.
    const requests = await db().select().from(supportRequests).where(eq(supportRequests.email, quoting.parent.email));
    expect(requests).toHaveLength(2);
    for (const request of requests) expect(request.quotedAddresses).toEqual([deleted]);
    await db()
      .update(supportRequests)
      .set({ quotedAddresses: null })
      .where(eq(supportRequests.id, requests[0]?.id ?? ""));

    expect((await deleteAs(family)).status).toBe(200);
    const after = await db()
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.id,
          written.map((e) => e.id),
        ),
      );
    expect(after).toHaveLength(written.length);
    for (const email of after) {
      expect([email.subject, email.textBody, email.htmlBody ?? ""].some((text) => quotesAddress(text, deleted))).toBe(
        false,
      );
      expect(email.quotedAddresses ?? []).not.toContain(deleted);
    }
    expect(
      after.filter((e) => e.textBody.includes(`my friend ${REMOVED_ADDRESS} says hi`)).length,
    ).toBeGreaterThanOrEqual(2);
    const redactedRequests = await db()
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.email, quoting.parent.email));
    expect(redactedRequests.map((r) => r.issueDescription).sort()).toEqual([
      `Message 1: my friend ${REMOVED_ADDRESS} says hi.`,
      `Message 2: my friend ${REMOVED_ADDRESS} says hi.`,
    ]);
    for (const request of redactedRequests) expect(request.quotedAddresses ?? []).toEqual([]);
  });

  it("finds the address in an email and a request that a release from before the addresses were kept writes during a rolling release", async () => {
    const n = randomInt(1e9);
    const deleted = `rolled@x${n}.co`;
    const family = await buildFamily(t, { parent: { email: deleted } });
    // The older release's statements name only the columns it knows.
    await db().execute(
      sql`insert into email_outbox (to_address, subject, text_body, status) values (${`other@y${n}.org`}, 'Hello', ${`Write to ${deleted} ${n}.`}, 'sent')`,
    );
    await db().execute(
      sql`insert into support_requests (email, issue_description) values (${`other@y${n}.org`}, ${`Ask ${deleted} ${n}.`})`,
    );
    expect((await deleteAs(family)).status).toBe(200);
    const [email] = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, `other@y${n}.org`));
    expect(email?.textBody).toBe(`Write to ${REMOVED_ADDRESS} ${n}.`);
    const [request] = await db()
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.email, `other@y${n}.org`));
    expect(request?.issueDescription).toBe(`Ask ${REMOVED_ADDRESS} ${n}.`);
  });

  it("takes a request's emails written without their link by the release before 0029, once migration 0034 has linked them", async () => {
    const n = randomInt(1e9);
    const family = await buildFamily(t, { parent: { email: `rolling@x${n}.co` } });
    (
      await callAs(t, family.parent.caller, submitSupportRequest, {
        body: { email: family.parent.email, issue_description: `Words of family ${n} only.` },
      })
    ).ok();
    // An instance of the release before wrote the team's copy and the receipt with no link to the request.
    const [request] = await db().select().from(supportRequests).where(eq(supportRequests.email, family.parent.email));
    if (!request) throw new Error("no request");
    const unlinked = await db()
      .update(emailOutbox)
      .set({ supportRequestId: null })
      .where(eq(emailOutbox.supportRequestId, request.id))
      .returning({ id: emailOutbox.id });
    expect(unlinked.length).toBeGreaterThan(0);

    // The contract migration links them a last time, by the request's id in their text; no other email.
    const others = await db().select({ id: emailOutbox.id, link: emailOutbox.supportRequestId }).from(emailOutbox);
    await db().execute(
      sql.raw(
        readFileSync(new URL("../db/migrations/0034_support_emails_linked_a_last_time.sql", import.meta.url), "utf8"),
      ),
    );
    const linked = await db().select({ id: emailOutbox.id, link: emailOutbox.supportRequestId }).from(emailOutbox);
    const unlinkedIds = new Set(unlinked.map((e) => e.id));
    for (const email of linked) {
      const before = others.find((e) => e.id === email.id);
      expect(email.link, email.id).toBe(unlinkedIds.has(email.id) ? request.id : before?.link);
    }

    expect((await deleteAs(family)).status).toBe(200);
    const left = await db().select({ text: emailOutbox.textBody }).from(emailOutbox);
    expect(left.filter((email) => email.text.includes(`Words of family ${n} only.`))).toEqual([]);
  });
});
