import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportFamilyData } from "../../shared/api/family-data";
import { myTestimonialStatus, submitTestimonial } from "../../shared/api/testimonials";
import { TESTIMONIAL_COMMENT_MAX } from "../../shared/constants";
import { productMessages } from "../../shared/messages";
import { buildFamily, signInParent, uniqueIp, type TestParent } from "../../../tests/factories";
import { callAs, type Caller } from "../../../tests/support/call-as";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { testimonials } from "../db/schema/support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const aParent = async (): Promise<TestParent> => (await buildFamily(t, { children: 0 })).parent;
const send = (as: Caller, body: Record<string, unknown>) => callAs(t, as, submitTestimonial, { body });
const stored = (parent: TestParent) =>
  t.deps.database.db.select().from(testimonials).where(eq(testimonials.userId, parent.session.user.id));
const hasOne = async (as: Caller) => (await callAs(t, as, myTestimonialStatus)).ok().has_testimonial;

describe("POST /api/testimonials", () => {
  it("keeps the parent's feedback, trimmed and private, and answers with the row", async () => {
    const parent = await aParent();
    const res = await send(parent.caller, { comment: "  Ava asks to play every evening!\n  ", rating: 4 });
    expect(res.status).toBe(201);
    const body = res.ok();
    expect(body).toMatchObject({ comment: "Ava asks to play every evening!", rating: 4, is_public: false });
    expect(body.created_at).toBe(t.clock.now().toISOString());

    const rows = await stored(parent);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: body.id, comment: body.comment, rating: 4, isPublic: false });
  });

  it("is never public on arrival, whatever the body says", async () => {
    const parent = await aParent();
    const res = await send(parent.caller, { comment: "Lovely", rating: 5, is_public: true });
    expect(res.ok().is_public).toBe(false);
    expect((await stored(parent))[0]?.isPublic).toBe(false);
  });

  it.each([
    ["left out", {}],
    ["null", { rating: null }],
  ])("takes a comment with the rating %s, storing no rating", async (_label, rating) => {
    const parent = await aParent();
    const res = await send(parent.caller, { comment: "Short and sweet", ...rating });
    expect(res.status).toBe(201);
    expect(res.ok().rating).toBeNull();
    expect((await stored(parent))[0]?.rating).toBeNull();
  });

  it("takes every rating from 1 to 5 stars", async () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      const parent = await aParent();
      expect((await send(parent.caller, { comment: "Good", rating })).ok().rating).toBe(rating);
    }
  });

  it.each([
    [{ comment: "" }, "comment", productMessages.testimonialRequired],
    [{ comment: "  \n\t " }, "comment", productMessages.testimonialRequired],
    [{ comment: undefined }, "comment", productMessages.testimonialRequired],
    [{ comment: 42 }, "comment", productMessages.testimonialRequired],
    [
      { comment: "x".repeat(TESTIMONIAL_COMMENT_MAX + 1) },
      "comment",
      "Please keep your feedback under 2,000 characters",
    ],
    [{ comment: "Great\u0000app" }, "comment", productMessages.controlCharacters],
    [{ comment: "Great\u001bapp" }, "comment", productMessages.controlCharacters],
    [{ rating: 0 }, "rating", productMessages.testimonialRating],
    [{ rating: 6 }, "rating", productMessages.testimonialRating],
    [{ rating: -1 }, "rating", productMessages.testimonialRating],
    [{ rating: 4.5 }, "rating", productMessages.testimonialRating],
    [{ rating: "5" }, "rating", productMessages.testimonialRating],
    [{ rating: true }, "rating", productMessages.testimonialRating],
  ])("refuses %j with a clear message, storing nothing", async (overrides, field, message) => {
    const parent = await aParent();
    const res = await send(parent.caller, { comment: "We love it", rating: 5, ...overrides });
    expect(res.status).toBe(400);
    expect(res.error()).toMatchObject({ code: "validation_failed", message, fields: { [field]: message } });
    expect(await stored(parent)).toHaveLength(0);
    expect(await hasOne(parent.caller)).toBe(false);
  });

  it("takes a comment of exactly 2,000 characters, with its line breaks and tabs", async () => {
    const parent = await aParent();
    const comment = `Line one\n\tLine two ${"x".repeat(TESTIMONIAL_COMMENT_MAX - 19)}`;
    expect(comment).toHaveLength(TESTIMONIAL_COMMENT_MAX);
    expect((await send(parent.caller, { comment })).ok().comment).toBe(comment);
  });

  it("keeps one testimonial per parent: a second is refused with 409, the first kept as it was", async () => {
    const parent = await aParent();
    expect((await send(parent.caller, { comment: "First thoughts", rating: 5 })).status).toBe(201);
    const again = await send(parent.caller, { comment: "Second thoughts", rating: 2 });
    expect(again.status).toBe(409);
    expect(again.error()).toMatchObject({ code: "testimonial_exists", message: productMessages.testimonialExists });
    expect((await stored(parent)).map((r) => r.comment)).toEqual(["First thoughts"]);
  });

  it("stores one of several sent at the same moment", async () => {
    const parent = await aParent();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => send(parent.caller, { comment: `Try ${i}`, rating: 5 })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await stored(parent)).toHaveLength(1);
  });

  it("is for parents only: a child's tablet and a signed-out browser are refused and nothing is stored", async () => {
    const family = await buildFamily(t, { children: 1 });
    for (const caller of [family.child.caller, {}]) {
      const res = await send(caller, { comment: "Best game ever", rating: 5 });
      expect(res.status).toBe(401);
      expect(res.error().code).toBe("not_authenticated");
      expect((await callAs(t, caller, myTestimonialStatus)).status).toBe(401);
    }
    expect(await stored(family.parent)).toHaveLength(0);
  });

  it("is refused from another site's page", async () => {
    const parent = await aParent();
    const res = await callAs(t, parent.caller, submitTestimonial, {
      body: { comment: "Nice", rating: 5 },
      origin: "https://elsewhere.example",
    });
    expect(res.status).toBe(403);
    expect(await stored(parent)).toHaveLength(0);
  });

  it("answers at most 10 sends an hour from one address", async () => {
    const app = await createTestApp({ rateLimitPerMinute: 600 });
    try {
      const parent = (await buildFamily(app, { children: 0 })).parent;
      const from = { ...parent.caller, ip: uniqueIp() };
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push((await callAs(app, from, submitTestimonial, { body: { comment: `Note ${i}` } })).status);
      }
      expect(statuses).toEqual([201, ...Array<number>(9).fill(409), 429]);
    } finally {
      await app.close();
    }
  });
});

describe("GET /api/testimonials/mine", () => {
  it("says whether this parent has sent feedback, and tells no parent about another's", async () => {
    const parent = await aParent();
    const other = await aParent();
    expect(await hasOne(parent.caller)).toBe(false);
    await send(parent.caller, { comment: "Brilliant for times tables", rating: 5 });
    expect(await hasOne(parent.caller)).toBe(true);
    expect(await hasOne(other.caller)).toBe(false);
    // Another parent may still send their own.
    expect((await send(other.caller, { comment: "Ours too" })).status).toBe(201);
  });

  it("counts a testimonial sent from another browser of the same parent", async () => {
    const family = await buildFamily(t, { children: 0 });
    const laptop = await signInParent(t, family.parent);
    await send(laptop, { comment: "From the laptop", rating: 3 });
    expect(await hasOne(family.parent.caller)).toBe(true);
  });
});

describe("the family's data", () => {
  it("holds the parent's testimonial in their export and nobody else's", async () => {
    const parent = await aParent();
    const other = await aParent();
    await send(parent.caller, { comment: "Our family's words", rating: 4 });
    await send(other.caller, { comment: "Another family's words", rating: 1 });
    const mine = (await callAs(t, parent.caller, exportFamilyData)).ok().testimonials;
    expect(mine).toEqual([expect.objectContaining({ comment: "Our family's words", rating: 4, is_public: false })]);
    const theirs = (await callAs(t, other.caller, exportFamilyData)).raw.body;
    expect(theirs).not.toContain("Our family's words");
  });
});
