import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as adminApi from "../../shared/api/badge-admin";
import { childBadges } from "../../shared/api/badges";
import { BADGE_IMAGE_MAX_BYTES, BADGE_IMAGE_MAX_SIDE } from "../../shared/constants";
import { messages, productMessages } from "../../shared/messages";
import { buildFamily, type TestFamily } from "../../../tests/factories";
import { callAs, type Caller } from "../../../tests/support/call-as";
import { jpegHeader, pngHeader, solidPng, webpHeader } from "../../../tests/support/images";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/support/test-app";
import { files } from "../db/schema/files";
import { parents } from "../db/schema/users";

let t: TestApp;
let admin: TestFamily;
let family: TestFamily;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildFamily(t, { children: 1 });
  await setAdmin(admin, true);
  family = await buildFamily(t, { children: 1 });
});
afterAll(() => t.close());

async function setAdmin(f: TestFamily, isAdmin: boolean) {
  await t.deps.database.db.update(parents).set({ isAdmin }).where(eq(parents.id, f.parent.session.parentData.id));
}

let n = 0;
const uniqueName = (label = "Badge") => `${label} ${process.pid}-${++n}`;
const newBadge = (overrides: Record<string, unknown> = {}) => ({
  name: uniqueName(),
  description: "Finish three games.",
  trigger_rule: { type: "session_completed", count: 3, game_modes: ["timed", "get_to_100"] },
  ...overrides,
});

async function createAs(caller: Caller, body: Record<string, unknown> = newBadge()) {
  return callAs(t, caller, adminApi.createBadge, { body });
}

function upload(caller: Caller, badgeId: string, bytes: Uint8Array, contentType = "image/png") {
  return t.app.inject({
    method: "PUT",
    url: `/api/admin/badges/${badgeId}/image`,
    headers: {
      origin: TEST_ORIGIN,
      "content-type": contentType,
      ...(caller.cookie && { cookie: caller.cookie }),
      ...(caller.bearer && { authorization: `Bearer ${caller.bearer}` }),
    },
    payload: Buffer.from(bytes),
  });
}
const errorOf = (res: LightMyRequestResponse) => res.json<{ error: { code: string; message: string } }>().error;

describe("managing badges is for admin parents", () => {
  it("refuses a parent who is not an admin, a child and a signed-out caller, creating nothing", async () => {
    const before = (await callAs(t, admin.parent.caller, adminApi.listAllBadges)).ok().badges.length;
    const body = newBadge();
    for (const [caller, status] of [
      [family.parent.caller, 403],
      [family.child.caller, 401],
      [{}, 401],
    ] as const) {
      expect((await callAs(t, caller, adminApi.listAllBadges)).status).toBe(status);
      const created = await createAs(caller, body);
      expect(created.status).toBe(status);
      if (status === 403) expect(created.error().message).toBe(productMessages.adminRequired);
    }
    expect((await callAs(t, admin.parent.caller, adminApi.listAllBadges)).ok().badges).toHaveLength(before);
  });

  it("re-checks the admin flag on upload, with the spec's message", async () => {
    const { badge } = (await createAs(admin.parent.caller)).ok();
    const res = await upload(family.parent.caller, badge.id, solidPng());
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(messages.adminRequiredForBadgeImages);

    // An admin whose grant was taken back is refused from then on.
    const former = await buildFamily(t, { children: 0 });
    await setAdmin(former, true);
    const own = (await createAs(former.parent.caller)).ok().badge;
    await setAdmin(former, false);
    const refused = await upload(former.parent.caller, own.id, solidPng());
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(messages.adminRequiredForBadgeImages);
    expect((await upload(family.child.caller, badge.id, solidPng())).statusCode).toBe(401);
  });
});

describe("creating a badge", () => {
  it("adds an active badge that the list shows and every child's awards show locked", async () => {
    const body = newBadge();
    const res = await createAs(admin.parent.caller, body);
    expect(res.status).toBe(201);
    const { badge } = res.ok();
    expect(badge).toMatchObject({
      name: body.name,
      description: "Finish three games.",
      image_url: null,
      is_active: true,
      trigger_rule: { type: "session_completed", count: 3, game_modes: ["timed", "get_to_100"] },
    });
    const listed = (await callAs(t, admin.parent.caller, adminApi.listAllBadges)).ok().badges;
    expect(listed.map((b) => b.id)).toContain(badge.id);
    // Any family's child sees it, locked.
    const progress = (await callAs(t, family.child.caller, childBadges, { params: { childId: family.child.id } })).ok()
      .badges;
    expect(progress.find((p) => p.badge.id === badge.id)).toMatchObject({ earned: false, progress: 0 });
  });

  it("refuses a name already taken, whatever its case", async () => {
    const name = uniqueName("Speedy");
    (await createAs(admin.parent.caller, newBadge({ name }))).ok();
    const again = await createAs(admin.parent.caller, newBadge({ name: `  ${name.toUpperCase()} ` }));
    expect(again.status).toBe(409);
    expect(again.error().message).toBe(productMessages.badgeNameTaken);
  });

  it("checks the fields with the spec's messages, and refuses control characters and huge strings", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [newBadge({ name: "   " }), messages.fillAllRequiredFields],
      [newBadge({ description: "" }), messages.fillAllRequiredFields],
      [newBadge({ name: undefined }), messages.fillAllRequiredFields],
      [
        newBadge({ trigger_rule: { type: "session_completed", count: 3, game_modes: [] } }),
        productMessages.badgeGameModeRequired,
      ],
      [
        newBadge({ trigger_rule: { type: "session_completed", count: 0, game_modes: ["timed"] } }),
        productMessages.badgeCountAtLeastOne,
      ],
      [
        newBadge({ trigger_rule: { type: "session_completed", game_modes: ["timed"] } }),
        productMessages.badgeCountAtLeastOne,
      ],
      [
        newBadge({ trigger_rule: { type: "score_percentage", threshold: 101, game_modes: ["timed"] } }),
        productMessages.badgePercentageRange,
      ],
      [
        newBadge({ trigger_rule: { type: "score_percentage", threshold: -1, game_modes: ["timed"] } }),
        productMessages.badgePercentageRange,
      ],
      [newBadge({ name: "Star\u0000Power" }), productMessages.controlCharacters],
      [newBadge({ description: "x".repeat(100_000) }), productMessages.textTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await createAs(admin.parent.caller, body);
      expect(res.status, message).toBe(400);
      expect(res.error().message, JSON.stringify(body).slice(0, 120)).toBe(message);
    }
    // A percentage of 0 and of 100 are both fine.
    for (const threshold of [0, 100]) {
      const ok = await createAs(
        admin.parent.caller,
        newBadge({ trigger_rule: { type: "score_percentage", threshold, game_modes: ["timed"] } }),
      );
      expect(ok.status).toBe(201);
    }
  });
});

describe("uploading a badge image", () => {
  it("stores a PNG under badges/, points the badge at it, and serves it back with safe headers", async () => {
    const { badge } = (await createAs(admin.parent.caller)).ok();
    const png = solidPng(16);
    const res = await upload(admin.parent.caller, badge.id, png, "application/octet-stream");
    expect(res.statusCode).toBe(200);
    const updated = res.json<{ badge: { image_url: string } }>().badge;
    expect(updated.image_url).toMatch(/^\/files\/badges\/[0-9a-f-]{36}\.png$/);

    const served = await t.app.inject({ method: "GET", url: updated.image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    );
    expect(Buffer.from(served.rawPayload).equals(png)).toBe(true);
    const key = updated.image_url.slice("/files/".length);
    const [row] = await t.deps.database.db.select().from(files).where(eq(files.storageKey, key));
    expect(row).toMatchObject({ contentType: "image/png", byteSize: png.length, ownerParentId: null });

    // A second image replaces the first, whose file goes.
    const jpeg = jpegHeader(256, 256);
    const second = (await upload(admin.parent.caller, badge.id, jpeg, "image/jpeg")).json<{
      badge: { image_url: string };
    }>().badge;
    expect(second.image_url).toMatch(/\.jpg$/);
    expect((await t.app.inject({ method: "GET", url: updated.image_url })).statusCode).toBe(404);
    expect(await t.deps.storage.get(key)).toBeUndefined();
  });

  it("refuses what is not a PNG, JPEG or WebP by its content, whatever its declared type", async () => {
    const { badge } = (await createAs(admin.parent.caller)).ok();
    const text = new TextEncoder().encode("This is not an image at all, despite the name badge.png\n");
    const svg = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>");
    const gif = new TextEncoder().encode("GIF89a\u0001\u0000\u0001\u0000");
    for (const [bytes, type] of [
      [text, "image/png"],
      [svg, "image/svg+xml"],
      [gif, "image/gif"],
      [solidPng().subarray(0, 8), "image/png"],
      [new Uint8Array(), "image/png"],
    ] as const) {
      const res = await upload(admin.parent.caller, badge.id, bytes, type);
      expect(res.statusCode, type).toBe(400);
      expect(errorOf(res).message).toBe(messages.selectValidImage);
    }
    const listed = (await callAs(t, admin.parent.caller, adminApi.listAllBadges)).ok().badges;
    expect(listed.find((b) => b.id === badge.id)?.image_url).toBeNull();
  });

  it("refuses an image that declares more than 2048 pixels either way, however few its bytes", async () => {
    const { badge } = (await createAs(admin.parent.caller)).ok();
    const max = BADGE_IMAGE_MAX_SIDE;
    for (const bytes of [
      // 39 KB on the wire, 20,000 × 20,000 pixels (1.6 GB) in every browser that shows it.
      Buffer.concat([pngHeader(20_000, 20_000), Buffer.alloc(39_000)]),
      pngHeader(max + 1, 16),
      jpegHeader(16, max + 1),
      webpHeader(max + 1, max + 1, "VP8X"),
      webpHeader(max + 1, 16, "VP8L"),
    ]) {
      const res = await upload(admin.parent.caller, badge.id, bytes);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(productMessages.imageTooManyPixels);
    }
    expect(productMessages.imageTooManyPixels).toContain(`${max} × ${max}`);
    // An image whose header gives no size is no image we can show.
    const sizeless = await upload(
      admin.parent.caller,
      badge.id,
      Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2, 0xff, 0xd9]),
    );
    expect(errorOf(sizeless).message).toBe(messages.selectValidImage);
    const listed = (await callAs(t, admin.parent.caller, adminApi.listAllBadges)).ok().badges;
    expect(listed.find((b) => b.id === badge.id)?.image_url).toBeNull();

    for (const bytes of [pngHeader(max, max), jpegHeader(max, 1), webpHeader(max, max, "VP8 ")]) {
      expect((await upload(admin.parent.caller, badge.id, bytes)).statusCode).toBe(200);
    }
  });

  it("takes exactly 2 MB and refuses one byte more, with the spec's message", async () => {
    const { badge } = (await createAs(admin.parent.caller)).ok();
    const png = solidPng();
    const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
    const atLimit = await upload(admin.parent.caller, badge.id, padded(BADGE_IMAGE_MAX_BYTES));
    expect(atLimit.statusCode).toBe(200);
    const over = await upload(admin.parent.caller, badge.id, padded(BADGE_IMAGE_MAX_BYTES + 1));
    expect(over.statusCode).toBe(413);
    expect(errorOf(over).message).toBe(messages.imageTooLarge);
  });

  it("answers 404 with the spec's message for a badge that does not exist", async () => {
    const res = await upload(admin.parent.caller, "00000000-0000-4000-8000-000000000000", solidPng());
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(messages.badgeNotFound);
  });

  it("takes raw bytes only on the upload route", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/badges",
      headers: { origin: TEST_ORIGIN, "content-type": "application/octet-stream", cookie: admin.parent.cookie },
      payload: solidPng(),
    });
    expect(res.statusCode).toBe(415);
  });
});
