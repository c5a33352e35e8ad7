import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as api from "../../shared/api/children";
import type { Endpoint } from "../../shared/api/endpoint";
import { messages, productMessages } from "../../shared/messages";
import { addChild, buildFamily, signInChild, type TestParent } from "../../../tests/factories";
import { callAs, type Caller, type CallResult } from "../../../tests/support/call-as";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { children } from "../db/schema/children";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A parent with no children yet. */
const newParent = async () => (await buildFamily(t, { children: 0 })).parent;

const listOf = async (parent: TestParent) => {
  const res = await callAs(t, parent.caller, api.listChildren);
  expect(res.status).toBe(200);
  return res.ok().children;
};

const create = (as: Caller, body: Record<string, unknown>) => callAs(t, as, api.createChild, { body });
const update = (as: Caller, childId: string, body: Record<string, unknown>) =>
  callAs(t, as, api.updateChild, { params: { childId }, body });
const remove = (as: Caller, childId: string) => callAs(t, as, api.deleteChild, { params: { childId } });
const read = (as: Caller, childId: string) => callAs(t, as, api.getChild, { params: { childId } });

const storedChild = async (id: string) => {
  const [row] = await t.deps.database.db.select().from(children).where(eq(children.id, id));
  return row;
};

describe("listing children", () => {
  it("lists only the family's own children, oldest profile first", async () => {
    const parent = await newParent();
    await buildFamily(t, { children: [{ name: "Stranger", pin: "8142" }], signIn: false });
    const names = ["Zara", "Amir", "Milo"];
    const pins = ["3817", "5092", "7261"];
    const created: api.Child[] = [];
    for (const [i, name] of names.entries()) {
      t.clock.advance(1_000);
      created.push(await addChild(t, parent, { name, pin: pins[i] ?? "" }, { signIn: false }));
    }
    const list = await listOf(parent);
    expect(list.map((c) => c.name)).toEqual(["Zara", "Amir", "Milo"]);
    expect(list.map((c) => c.id)).toEqual(created.map((c) => c.id));
    const times = list.map((c) => Date.parse(c.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("lists nothing for a new family", async () => {
    const parent = await newParent();
    expect(await listOf(parent)).toEqual([]);
  });
});

describe("adding a child", () => {
  it("creates the profile at beginner, owned by the signed-in parent", async () => {
    const parent = await newParent();
    const res = await create(parent.caller, { name: "  Ava  ", pin: "4821" });
    expect(res.status).toBe(201);
    const child = res.ok();
    expect(child).toMatchObject({
      name: "Ava",
      difficulty_level: "beginner",
      parent_id: parent.session.parentData.id,
      parent_user_id: parent.session.user.id,
      parent_email: parent.email,
      avatar: null,
      created_at: t.clock.now().toISOString(),
      has_streak_shield: false,
      streak_shield_count: 0,
      times_table_tower_daily_wins: 0,
    });
    expect((await listOf(parent)).map((c) => c.id)).toEqual([child.id]);
  });

  it.each([
    [{ name: "", pin: "4821" }, "name", messages.enterName],
    [{ name: "    ", pin: "4821" }, "name", messages.enterName],
    [{ pin: "4821" }, "name", messages.enterName],
    [{ name: "Ava", pin: "12a4" }, "pin", messages.pinFourDigits],
    [{ name: "Ava", pin: "123" }, "pin", messages.pinFourDigits],
    [{ name: "Ava", pin: "12345" }, "pin", messages.pinFourDigits],
    [{ name: "Ava", pin: "" }, "pin", messages.pinFourDigits],
    [{ name: "Ava" }, "pin", messages.pinFourDigits],
  ])("refuses %j with the spec's message", async (payload, field, message) => {
    const parent = await newParent();
    const res = await create(parent.caller, payload);
    expect(res.status).toBe(400);
    const error = res.error();
    expect(error.message).toBe(message);
    expect(error.fields?.[field]).toBe(message);
    expect(await listOf(parent)).toEqual([]);
  });

  it.each(["1234", "0000", "2580", "9876", "1111", "1212", "1004", "2000", "6969"])(
    "refuses the guessable PIN %s",
    async (pin) => {
      const parent = await newParent();
      const res = await create(parent.caller, { name: "Ava", pin });
      expect(res.status).toBe(422);
      const error = res.error();
      expect(error.message).toBe(productMessages.guessablePin);
      expect(error.fields?.pin).toBe(productMessages.guessablePin);
      expect(await listOf(parent)).toEqual([]);
    },
  );

  it("refuses a PIN already used in the same family, but allows it in another family", async () => {
    const { parent } = await buildFamily(t, { children: [{ name: "Ava", pin: "4821" }], signIn: false });
    const clash = await create(parent.caller, { name: "Ben", pin: "4821" });
    expect(clash.status).toBe(409);
    expect(clash.error()).toMatchObject({
      code: "pin_in_use",
      message: productMessages.pinInUse,
      fields: { pin: productMessages.pinInUse },
    });
    expect((await listOf(parent)).map((c) => c.name)).toEqual(["Ava"]);

    const other = await newParent();
    const elsewhere = await create(other.caller, { name: "Cal", pin: "4821" });
    expect(elsewhere.status).toBe(201);
  });

  it("refuses the 6th child with the spec's message, and allows one again after a deletion", async () => {
    const { parent, children: five } = await buildFamily(t, {
      children: ["1357", "2468", "3579", "4680", "5791"].map((pin) => ({ pin })),
      signIn: false,
    });
    const sixth = await create(parent.caller, { name: "Six", pin: "6802" });
    expect(sixth.status).toBe(422);
    expect(sixth.error()).toEqual({
      code: "child_limit_reached",
      message: "Child limit reached. You can only add up to 5 children.",
    });
    expect(await listOf(parent)).toHaveLength(5);

    expect((await remove(parent.caller, five[0]?.id ?? "")).status).toBe(200);
    const again = await create(parent.caller, { name: "Six", pin: "6802" });
    expect(again.status).toBe(201);
  });

  it("leaves exactly 5 children after 20 concurrent Add Child requests", async () => {
    const parent = await newParent();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => create(parent.caller, { name: `Kid ${i}`, pin: String(4100 + i) })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 422)).toHaveLength(15);
    for (const res of results.filter((r) => r.status === 422)) {
      expect(res.error().message).toBe(messages.childLimitReached);
    }
    const rows = await t.deps.database.db
      .select({ id: children.id })
      .from(children)
      .where(eq(children.parentId, parent.session.parentData.id));
    expect(rows).toHaveLength(5);
    expect(await listOf(parent)).toHaveLength(5);
  });
});

describe("changing a child", () => {
  it("changes the name, PIN and difficulty", async () => {
    const { parent, child } = await buildFamily(t, { children: [{ name: "Ava", pin: "4821" }], signIn: false });
    const res = await update(parent.caller, child.id, { name: " Ada ", pin: "5174", difficulty_level: "expert" });
    expect(res.status).toBe(200);
    expect(res.ok()).toMatchObject({ id: child.id, name: "Ada", difficulty_level: "expert" });
    expect(await listOf(parent)).toEqual([res.ok()]);

    const login = (await signInChild(t, parent.email, "5174")).ok();
    expect(login.child_data).toMatchObject({ id: child.id, name: "Ada", difficulty_level: "expert" });
    const old = await signInChild(t, parent.email, "4821");
    expect(old.status).toBe(401);
  });

  it.each(["beginner", "intermediate", "expert"] as const)("sets difficulty %s alone", async (level) => {
    const { parent, child } = await buildFamily(t, { children: 1, signIn: false });
    const before = await storedChild(child.id);
    const res = await update(parent.caller, child.id, { difficulty_level: level });
    expect(res.status).toBe(200);
    expect(res.ok()).toMatchObject({ name: child.name, difficulty_level: level });
    expect(await storedChild(child.id)).toEqual({ ...before, difficultyLevel: level });
  });

  it.each([
    [{ name: "" }, messages.enterName],
    [{ pin: "12a4" }, messages.pinFourDigits],
    [{ pin: "123" }, messages.pinFourDigits],
    [{ difficulty_level: "impossible" }, undefined],
  ])("refuses the change %j and keeps the child as it was", async (payload, message) => {
    const { parent, child } = await buildFamily(t, { children: 1, signIn: false });
    const before = await storedChild(child.id);
    const res = await update(parent.caller, child.id, payload);
    expect(res.status).toBe(400);
    if (message) expect(res.error().message).toBe(message);
    expect(await storedChild(child.id)).toEqual(before);
  });

  it("sets access settings: those given change, the others stay, also when two changes race; the child's session sees them", async () => {
    const { parent, child } = await buildFamily(t, { children: [{ name: "Ava", pin: "4821" }], signIn: false });
    const off = {
      large_text: false,
      high_contrast: false,
      read_aloud: false,
      no_keypad: false,
      time_alert: false,
      next_button: false,
      reduce_motion: false,
    };
    expect((await read(parent.caller, child.id)).ok().access_settings).toEqual(off);
    await Promise.all([
      update(parent.caller, child.id, { access_settings: { large_text: true } }),
      update(parent.caller, child.id, { access_settings: { read_aloud: true } }),
    ]);
    const res = await update(parent.caller, child.id, { access_settings: { time_alert: true, large_text: false } });
    expect(res.ok().access_settings).toEqual({ ...off, read_aloud: true, time_alert: true });
    const login = (await signInChild(t, parent.email, "4821")).ok();
    expect(login.child_data.access_settings).toEqual({ ...off, read_aloud: true, time_alert: true });
  });

  it.each([{ access_settings: { loud: true } }, { access_settings: { large_text: "yes" } }, { access_settings: [] }])(
    "refuses the access settings %j and keeps the child as it was",
    async (payload) => {
      const { parent, child } = await buildFamily(t, { children: 1, signIn: false });
      const before = await storedChild(child.id);
      expect((await update(parent.caller, child.id, payload)).status).toBe(400);
      expect(await storedChild(child.id)).toEqual(before);
    },
  );

  it("refuses a guessable PIN or a sibling's PIN on change", async () => {
    const { parent, child: ava } = await buildFamily(t, {
      children: [
        { name: "Ava", pin: "4821" },
        { name: "Ben", pin: "7395" },
      ],
      signIn: false,
    });
    const before = await storedChild(ava.id);
    const guessable = await update(parent.caller, ava.id, { pin: "2580" });
    expect(guessable.status).toBe(422);
    expect(guessable.error().message).toBe(productMessages.guessablePin);
    const sibling = await update(parent.caller, ava.id, { pin: "7395" });
    expect(sibling.status).toBe(409);
    expect(sibling.error().message).toBe(productMessages.pinInUse);
    expect(await storedChild(ava.id)).toEqual(before);
    const same = await update(parent.caller, ava.id, { pin: "4821" });
    expect(same.status).toBe(200);
  });
});

describe("deleting a child", () => {
  it("deletes the profile and ends its sessions", async () => {
    const {
      parent,
      child: ava,
      sibling: ben,
    } = await buildFamily(t, {
      children: [
        { name: "Ava", pin: "4821" },
        { name: "Ben", pin: "7395" },
      ],
    });
    expect((await callAs(t, ava.caller, api.childMe)).status).toBe(200);
    const res = await remove(parent.caller, ava.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await listOf(parent)).map((c) => c.id)).toEqual([ben.id]);
    expect((await read(parent.caller, ava.id)).status).toBe(404);
    expect((await callAs(t, ava.caller, api.childMe)).status).toBe(401);
    const again = await remove(parent.caller, ava.id);
    expect(again.status).toBe(404);
    expect(await storedChild(ava.id)).toBeUndefined();
  });
});

describe("the PIN is never shown back", () => {
  const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

  it("appears in no response of any children or child-session endpoint", async () => {
    const parent = await newParent();
    const pin = "7395";
    const newPin = "6158";
    const created = await create(parent.caller, { name: "Ava", pin });
    const child = created.ok();
    const hmacBefore = (await storedChild(child.id))?.pinHmac ?? "";
    const signedIn = await signInChild(t, parent.email, pin);
    const login = signedIn.ok();
    const tablet = { bearer: login.token };
    const responses: CallResult<Endpoint>[] = [
      created,
      signedIn,
      await callAs(t, parent.caller, api.listChildren),
      await read(parent.caller, child.id),
      await read(tablet, child.id),
      await callAs(t, tablet, api.childMe),
      await update(parent.caller, child.id, { name: "Ada" }),
    ];
    const hmacAfter = (await storedChild(child.id))?.pinHmac ?? "";
    responses.push(await update(parent.caller, child.id, { pin: newPin }));
    responses.push(await remove(parent.caller, child.id));
    const texts = responses
      .map((r) => {
        expect(r.status).toBeLessThan(300);
        return r.raw.body;
      })
      .map((text) => text.replaceAll(login.token, "<token>").replace(UUID, "<id>"));

    expect(hmacBefore).toMatch(/^[0-9a-f]{64}$/);
    for (const text of texts) {
      expect(text).not.toContain(pin);
      expect(text).not.toContain(newPin);
      expect(text).not.toContain(hmacBefore);
      expect(text).not.toContain(hmacAfter);
      expect(text.toLowerCase()).not.toContain("pin");
    }
  });
});

describe("who may reach a child", () => {
  async function family() {
    const { parent, child } = await buildFamily(t, { children: [{ name: "Ava", pin: "4821" }] });
    return { parent, child };
  }

  it("keeps another family out of every route that takes a child id, changing nothing", async () => {
    const { parent, child } = await family();
    const stranger = await newParent();
    const before = await storedChild(child.id);
    const listedBefore = await listOf(parent);
    const attempts = [
      await read(stranger.caller, child.id),
      await update(stranger.caller, child.id, { name: "Taken", pin: "5150", difficulty_level: "expert" }),
      await update(stranger.caller, child.id, { difficulty_level: "expert" }),
      await remove(stranger.caller, child.id),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(res.error()).toEqual({ code: "child_not_found", message: productMessages.childNotFound });
    }
    expect(await storedChild(child.id)).toEqual(before);
    expect(await listOf(parent)).toEqual(listedBefore);
    expect(listedBefore.map((c) => c.id)).toEqual([child.id]);
    expect(await listOf(stranger)).toEqual([]);
    expect((await signInChild(t, parent.email, "4821")).status).toBe(200);
  });

  it("answers an unknown child id like another family's child", async () => {
    const parent = await newParent();
    const res = await read(parent.caller, "00000000-0000-4000-8000-000000000000");
    expect(res.status).toBe(404);
    expect(res.error().message).toBe(productMessages.childNotFound);
  });

  it("refuses a child's token on every parent route, changing nothing", async () => {
    const { parent, child } = await family();
    const tablet = child.caller;
    const before = await storedChild(child.id);
    const attempts = [
      await callAs(t, tablet, api.listChildren),
      await create(tablet, { name: "Sneaky", pin: "5150" }),
      await update(tablet, child.id, { difficulty_level: "expert" }),
      await remove(tablet, child.id),
      await callAs(t, tablet, api.pinSignInStatus),
      await callAs(t, tablet, api.enablePinSignIn),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(401);
      // Adding a child words its own (spec: "needs a parent session (User not authenticated)").
      const wanted = res === attempts[1] ? messages.userNotAuthenticated : messages.noAuthenticatedSession;
      expect(res.error().message).toBe(wanted);
    }
    expect(await storedChild(child.id)).toEqual(before);
    expect((await listOf(parent)).map((c) => c.name)).toEqual(["Ava"]);
  });

  it("lets a child read their own profile but not a sibling's or another family's", async () => {
    const { parent, child } = await family();
    const sibling = await addChild(t, parent, { name: "Ben", pin: "7395" }, { signIn: false });
    const other = await family();
    const own = await read(child.caller, child.id);
    expect(own.status).toBe(200);
    expect(own.ok()).toMatchObject({ id: child.id, name: "Ava", parent_email: parent.email });
    for (const id of [sibling.id, other.child.id]) {
      const res = await read(child.caller, id);
      expect(res.status).toBe(404);
      expect(res.error().message).toBe(productMessages.childNotFound);
    }
  });

  it("lets a parent read one of their children", async () => {
    const { parent, child } = await family();
    const res = await read(parent.caller, child.id);
    expect(res.status).toBe(200);
    expect(res.ok().id).toBe(child.id);
  });

  it("answers every route with 401 'No authenticated session' when there is no session ('User not authenticated' for adding a child)", async () => {
    const { child } = await family();
    const before = await storedChild(child.id);
    const attempts = [
      await callAs(t, {}, api.listChildren),
      await create({}, { name: "Nobody", pin: "5150" }),
      await read({}, child.id),
      await update({}, child.id, { name: "Nobody" }),
      await remove({}, child.id),
      await callAs(t, {}, api.pinSignInStatus),
      await callAs(t, {}, api.enablePinSignIn),
      await callAs(t, {}, api.childMe),
      await callAs(t, {}, api.childLogout),
      await read({ bearer: "not-a-real-token" }, child.id),
      await callAs(t, { cookie: "ms_session=not-a-real-token" }, api.listChildren),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(401);
      const wanted = res === attempts[1] ? "User not authenticated" : "No authenticated session";
      expect(res.error().message).toBe(wanted);
    }
    expect(await storedChild(child.id)).toEqual(before);
  });
});
