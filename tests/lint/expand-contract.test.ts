import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  breakingMigrations,
  breakingStatements,
  MIGRATIONS_DIR,
  previousReleaseSchema,
  RELEASED_BEFORE_THE_RULE,
} from "../../scripts/migrations/expand-contract";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** A clone without its history (`git clone --depth`) cannot show an earlier release. */
const shallow =
  execFileSync("git", ["rev-parse", "--is-shallow-repository"], { cwd: ROOT, encoding: "utf8" }).trim() === "true";
/** Today's schema, as the previous release's would be for a migration written now. */
const schemaNow = () =>
  ["children", "email", "play", "users"]
    .map((f) => readFileSync(path.join(ROOT, `src/server/db/schema/${f}.ts`), "utf8"))
    .join("\n");
const whys = (sql: string) => breakingStatements("9999_planted.sql", sql, schemaNow).map((b) => b.why);

describe("a migration keeps the previous release running (expand, then contract a release later)", () => {
  it("no migration of the project drops, renames or requires what its previous release used", () => {
    const { checked, breaking, withoutHistory } = breakingMigrations(ROOT);
    expect(checked).toBeGreaterThan(30);
    expect(breaking).toEqual([]);
    expect(withoutHistory).toEqual([]);
  });

  it.skipIf(shallow)(
    "reads the previous release's schema from the history: the one before a migration was added",
    () => {
      // 0030 added email_verification_tokens.new_email: the release before it had the table, not the column.
      const before = previousReleaseSchema(ROOT, path.join(MIGRATIONS_DIR, "0030_email_change.sql"));
      expect(before).toContain('pgTable("email_verification_tokens"');
      expect(before).not.toContain('"new_email"');
      expect(
        breakingStatements(
          "x.sql",
          'ALTER TABLE "email_verification_tokens" DROP COLUMN "new_email";',
          () => before ?? "",
        ),
      ).toEqual([]);
    },
  );

  it("refuses dropping or renaming a column or a table the previous release still uses", () => {
    // Declared through a helper the table calls: the shared columns of single-use links, createdAt().
    for (const column of ["token_hash", "created_at"])
      expect(whys(`ALTER TABLE "password_reset_tokens" DROP COLUMN "${column}";`)).toHaveLength(1);
    expect(whys('ALTER TABLE "children" DROP COLUMN "focus_tables";')).toEqual([
      expect.stringContaining('drops column "children"."focus_tables", which the previous release still uses'),
    ]);
    expect(whys('ALTER TABLE "children" RENAME COLUMN "name" TO "display_name";')).toEqual([
      expect.stringContaining('renames column "children"."name"'),
    ]);
    expect(
      whys('DROP TABLE "email_outbox";--> statement-breakpoint\nALTER TABLE "children" RENAME TO "kids";'),
    ).toEqual([
      expect.stringContaining('drops table "email_outbox"'),
      expect.stringContaining('renames table "children"'),
    ]);
  });

  it("lets a release drop what the release before it had already stopped using", () => {
    expect(whys('ALTER TABLE "children" DROP COLUMN "nickname";')).toEqual([]);
    expect(whys('DROP TABLE IF EXISTS "old_scores";')).toEqual([]);
  });

  it("refuses a new column the previous release's inserts would leave empty, and an unchecked NOT NULL or type change", () => {
    expect(whys('ALTER TABLE "email_outbox" ADD COLUMN "priority" integer NOT NULL;')).toEqual([
      expect.stringContaining("adds a NOT NULL column without a DEFAULT"),
    ]);
    expect(whys('ALTER TABLE "email_outbox" ADD COLUMN "priority" integer DEFAULT 5 NOT NULL;')).toEqual([]);
    expect(whys('ALTER TABLE "email_outbox" ADD COLUMN "note" text;')).toEqual([]);
    expect(whys('ALTER TABLE "children" ALTER COLUMN "name" SET NOT NULL;')).toHaveLength(1);
    expect(whys('ALTER TABLE "children" ALTER COLUMN "name" SET DATA TYPE varchar(40);')).toHaveLength(1);
    expect(
      whys(
        '-- expand-contract: every release since 0004 writes a name\nALTER TABLE "children" ALTER COLUMN "name" SET NOT NULL;',
      ),
    ).toEqual([]);
    expect(whys('ALTER TABLE "referrals" ALTER COLUMN "referred_parent_id" DROP NOT NULL;')).toEqual([]);
  });

  it("names the one migration released before the rule that broke it, and nothing else", () => {
    const sql = readFileSync(path.join(ROOT, MIGRATIONS_DIR, "0007_challenge_question_seed.sql"), "utf8");
    expect(breakingStatements("0007_challenge_question_seed.sql", sql, () => "").map((b) => b.statement)).toEqual([
      RELEASED_BEFORE_THE_RULE["0007_challenge_question_seed.sql"],
    ]);
  });
});
