import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The rule of a release without a stop (README, "Releases without a stop"): while a release rolls out, the
 * previous release's instances serve beside the new one on the database the new one has migrated. So a
 * migration may only expand what the previous release's code reads and writes: add tables, nullable or
 * defaulted columns, indexes. What it stops using is removed by a later release's migration (contract), once
 * no running release names it. This module finds the statements of a migration that would break the
 * previous release's instances.
 */

/** A statement of a migration that the previous release's server may not survive. */
export interface Breaking {
  migration: string;
  statement: string;
  why: string;
}

/** The migrations folder and the drizzle schema folder, relative to the project's root. */
export const MIGRATIONS_DIR = "src/server/db/migrations";
const SCHEMA_PATHS = ["src/server/db/schema", "src/server/db/schema.ts", "src/server/db/columns.ts"];

/**
 * A comment a reviewer may put on the line before a statement that this check cannot judge (a column made
 * NOT NULL, a type changed) once the previous release always writes it correctly: `-- expand-contract: why`.
 * Drops and renames take no such comment: the previous release's schema decides them.
 */
const REVIEWED = /--\s*expand-contract:\s*\S/;

const name = String.raw`"?([A-Za-z_][\w$]*)"?`;
const patterns: { re: RegExp; kind: "drop_table" | "rename_table" | "drop_column" | "rename_column" }[] = [
  { re: new RegExp(String.raw`^DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?${name}`, "i"), kind: "drop_table" },
  { re: new RegExp(String.raw`^ALTER\s+TABLE\s+(?:ONLY\s+)?${name}\s+RENAME\s+TO\s+`, "i"), kind: "rename_table" },
  {
    re: new RegExp(String.raw`^ALTER\s+TABLE\s+(?:ONLY\s+)?${name}\s+DROP\s+COLUMN\s+(?:IF\s+EXISTS\s+)?${name}`, "i"),
    kind: "drop_column",
  },
  {
    re: new RegExp(String.raw`^ALTER\s+TABLE\s+(?:ONLY\s+)?${name}\s+RENAME\s+(?:COLUMN\s+)?${name}\s+TO\s+`, "i"),
    kind: "rename_column",
  },
];
const addRequired = new RegExp(
  String.raw`^ALTER\s+TABLE\s+(?:ONLY\s+)?${name}\s+ADD\s+COLUMN\s+(?:IF\s+NOT\s+EXISTS\s+)?${name}`,
  "i",
);
const setNotNull = /\bALTER\s+COLUMN\s+\S+\s+SET\s+NOT\s+NULL\b/i;
const changeType = /\bALTER\s+COLUMN\s+\S+\s+(?:SET\s+DATA\s+)?TYPE\b/i;

/** The statements of a migration file (drizzle separates them with `--> statement-breakpoint`), each with the comments before it. */
function statementsOf(sql: string): { text: string; comments: string }[] {
  return sql
    .split(/-->\s*statement-breakpoint/)
    .map((chunk) => {
      const lines = chunk.split("\n");
      const comments = lines.filter((line) => line.trim().startsWith("--")).join("\n");
      const text = lines
        .filter((line) => !line.trim().startsWith("--"))
        .join("\n")
        .trim();
      return { text, comments };
    })
    .filter((s) => s.text !== "");
}

/** The top-level declaration in `source` that starts at `start`: up to the next one. */
function declarationAt(source: string, start: number): string {
  const next = source.slice(start + 1).search(/\n(?:export |const |function |\/\*\*)/);
  return next === -1 ? source.slice(start) : source.slice(start, start + 1 + next);
}

/**
 * The source that declares SQL table `table`'s columns in `schema`: its pgTable call, and the helpers it calls
 * there (`createdAt()`, a set of columns shared by two tables), or null when `schema` declares no such table.
 */
function tableSource(schema: string, table: string): string | null {
  const start = schema.search(new RegExp(String.raw`pgTable\(\s*"${table}"`));
  if (start === -1) return null;
  // The table's call, then each helper it calls, and theirs in turn.
  const parts = [declarationAt(schema, start)];
  const seen = new Set<string>();
  for (let i = 0; i < parts.length; i++) {
    for (const [, helper = ""] of (parts[i] ?? "").matchAll(/\b([A-Za-z_]\w*)\(/g)) {
      if (seen.has(helper)) continue;
      seen.add(helper);
      const at = schema.search(new RegExp(String.raw`\b(?:const|function)\s+${helper}\b`));
      if (at !== -1) parts.push(declarationAt(schema, at));
    }
  }
  return parts.join("\n");
}

/**
 * What in `sql` (the migration `migration`) the previous release would not survive, given that release's
 * drizzle schema source (`previousSchema`: every schema file's text, joined; read only for a drop or a rename).
 */
export function breakingStatements(migration: string, sql: string, previousSchema: () => string): Breaking[] {
  const found: Breaking[] = [];
  for (const { text, comments } of statementsOf(sql)) {
    const statement = text.replace(/\s+/g, " ").replace(/;$/, "");
    const say = (why: string) => found.push({ migration, statement, why });
    const contract = patterns.map(({ re, kind }) => ({ kind, match: re.exec(statement) })).find((p) => p.match);
    if (contract?.match) {
      const [, table = "", column] = contract.match;
      const declared = tableSource(previousSchema(), table);
      const used = column === undefined ? declared !== null : declared?.includes(`"${column}"`) === true;
      if (used) {
        const what = column === undefined ? `table "${table}"` : `column "${table}"."${column}"`;
        say(
          `${contract.kind.startsWith("drop") ? "drops" : "renames"} ${what}, which the previous release still uses: ` +
            `stop using it in one release, and ${contract.kind.startsWith("drop") ? "drop" : "rename"} it in a later one` +
            (contract.kind.startsWith("rename") ? " (or add the new one, write both, and drop the old one later)" : ""),
        );
      }
      continue;
    }
    if (addRequired.test(statement) && /\bNOT\s+NULL\b/i.test(statement) && !/\bDEFAULT\b/i.test(statement)) {
      say("adds a NOT NULL column without a DEFAULT: the previous release's inserts, which do not name it, would fail");
      continue;
    }
    if ((setNotNull.test(statement) || changeType.test(statement)) && !REVIEWED.test(comments)) {
      say(
        "makes a column NOT NULL or changes its type, which the previous release may not write: " +
          "add `-- expand-contract: <why the previous release is safe>` on the line before it once checked",
      );
    }
  }
  return found;
}

/**
 * Migrations released before this rule was written, each with the statement that broke it then: kept as they
 * are, since a migration applied to a database is never edited.
 */
export const RELEASED_BEFORE_THE_RULE: Record<string, string> = {
  "0007_challenge_question_seed.sql": 'ALTER TABLE "challenges" ADD COLUMN "question_seed" integer NOT NULL',
};

const git = (root: string, args: string[]) =>
  execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();

/**
 * The drizzle schema of the release before the one that brought `file` (the commit before the one that added
 * it; for a migration not yet committed, HEAD's), or null when the history is not there (a shallow clone).
 */
export function previousReleaseSchema(root: string, file: string): string | null {
  try {
    const added = git(root, ["log", "--diff-filter=A", "--format=%H", "--", file]).split("\n").at(-1) ?? "";
    const before = added === "" ? "HEAD" : `${added}^`;
    git(root, ["rev-parse", "--verify", "--quiet", `${before}^{commit}`]);
    const files = git(root, ["ls-tree", "-r", "--name-only", before, "--", ...SCHEMA_PATHS])
      .split("\n")
      .filter((f) => f.endsWith(".ts"));
    return files.map((f) => git(root, ["show", `${before}:${f}`])).join("\n");
  } catch {
    return null;
  }
}

/**
 * Every migration of the project that its previous release would not survive, but those released before the
 * rule; `withoutHistory` names those with a drop or a rename whose previous release is not in this clone.
 */
export function breakingMigrations(root: string): { checked: number; withoutHistory: string[]; breaking: Breaking[] } {
  const dir = path.join(root, MIGRATIONS_DIR);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  const breaking: Breaking[] = [];
  const withoutHistory: string[] = [];
  for (const file of files) {
    const previous = () => {
      const schema = previousReleaseSchema(root, path.join(MIGRATIONS_DIR, file));
      if (schema === null) withoutHistory.push(file);
      return schema ?? "";
    };
    const found = breakingStatements(file, readFileSync(path.join(dir, file), "utf8"), previous);
    const grandfathered = RELEASED_BEFORE_THE_RULE[file];
    breaking.push(...found.filter((b) => grandfathered === undefined || !b.statement.startsWith(grandfathered)));
  }
  return { checked: files.length, withoutHistory, breaking };
}
