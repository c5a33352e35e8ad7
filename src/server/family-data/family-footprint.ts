import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { is } from "drizzle-orm";
import type { Queryable } from "../db/client";
import * as avatars from "../db/schema/avatars";
import * as billing from "../db/schema/billing";
import * as captcha from "../db/schema/captcha";
import * as children from "../db/schema/children";
import * as email from "../db/schema/email";
import * as engagement from "../db/schema/engagement";
import * as files from "../db/schema/files";
import * as play from "../db/schema/play";
import * as support from "../db/schema/support";
import * as throttles from "../db/schema/throttles";
import * as users from "../db/schema/users";

/** Every table of the schema, found by looking, so that a table added later is counted too. */
export function allTables(): PgTable[] {
  const modules = [users, children, throttles, email, billing, support, files, play, engagement, captcha, avatars];
  return modules.flatMap((m) => Object.values(m).filter((v): v is PgTable => is(v, PgTable)));
}

export const tableName = (table: PgTable) => getTableConfig(table).name;

/** A row's values as text: strings as they are, JSON and arrays written out, so that a value inside them counts. */
function textsOf(row: Record<string, unknown>): string[] {
  return Object.values(row).flatMap((v) => {
    if (typeof v === "string") return [v.toLowerCase()];
    if (v !== null && typeof v === "object" && !(v instanceof Date)) return [JSON.stringify(v).toLowerCase()];
    return [];
  });
}

/**
 * The rows that hold anything of a family, by table, found from `seeds` (the
 * parent's email and user id, say): a row with a known value anywhere in its
 * text (an email quoted in a message, an id in a link) is theirs, and its own
 * id becomes known, until nothing new turns up. For the tests, which check
 * that deletion leaves nothing behind, in every table there is.
 */
export async function familyFootprint(db: Queryable, seeds: readonly string[]): Promise<Record<string, unknown[]>> {
  const tables = await Promise.all(
    allTables().map(async (table) => ({ name: tableName(table), rows: await db.select().from(table) })),
  );
  const known = new Set(seeds.map((s) => s.toLowerCase()));
  const found = new Map<string, Set<Record<string, unknown>>>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const { name, rows } of tables) {
      for (const row of rows as Record<string, unknown>[]) {
        const mine = found.get(name) ?? new Set();
        if (mine.has(row)) continue;
        const texts = textsOf(row);
        if (!texts.some((text) => [...known].some((value) => text.includes(value)))) continue;
        mine.add(row);
        found.set(name, mine);
        if (typeof row.id === "string" && !known.has(row.id)) known.add(row.id);
        grew = true;
      }
    }
  }
  return Object.fromEntries([...found].map(([name, rows]) => [name, [...rows]]));
}
