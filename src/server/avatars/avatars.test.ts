import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as api from "../../shared/api/avatars";
import type { AvatarOptions } from "../../shared/api/avatars";
import * as childrenApi from "../../shared/api/children";
import { AVATAR_GENERATIONS_PER_MONTH, AVATARS_STORED_MAX } from "../../shared/constants";
import { messages, productMessages } from "../../shared/messages";
import { addChild, buildFamily, type TestChild, type TestFamily } from "../../../tests/factories";
import { callAs, type Caller } from "../../../tests/support/call-as";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { avatarGenerations, generatedAvatars } from "../db/schema/avatars";
import { files } from "../db/schema/files";
import type { AvatarMaker } from "../providers/avatars/avatar-maker";
import { createPainterAvatarMaker } from "../providers/avatars/painter-avatar-maker";

/** The painter, unless a test makes it fail; `painted` counts the pictures asked for. */
let failNext = false;
let painted = 0;
const painter = createPainterAvatarMaker();
const maker: AvatarMaker = {
  make: (recipe) => {
    painted++;
    if (failNext) {
      failNext = false;
      return Promise.reject(new Error("no picture today"));
    }
    return painter.make(recipe);
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ avatars: maker });
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const ROBOT: AvatarOptions = {
  character_type: "robot",
  hair_color: "blue",
  accessories: ["glasses"],
  color_theme: "green",
};

const generate = (as: Caller, child: { id: string }, body: AvatarOptions = ROBOT) =>
  callAs(t, as, api.generateAvatar, { params: { childId: child.id }, body });
const list = async (as: Caller, child: { id: string }) =>
  (await callAs(t, as, api.listAvatars, { params: { childId: child.id } })).ok().avatars;
const usage = async (as: Caller, child: { id: string }) =>
  (await callAs(t, as, api.avatarUsage, { params: { childId: child.id } })).ok();
const remove = (as: Caller, child: { id: string }, avatarId: string) =>
  callAs(t, as, api.deleteAvatar, { params: { childId: child.id, avatarId } });
const keyOf = (url: string) => url.replace(/^\/files\//, "");

describe("making avatars", () => {
  it("a parent makes one for their child: stored as a safe SVG, listed newest first, counted in the usage", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    expect(await usage(parent.caller, child)).toEqual({
      total_avatars: 0,
      monthly_generations: 0,
      can_generate: true,
      can_store: true,
    });

    const res = await generate(parent.caller, child);
    expect(res.status).toBe(201);
    const { avatar } = res.ok();
    expect(avatar).toMatchObject({
      child_id: child.id,
      user_id: parent.session.user.id,
      character_type: "robot",
      color_theme: "green",
      hair_color: "blue",
      accessories: ["glasses"],
    });
    expect(avatar.image_url).toMatch(/^\/files\/avatars\/[0-9a-f-]{36}\.svg$/);
    expect(avatar.source).toBe("built_in");

    const picture = await t.app.inject({ method: "GET", url: avatar.image_url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/svg+xml");
    expect(picture.headers["x-content-type-options"]).toBe("nosniff");
    expect(picture.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(picture.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(picture.body).toContain('data-character="robot"');
    expect(picture.body).not.toContain(child.name);

    t.clock.advance(1_000);
    const second = (await generate(child.caller, child, { ...ROBOT, character_type: "dragon" })).ok().avatar;
    expect((await list(parent.caller, child)).map((a) => a.id)).toEqual([second.id, avatar.id]);
    expect(await usage(child.caller, child)).toEqual({
      total_avatars: 2,
      monthly_generations: 2,
      can_generate: true,
      can_store: true,
    });
    // The family owns the pictures' files (deleted with the account).
    const [file] = await db()
      .select()
      .from(files)
      .where(eq(files.storageKey, keyOf(avatar.image_url)));
    expect(file?.ownerParentId).toBe(parent.session.parentData.id);
  });

  it("needs a character type and a colour theme, with the spec's message, and takes only the listed options", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const missing = await callAs(t, parent.caller, api.generateAvatar, {
      params: { childId: child.id },
      body: { hair_color: "red", accessories: [] } as unknown as AvatarOptions,
    });
    expect(missing.status).toBe(400);
    expect(missing.error().message).toBe(messages.selectTypeAndTheme);
    for (const body of [
      { ...ROBOT, character_type: "unicorn" },
      { ...ROBOT, accessories: ["glasses", "glasses"] },
      { ...ROBOT, hair_color: "<script>" },
    ]) {
      const res = await generate(parent.caller, child, body as AvatarOptions);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await usage(parent.caller, child)).toMatchObject({ total_avatars: 0, monthly_generations: 0 });
  });

  it(`refuses a ${AVATARS_STORED_MAX + 1}th stored avatar with the spec's message until one is deleted`, async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const made: string[] = [];
    for (let i = 0; i < AVATARS_STORED_MAX; i++) made.push((await generate(child.caller, child)).ok().avatar.id);
    expect(await usage(parent.caller, child)).toMatchObject({ total_avatars: 3, can_store: false, can_generate: true });

    const refused = await generate(child.caller, child);
    expect(refused.status).toBe(409);
    expect(refused.error()).toMatchObject({ code: "avatar_storage_limit", message: messages.avatarStorageLimit });

    expect((await remove(child.caller, child, made[0] ?? "")).status).toBe(200);
    expect(await usage(parent.caller, child)).toMatchObject({
      total_avatars: 2,
      monthly_generations: 3,
      can_store: true,
    });
    expect((await generate(parent.caller, child)).status).toBe(201);
  });

  it(`refuses a ${AVATAR_GENERATIONS_PER_MONTH + 1}th generation in a calendar month, deleted ones counted, and allows it next month`, async () => {
    const start = t.clock.now();
    try {
      t.clock.set("2026-07-31T23:30:00.000Z");
      const { parent, child } = await buildFamily(t, { children: 1 });
      for (let i = 0; i < AVATAR_GENERATIONS_PER_MONTH; i++) {
        const { avatar } = (await generate(parent.caller, child)).ok();
        expect((await remove(parent.caller, child, avatar.id)).status).toBe(200);
      }
      expect(await usage(parent.caller, child)).toEqual({
        total_avatars: 0,
        monthly_generations: AVATAR_GENERATIONS_PER_MONTH,
        can_generate: false,
        can_store: true,
      });
      const refused = await generate(child.caller, child);
      expect(refused.status).toBe(429);
      expect(refused.error()).toMatchObject({ code: "avatar_generation_limit", message: messages.avatarMonthlyLimit });

      // The last moment of July is still July; August starts afresh (UTC calendar months).
      t.clock.set("2026-07-31T23:59:59.999Z");
      expect((await generate(child.caller, child)).status).toBe(429);
      t.clock.set("2026-08-01T00:00:00.000Z");
      expect(await usage(parent.caller, child)).toMatchObject({ monthly_generations: 0, can_generate: true });
      expect((await generate(child.caller, child)).status).toBe(201);
    } finally {
      t.clock.set(start);
    }
  });

  it("checks the limits before making anything: the painter is not asked for a refused avatar", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    for (let i = 0; i < AVATARS_STORED_MAX; i++) await generate(parent.caller, child);
    let asked = 0;
    const counting = await createTestApp({
      avatars: {
        make: (recipe) => {
          asked++;
          return painter.make(recipe);
        },
      },
    });
    try {
      expect(
        (await callAs(counting, parent.caller, api.generateAvatar, { params: { childId: child.id }, body: ROBOT }))
          .status,
      ).toBe(409);
      expect(asked).toBe(0);
    } finally {
      await counting.close();
    }
  });

  it("lets exactly the allowance through when requests arrive together: 3 stored, then 12 a month", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) => generate(i % 2 ? parent.caller : child.caller, child)),
    );
    expect(burst.filter((r) => r.status === 201)).toHaveLength(AVATARS_STORED_MAX);
    for (const refused of burst.filter((r) => r.status !== 201)) {
      expect(refused.error()).toMatchObject({ code: "avatar_storage_limit", message: messages.avatarStorageLimit });
    }
    expect(await list(parent.caller, child)).toHaveLength(AVATARS_STORED_MAX);

    // Nine made this month by now (three above, six deleted earlier): together, three more fit, the rest are refused.
    const other = await buildFamily(t, { children: 1 });
    const kid = other.child;
    await db()
      .insert(avatarGenerations)
      .values(
        Array.from({ length: AVATAR_GENERATIONS_PER_MONTH - 3 }, () => ({
          childId: kid.id,
          parentId: other.parent.session.parentData.id,
          createdAt: t.clock.now(),
        })),
      );
    const second = await Promise.all(Array.from({ length: 6 }, () => generate(kid.caller, kid)));
    expect(second.filter((r) => r.status === 201)).toHaveLength(3);
    expect(await usage(kid.caller, kid)).toMatchObject({
      monthly_generations: AVATAR_GENERATIONS_PER_MONTH,
      total_avatars: 3,
    });
    for (const refused of second.filter((r) => r.status !== 201)) expect([409, 429]).toContain(refused.status);
  });

  it(`deleting a child and adding them again gives no more than ${AVATAR_GENERATIONS_PER_MONTH} a month back`, async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const before = painted;
    let kid: TestChild = child;
    for (let cycle = 0; cycle < 3; cycle++) {
      for (;;) {
        const res = await generate(parent.caller, kid);
        if (res.status !== 201) {
          expect(res.error()).toMatchObject({ code: "avatar_generation_limit", message: messages.avatarMonthlyLimit });
          break;
        }
        await remove(parent.caller, kid, res.ok().avatar.id);
      }
      expect(await usage(parent.caller, kid)).toMatchObject({
        monthly_generations: AVATAR_GENERATIONS_PER_MONTH,
        can_generate: false,
      });
      (await callAs(t, parent.caller, childrenApi.deleteChild, { params: { childId: kid.id } })).ok();
      kid = await addChild(t, parent, { name: child.name, pin: child.pin });
    }
    expect(painted - before).toBe(AVATAR_GENERATIONS_PER_MONTH);
  });

  it("holds the family to 12 a month for each child it has, deleted children's counted, under requests at once", async () => {
    // Two children now; one deleted this month had made 12, and Leo 9: three more fit between them.
    const family = await buildFamily(t, { children: 2 });
    const parentId = family.parent.session.parentData.id;
    await db()
      .insert(avatarGenerations)
      .values([
        ...Array.from({ length: AVATAR_GENERATIONS_PER_MONTH }, () => ({
          childId: null,
          parentId,
          createdAt: t.clock.now(),
        })),
        ...Array.from({ length: 9 }, () => ({ childId: family.sibling.id, parentId, createdAt: t.clock.now() })),
      ]);
    expect(await usage(family.parent.caller, family.child)).toMatchObject({
      monthly_generations: 9,
      can_generate: true,
    });
    const burst = await Promise.all(
      [family.child, family.sibling, family.child, family.sibling, family.child, family.sibling].map((kid) =>
        generate(kid.caller, kid),
      ),
    );
    expect(burst.filter((r) => r.status === 201)).toHaveLength(3);
    for (const refused of burst.filter((r) => r.status !== 201)) {
      expect(refused.error()).toMatchObject({ code: "avatar_generation_limit" });
    }
    for (const kid of family.children) {
      expect(await usage(kid.caller, kid)).toMatchObject({
        monthly_generations: AVATAR_GENERATIONS_PER_MONTH,
        can_generate: false,
      });
    }
  });

  it("a picture that cannot be made costs nothing: the spec's message, no avatar, no generation counted", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    failNext = true;
    const res = await generate(parent.caller, child);
    expect(res.status).toBe(502);
    expect(res.error()).toMatchObject({ code: "avatar_generation_failed", message: messages.generateAvatarFailed });
    expect(await usage(parent.caller, child)).toMatchObject({ total_avatars: 0, monthly_generations: 0 });
    expect(await db().select().from(generatedAvatars).where(eq(generatedAvatars.childId, child.id))).toEqual([]);
  });

  it("an avatar left half-made by a stopped server holds its place for a while, then is cleared", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const base = {
      childId: child.id,
      userId: parent.session.user.id,
      parentId: parent.session.parentData.id,
      characterType: "alien",
      colorTheme: "pink",
    };
    await db()
      .insert(generatedAvatars)
      .values([
        { ...base, createdAt: new Date(t.clock.now().getTime() - 60_000) },
        { ...base, createdAt: new Date(t.clock.now().getTime() - 60 * 60_000) },
      ]);
    expect(await list(parent.caller, child)).toEqual([]);
    expect((await usage(parent.caller, child)).total_avatars).toBe(1);
    expect((await generate(parent.caller, child)).status).toBe(201);
    const rows = await db().select().from(generatedAvatars).where(eq(generatedAvatars.childId, child.id));
    expect(rows).toHaveLength(2);
  });
});

describe("deleting avatars", () => {
  it("removes the avatar and its stored picture; a child wearing it goes back to the placeholder", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const worn = (await generate(child.caller, child)).ok().avatar;
    const kept = (await generate(child.caller, child)).ok().avatar;
    await callAs(t, child.caller, api.saveMyAvatar, { body: { avatar: { type: "generated", url: worn.image_url } } });

    // Deleting one the child is not wearing leaves their choice alone.
    expect((await remove(parent.caller, child, kept.id)).status).toBe(200);
    expect((await callAs(t, child.caller, childrenApi.childMe)).ok().child_data.avatar).toEqual({
      type: "generated",
      url: worn.image_url,
    });

    expect((await remove(parent.caller, child, worn.id)).ok()).toEqual({ ok: true });
    expect(await list(parent.caller, child)).toEqual([]);
    expect((await callAs(t, child.caller, childrenApi.childMe)).ok().child_data.avatar).toEqual({
      type: "placeholder",
    });
    expect(await t.deps.storage.get(keyOf(worn.image_url))).toBeUndefined();
    expect(
      await db()
        .select()
        .from(files)
        .where(eq(files.storageKey, keyOf(worn.image_url))),
    ).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: worn.image_url })).statusCode).toBe(404);
    // Already gone.
    expect((await remove(parent.caller, child, worn.id)).status).toBe(404);
  });

  it("a child deleting the avatar they wear is put back to the placeholder, in the answer of their session too", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const worn = (await generate(child.caller, child)).ok().avatar;
    await callAs(t, child.caller, api.saveMyAvatar, { body: { avatar: { type: "generated", url: worn.image_url } } });
    expect((await remove(child.caller, child, worn.id)).ok()).toEqual({ ok: true });
    expect((await callAs(t, child.caller, childrenApi.childMe)).ok().child_data.avatar).toEqual({
      type: "placeholder",
    });
    const card = (await callAs(t, parent.caller, childrenApi.listChildren))
      .ok()
      .children.find((c) => c.id === child.id);
    expect(card?.avatar).toEqual({ type: "placeholder" });
  });

  it("deleting a child deletes their avatars' pictures", async () => {
    const { parent, child, sibling } = await buildFamily(t);
    const theirs = (await generate(parent.caller, child)).ok().avatar;
    const siblings = (await generate(parent.caller, sibling)).ok().avatar;
    expect((await callAs(t, parent.caller, childrenApi.deleteChild, { params: { childId: child.id } })).status).toBe(
      200,
    );
    expect(await t.deps.storage.get(keyOf(theirs.image_url))).toBeUndefined();
    expect(
      await db()
        .select()
        .from(files)
        .where(eq(files.storageKey, keyOf(theirs.image_url))),
    ).toEqual([]);
    expect(await t.deps.storage.get(keyOf(siblings.image_url))).toBeDefined();
  });
});

describe("choosing an avatar", () => {
  it("the child wears one of their own (docs/product/gameplay.md#avatars: a child sets their own); saving with none chosen resets to the placeholder", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const avatar = (await generate(child.caller, child)).ok().avatar;
    const saved = await callAs(t, child.caller, api.saveMyAvatar, {
      body: { avatar: { type: "generated", url: avatar.image_url } },
    });
    expect(saved.ok().child_data).toMatchObject({ id: child.id, avatar: { type: "generated", url: avatar.image_url } });
    const listed = (await callAs(t, parent.caller, childrenApi.listChildren)).ok().children;
    expect(listed.find((c) => c.id === child.id)?.avatar).toEqual({ type: "generated", url: avatar.image_url });

    const reset = await callAs(t, child.caller, api.saveMyAvatar, { body: { avatar: { type: "placeholder" } } });
    expect(reset.ok().child_data.avatar).toEqual({ type: "placeholder" });
  });

  it("the parent chooses through the update-child action's avatar field", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const avatar = (await generate(parent.caller, child)).ok().avatar;
    const res = await callAs(t, parent.caller, childrenApi.updateChild, {
      params: { childId: child.id },
      body: { avatar: { type: "generated", url: avatar.image_url } },
    });
    expect(res.ok().avatar).toEqual({ type: "generated", url: avatar.image_url });
    expect((await callAs(t, child.caller, childrenApi.childMe)).ok().child_data.avatar).toEqual({
      type: "generated",
      url: avatar.image_url,
    });
    const reset = await callAs(t, parent.caller, childrenApi.updateChild, {
      params: { childId: child.id },
      body: { avatar: { type: "placeholder" } },
    });
    expect(reset.ok().avatar).toEqual({ type: "placeholder" });
  });

  it("only a stored avatar of that child can be worn: not a sibling's, another family's, or any other address", async () => {
    const family = await buildFamily(t);
    const other = await buildFamily(t, { children: 1 });
    const siblings = (await generate(family.sibling.caller, family.sibling)).ok().avatar;
    const strangers = (await generate(other.child.caller, other.child)).ok().avatar;
    for (const url of [
      siblings.image_url,
      strangers.image_url,
      "https://tracker.example/pixel.png",
      "javascript:alert(1)",
    ]) {
      const bySelf = await callAs(t, family.child.caller, api.saveMyAvatar, {
        body: { avatar: { type: "generated", url } },
      });
      expect(bySelf.status, url).toBe(404);
      expect(bySelf.error()).toMatchObject({ code: "avatar_not_found", message: productMessages.avatarNotFound });
      const byParent = await callAs(t, family.parent.caller, childrenApi.updateChild, {
        params: { childId: family.child.id },
        body: { avatar: { type: "generated", url } },
      });
      expect(byParent.status, url).toBe(404);
    }
    expect((await callAs(t, family.child.caller, childrenApi.childMe)).ok().child_data.avatar).toBeNull();
  });
});

describe("who may use a child's avatars", () => {
  let family: TestFamily;
  let other: TestFamily;
  let ava: TestChild;
  let avatarId: string;
  beforeAll(async () => {
    family = await buildFamily(t);
    other = await buildFamily(t, { children: 1 });
    ava = family.child;
    avatarId = (await generate(ava.caller, ava)).ok().avatar.id;
  });

  it("a sibling's token, another family's parent and child get the same 404 as an unknown id; signed out gets 401", async () => {
    const strangers: [string, Caller][] = [
      ["a sibling", family.sibling.caller],
      ["parent of another family", other.parent.caller],
      ["child of another family", other.child.caller],
    ];
    const unknown = await callAs(t, family.parent.caller, api.listAvatars, { params: { childId: randomUUID() } });
    expect(unknown.status).toBe(404);
    for (const [who, caller] of strangers) {
      for (const res of [
        await callAs(t, caller, api.listAvatars, { params: { childId: ava.id } }),
        await callAs(t, caller, api.avatarUsage, { params: { childId: ava.id } }),
        await generate(caller, ava),
      ]) {
        expect(res.status, who).toBe(404);
        expect(res.error(), who).toEqual(unknown.error());
      }
      const del = await remove(caller, ava, avatarId);
      expect(del.status, who).toBe(404);
      expect(del.error()).toEqual((await remove(family.parent.caller, ava, randomUUID())).error());
      // Their own child's id with Ava's avatar: still not theirs.
      const own = who === "a sibling" ? family.sibling : other.child;
      expect((await remove(caller, own, avatarId)).status, who).toBe(404);
    }
    expect((await callAs(t, {}, api.listAvatars, { params: { childId: ava.id } })).status).toBe(401);
    expect((await callAs(t, {}, api.saveMyAvatar, { body: { avatar: { type: "placeholder" } } })).status).toBe(401);
    // A parent's session is not a child's: the parent chooses through update-child.
    expect(
      (await callAs(t, family.parent.caller, api.saveMyAvatar, { body: { avatar: { type: "placeholder" } } })).status,
    ).toBe(401);
    // Ava's avatar is still there for her.
    expect((await list(ava.caller, ava)).map((a) => a.id)).toEqual([avatarId]);
    expect((await usage(family.parent.caller, family.sibling)).total_avatars).toBe(0);
  });
});
