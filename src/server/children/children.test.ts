import type { ErrorBody } from "../../shared/api/endpoint";
import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Child } from "../../shared/api/children";
import { messages, productMessages } from "../../shared/messages";
import { buildChild, buildParent, type TestParent } from "../../../tests/factories";
import { callAs, type Caller } from "../../../tests/support/play-calls";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/support/test-app";
import { children } from "../db/schema/children";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface LoginBody {
  token: string;
  expires_at: string;
  child_data: Record<string, unknown>;
}

type Method = Parameters<typeof callAs>[2];

/** A request from a browser: the parent's cookie and/or a child's bearer token. */
const call = (method: Method, url: string, as: Caller = {}, payload?: object) => callAs(t, as, method, url, payload);

/** Each test signs in from its own IP so that PIN counters never cross tests. */
const uniqueIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function signInChild(email: string, pin: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/child/login",
    headers: { origin: TEST_ORIGIN },
    remoteAddress: uniqueIp(),
    payload: { parent_email: email, child_pin: pin },
  });
  if (res.statusCode !== 200) throw new Error(`child login failed: ${res.statusCode} ${res.body}`);
  return res.json<LoginBody>();
}

const listOf = async (parent: TestParent) => {
  const res = await call("GET", "/api/children", { cookie: parent.cookie });
  expect(res.statusCode).toBe(200);
  return res.json<{ children: Child[] }>().children;
};

const storedChild = async (id: string) => {
  const [row] = await t.deps.database.db.select().from(children).where(eq(children.id, id));
  return row;
};

describe("listing children", () => {
  it("lists only the family's own children, oldest profile first", async () => {
    const parent = await buildParent(t.app);
    const other = await buildParent(t.app);
    await buildChild(t.app, other, { name: "Stranger", pin: "8142" });
    const names = ["Zara", "Amir", "Milo"];
    const pins = ["3817", "5092", "7261"];
    const created: Child[] = [];
    for (const [i, name] of names.entries()) {
      t.clock.advance(1_000);
      created.push(await buildChild(t.app, parent, { name, pin: pins[i] ?? "" }));
    }
    const list = await listOf(parent);
    expect(list.map((c) => c.name)).toEqual(["Zara", "Amir", "Milo"]);
    expect(list.map((c) => c.id)).toEqual(created.map((c) => c.id));
    const times = list.map((c) => Date.parse(c.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("lists nothing for a new family", async () => {
    const parent = await buildParent(t.app);
    expect(await listOf(parent)).toEqual([]);
  });
});

describe("adding a child", () => {
  it("creates the profile at beginner, owned by the signed-in parent", async () => {
    const parent = await buildParent(t.app);
    const res = await call("POST", "/api/children", { cookie: parent.cookie }, { name: "  Ava  ", pin: "4821" });
    expect(res.statusCode).toBe(201);
    const child = res.json<Child>();
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
    const parent = await buildParent(t.app);
    const res = await call("POST", "/api/children", { cookie: parent.cookie }, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorBody>();
    expect(body.error.message).toBe(message);
    expect(body.error.fields?.[field]).toBe(message);
    expect(await listOf(parent)).toEqual([]);
  });

  it.each(["1234", "0000", "2580", "9876", "1111", "1212", "1004", "2000", "6969"])(
    "refuses the guessable PIN %s",
    async (pin) => {
      const parent = await buildParent(t.app);
      const res = await call("POST", "/api/children", { cookie: parent.cookie }, { name: "Ava", pin });
      expect(res.statusCode).toBe(422);
      const body = res.json<ErrorBody>();
      expect(body.error.message).toBe(productMessages.guessablePin);
      expect(body.error.fields?.pin).toBe(productMessages.guessablePin);
      expect(await listOf(parent)).toEqual([]);
    },
  );

  it("refuses a PIN already used in the same family, but allows it in another family", async () => {
    const parent = await buildParent(t.app);
    await buildChild(t.app, parent, { name: "Ava", pin: "4821" });
    const clash = await call("POST", "/api/children", { cookie: parent.cookie }, { name: "Ben", pin: "4821" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<ErrorBody>().error).toMatchObject({
      code: "pin_in_use",
      message: productMessages.pinInUse,
      fields: { pin: productMessages.pinInUse },
    });
    expect((await listOf(parent)).map((c) => c.name)).toEqual(["Ava"]);

    const other = await buildParent(t.app);
    const elsewhere = await call("POST", "/api/children", { cookie: other.cookie }, { name: "Cal", pin: "4821" });
    expect(elsewhere.statusCode).toBe(201);
  });

  it("refuses the 6th child with the spec's message, and allows one again after a deletion", async () => {
    const parent = await buildParent(t.app);
    const five: Child[] = [];
    for (const pin of ["1357", "2468", "3579", "4680", "5791"]) five.push(await buildChild(t.app, parent, { pin }));
    const sixth = await call("POST", "/api/children", { cookie: parent.cookie }, { name: "Six", pin: "6802" });
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json<ErrorBody>().error).toEqual({
      code: "child_limit_reached",
      message: "Child limit reached. You can only add up to 5 children.",
    });
    expect(await listOf(parent)).toHaveLength(5);

    const first = five[0];
    if (!first) throw new Error("no first child");
    expect((await call("DELETE", `/api/children/${first.id}`, { cookie: parent.cookie })).statusCode).toBe(200);
    const again = await call("POST", "/api/children", { cookie: parent.cookie }, { name: "Six", pin: "6802" });
    expect(again.statusCode).toBe(201);
  });

  it("leaves exactly 5 children after 20 concurrent Add Child requests", async () => {
    const parent = await buildParent(t.app);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call("POST", "/api/children", { cookie: parent.cookie }, { name: `Kid ${i}`, pin: String(4100 + i) }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 422)).toHaveLength(15);
    for (const res of results.filter((r) => r.statusCode === 422)) {
      expect(res.json<ErrorBody>().error.message).toBe(messages.childLimitReached);
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
    const parent = await buildParent(t.app);
    const child = await buildChild(t.app, parent, { name: "Ava", pin: "4821" });
    const res = await call(
      "PATCH",
      `/api/children/${child.id}`,
      { cookie: parent.cookie },
      { name: " Ada ", pin: "5174", difficulty_level: "expert" },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<Child>()).toMatchObject({ id: child.id, name: "Ada", difficulty_level: "expert" });
    expect(await listOf(parent)).toEqual([res.json<Child>()]);

    const login = await signInChild(parent.email, "5174");
    expect(login.child_data).toMatchObject({ id: child.id, name: "Ada", difficulty_level: "expert" });
    const old = await t.app.inject({
      method: "POST",
      url: "/api/child/login",
      headers: { origin: TEST_ORIGIN },
      remoteAddress: uniqueIp(),
      payload: { parent_email: parent.email, child_pin: "4821" },
    });
    expect(old.statusCode).toBe(401);
  });

  it.each(["beginner", "intermediate", "expert"] as const)("sets difficulty %s alone", async (level) => {
    const parent = await buildParent(t.app);
    const child = await buildChild(t.app, parent);
    const before = await storedChild(child.id);
    const res = await call(
      "PATCH",
      `/api/children/${child.id}`,
      { cookie: parent.cookie },
      { difficulty_level: level },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<Child>()).toMatchObject({ name: child.name, difficulty_level: level });
    expect(await storedChild(child.id)).toEqual({ ...before, difficultyLevel: level });
  });

  it.each([
    [{ name: "" }, messages.enterName],
    [{ pin: "12a4" }, messages.pinFourDigits],
    [{ pin: "123" }, messages.pinFourDigits],
    [{ difficulty_level: "impossible" }, undefined],
  ])("refuses the change %j and keeps the child as it was", async (payload, message) => {
    const parent = await buildParent(t.app);
    const child = await buildChild(t.app, parent);
    const before = await storedChild(child.id);
    const res = await call("PATCH", `/api/children/${child.id}`, { cookie: parent.cookie }, payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json<ErrorBody>().error.message).toBe(message);
    expect(await storedChild(child.id)).toEqual(before);
  });

  it("refuses a guessable PIN or a sibling's PIN on change", async () => {
    const parent = await buildParent(t.app);
    const ava = await buildChild(t.app, parent, { name: "Ava", pin: "4821" });
    await buildChild(t.app, parent, { name: "Ben", pin: "7395" });
    const before = await storedChild(ava.id);
    const guessable = await call("PATCH", `/api/children/${ava.id}`, { cookie: parent.cookie }, { pin: "2580" });
    expect(guessable.statusCode).toBe(422);
    expect(guessable.json<ErrorBody>().error.message).toBe(productMessages.guessablePin);
    const sibling = await call("PATCH", `/api/children/${ava.id}`, { cookie: parent.cookie }, { pin: "7395" });
    expect(sibling.statusCode).toBe(409);
    expect(sibling.json<ErrorBody>().error.message).toBe(productMessages.pinInUse);
    expect(await storedChild(ava.id)).toEqual(before);
    const same = await call("PATCH", `/api/children/${ava.id}`, { cookie: parent.cookie }, { pin: "4821" });
    expect(same.statusCode).toBe(200);
  });
});

describe("deleting a child", () => {
  it("deletes the profile and ends its sessions", async () => {
    const parent = await buildParent(t.app);
    const ava = await buildChild(t.app, parent, { name: "Ava", pin: "4821" });
    const ben = await buildChild(t.app, parent, { name: "Ben", pin: "7395" });
    const { token } = await signInChild(parent.email, "4821");
    const res = await call("DELETE", `/api/children/${ava.id}`, { cookie: parent.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await listOf(parent)).map((c) => c.id)).toEqual([ben.id]);
    expect((await call("GET", `/api/children/${ava.id}`, { cookie: parent.cookie })).statusCode).toBe(404);
    expect((await call("GET", "/api/child/me", { bearer: token })).statusCode).toBe(401);
    const again = await call("DELETE", `/api/children/${ava.id}`, { cookie: parent.cookie });
    expect(again.statusCode).toBe(404);
    expect(await storedChild(ava.id)).toBeUndefined();
  });
});

describe("the PIN is never shown back", () => {
  const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

  it("appears in no response of any children or child-session endpoint", async () => {
    const parent = await buildParent(t.app);
    const pin = "7395";
    const newPin = "6158";
    const created = await call("POST", "/api/children", { cookie: parent.cookie }, { name: "Ava", pin });
    const child = created.json<Child>();
    const hmacBefore = (await storedChild(child.id))?.pinHmac ?? "";
    const login = await signInChild(parent.email, pin);
    const responses = [
      created,
      await call("GET", "/api/children", { cookie: parent.cookie }),
      await call("GET", `/api/children/${child.id}`, { cookie: parent.cookie }),
      await call("GET", `/api/children/${child.id}`, { bearer: login.token }),
      await call("GET", "/api/child/me", { bearer: login.token }),
      await call("PATCH", `/api/children/${child.id}`, { cookie: parent.cookie }, { name: "Ada" }),
    ];
    const hmacAfter = (await storedChild(child.id))?.pinHmac ?? "";
    responses.push(await call("PATCH", `/api/children/${child.id}`, { cookie: parent.cookie }, { pin: newPin }));
    responses.push(await call("DELETE", `/api/children/${child.id}`, { cookie: parent.cookie }));
    const texts = [
      ...responses.map((r) => {
        expect(r.statusCode).toBeLessThan(300);
        return r.body;
      }),
      JSON.stringify({ ...login, token: "<token>" }),
    ].map((text) => text.replaceAll(login.token, "<token>").replace(UUID, "<id>"));

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
    const parent = await buildParent(t.app);
    const child = await buildChild(t.app, parent, { name: "Ava", pin: "4821" });
    return { parent, child };
  }

  it("keeps another family out of every route that takes a child id, changing nothing", async () => {
    const { parent, child } = await family();
    const stranger = await buildParent(t.app);
    const before = await storedChild(child.id);
    const listedBefore = await listOf(parent);
    const attempts = [
      await call("GET", `/api/children/${child.id}`, { cookie: stranger.cookie }),
      await call(
        "PATCH",
        `/api/children/${child.id}`,
        { cookie: stranger.cookie },
        { name: "Taken", pin: "5150", difficulty_level: "expert" },
      ),
      await call("PATCH", `/api/children/${child.id}`, { cookie: stranger.cookie }, { difficulty_level: "expert" }),
      await call("DELETE", `/api/children/${child.id}`, { cookie: stranger.cookie }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().error).toEqual({ code: "child_not_found", message: productMessages.childNotFound });
    }
    expect(await storedChild(child.id)).toEqual(before);
    expect(await listOf(parent)).toEqual(listedBefore);
    expect(listedBefore.map((c) => c.id)).toEqual([child.id]);
    expect(await listOf(stranger)).toEqual([]);
    await signInChild(parent.email, "4821");
  });

  it("answers an unknown child id like another family's child", async () => {
    const parent = await buildParent(t.app);
    const res = await call("GET", "/api/children/00000000-0000-4000-8000-000000000000", { cookie: parent.cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>().error.message).toBe(productMessages.childNotFound);
  });

  it("refuses a child's token on every parent route, changing nothing", async () => {
    const { parent, child } = await family();
    const { token } = await signInChild(parent.email, "4821");
    const before = await storedChild(child.id);
    const attempts = [
      await call("GET", "/api/children", { bearer: token }),
      await call("POST", "/api/children", { bearer: token }, { name: "Sneaky", pin: "5150" }),
      await call("PATCH", `/api/children/${child.id}`, { bearer: token }, { difficulty_level: "expert" }),
      await call("DELETE", `/api/children/${child.id}`, { bearer: token }),
      await call("GET", "/api/family/pin-sign-in", { bearer: token }),
      await call("POST", "/api/family/pin-sign-in/enable", { bearer: token }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(401);
      // Adding a child words its own (spec: "needs a parent session (User not authenticated)").
      const wanted = res === attempts[1] ? messages.userNotAuthenticated : messages.noAuthenticatedSession;
      expect(res.json<ErrorBody>().error.message).toBe(wanted);
    }
    expect(await storedChild(child.id)).toEqual(before);
    expect((await listOf(parent)).map((c) => c.name)).toEqual(["Ava"]);
  });

  it("lets a child read their own profile but not a sibling's or another family's", async () => {
    const { parent, child } = await family();
    const sibling = await buildChild(t.app, parent, { name: "Ben", pin: "7395" });
    const other = await family();
    const { token } = await signInChild(parent.email, "4821");
    const own = await call("GET", `/api/children/${child.id}`, { bearer: token });
    expect(own.statusCode).toBe(200);
    expect(own.json<Child>()).toMatchObject({ id: child.id, name: "Ava", parent_email: parent.email });
    for (const id of [sibling.id, other.child.id]) {
      const res = await call("GET", `/api/children/${id}`, { bearer: token });
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().error.message).toBe(productMessages.childNotFound);
    }
  });

  it("lets a parent read one of their children", async () => {
    const { parent, child } = await family();
    const res = await call("GET", `/api/children/${child.id}`, { cookie: parent.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json<Child>().id).toBe(child.id);
  });

  it("answers every route with 401 'No authenticated session' when there is no session ('User not authenticated' for adding a child)", async () => {
    const { child } = await family();
    const before = await storedChild(child.id);
    const attempts = [
      await call("GET", "/api/children"),
      await call("POST", "/api/children", {}, { name: "Nobody", pin: "5150" }),
      await call("GET", `/api/children/${child.id}`),
      await call("PATCH", `/api/children/${child.id}`, {}, { name: "Nobody" }),
      await call("DELETE", `/api/children/${child.id}`),
      await call("GET", "/api/family/pin-sign-in"),
      await call("POST", "/api/family/pin-sign-in/enable"),
      await call("GET", "/api/child/me"),
      await call("POST", "/api/child/logout"),
      await call("GET", `/api/children/${child.id}`, { bearer: "not-a-real-token" }),
      await call("GET", "/api/children", { cookie: "ms_session=not-a-real-token" }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(401);
      const wanted = res === attempts[1] ? "User not authenticated" : "No authenticated session";
      expect(res.json<ErrorBody>().error.message).toBe(wanted);
    }
    expect(await storedChild(child.id)).toEqual(before);
  });
});
