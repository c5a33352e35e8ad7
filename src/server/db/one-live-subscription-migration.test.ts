import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";

const MIGRATIONS = path.join(import.meta.dirname, "migrations");
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The committed migrations up to, not including, the one whose name ends with `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ms-migrations-"));
  dirs.push(dir);
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(tag));
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

describe("the migration to one live subscription per family", () => {
  it("keeps a family's newest live subscription, marks its other live ones ended, then enforces one", async () => {
    const client = new PGlite();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: migrationsBefore("_one_live_subscription") });
      const family = async (email: string) => {
        const { rows } = await client.query<{ id: string }>(
          `with u as (insert into users (email, password_hash) values ($1, 'x') returning id)
           insert into parents (user_id, email) select id, $1 from u returning id`,
          [email],
        );
        return rows[0]?.id ?? "";
      };
      const several = await family("several@example.com");
      const one = await family("one@example.com");
      const subscribe = (parentId: string, id: string, status: string, createdAt: string) =>
        client.query(
          `insert into subscriptions (parent_id, subscription_id, subscription_status, current_period_start,
             current_period_end, created_at) values ($1, $2, $3, $4, $4::timestamptz + interval '30 days', $4)`,
          [parentId, id, status, createdAt],
        );
      await subscribe(several, "sub_old", "active", "2026-01-01T00:00:00Z");
      await subscribe(several, "sub_middle", "past_due", "2026-02-01T00:00:00Z");
      await subscribe(several, "sub_newest", "trialing", "2026-03-01T00:00:00Z");
      await subscribe(several, "sub_ended", "canceled", "2026-04-01T00:00:00Z");
      await subscribe(one, "sub_alone", "active", "2026-01-01T00:00:00Z");

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const { rows } = await client.query<{ subscription_id: string; subscription_status: string }>(
        "select subscription_id, subscription_status from subscriptions order by subscription_id",
      );
      expect(Object.fromEntries(rows.map((r) => [r.subscription_id, r.subscription_status]))).toEqual({
        sub_alone: "active",
        sub_ended: "canceled",
        sub_middle: "canceled",
        sub_newest: "trialing",
        sub_old: "canceled",
      });
      await expect(subscribe(one, "sub_second", "active", "2026-05-01T00:00:00Z")).rejects.toThrow(
        /subscriptions_one_live_per_family/,
      );
    } finally {
      await client.close();
    }
  });
});
