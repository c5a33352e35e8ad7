import { existsSync } from "node:fs";
import { like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { triggerRuleSchema } from "../../shared/engagement/trigger-rule";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { badges } from "../db/schema/engagement";
import { DEFAULT_BADGES } from "./default-badges";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the default badges", () => {
  it("are what the migrations leave in the database, each rule as written in code", async () => {
    const rows = await t.deps.database.db
      .select()
      .from(badges)
      .where(like(sql`${badges.id}::text`, "b4d9e000-0000-4000-8000-%"))
      .orderBy(badges.createdAt);
    expect(
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        description: r.description,
        imageUrl: r.imageUrl,
        rule: triggerRuleSchema.parse(r.triggerRule),
        active: r.isActive,
      })),
    ).toEqual(DEFAULT_BADGES.map((b) => ({ ...b, active: true })));
  });

  it("each has its art, a rule the admin form accepts, and a name of its own", () => {
    for (const badge of DEFAULT_BADGES) {
      expect(existsSync(new URL(`../../../public${badge.imageUrl}`, import.meta.url)), badge.imageUrl).toBe(true);
      expect(triggerRuleSchema.parse(badge.rule)).toEqual(badge.rule);
    }
    expect(new Set(DEFAULT_BADGES.map((b) => b.name)).size).toBe(DEFAULT_BADGES.length);
  });
});
