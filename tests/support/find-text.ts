import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Queryable } from "../../src/server/db/client";

/** Column types whose values are text, or hold text (JSON, arrays, enums). */
const TEXT_TYPES = ["text", "character varying", "character", "json", "jsonb", "ARRAY", "USER-DEFINED", "xml"];

/** What `execute` answers on both databases: the columns to search, then one column's counts. */
const columnRows = z.object({
  rows: z.array(z.object({ table_schema: z.string(), table_name: z.string(), column_name: z.string() })),
});
const countRows = z.object({ rows: z.array(z.record(z.string(), z.coerce.number())) });

/**
 * Where any of `needles` appears, whatever the case, inside any text of the
 * database: every text, JSON and array column of every table of every schema,
 * found in `information_schema` at the time of the call, so that a table
 * added later is searched too. Answers "schema.table.column: needle" for each
 * column holding a needle.
 */
export async function findText(db: Queryable, needles: readonly string[]): Promise<string[]> {
  const { rows: columns } = columnRows.parse(
    await db.execute(sql`
      select c.table_schema, c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where t.table_type = 'BASE TABLE'
        and c.table_schema not in ('pg_catalog', 'information_schema')
        and c.data_type in (${sql.join(
          TEXT_TYPES.map((type) => sql`${type}`),
          sql`, `,
        )})
      order by 1, 2, 3`),
  );
  const hits: string[] = [];
  for (const column of columns) {
    const value = sql`lower(${sql.identifier(column.column_name)}::text)`;
    const counts = sql.join(
      needles.map(
        (needle, i) =>
          sql`count(*) filter (where strpos(${value}, ${needle.toLowerCase()}) > 0) as ${sql.identifier(`n${i}`)}`,
      ),
      sql`, `,
    );
    const { rows } = countRows.parse(
      await db.execute(
        sql`select ${counts} from ${sql.identifier(column.table_schema)}.${sql.identifier(column.table_name)}`,
      ),
    );
    const [row] = rows;
    needles.forEach((needle, i) => {
      if ((row?.[`n${i}`] ?? 0) > 0) {
        hits.push(`${column.table_schema}.${column.table_name}.${column.column_name}: ${needle}`);
      }
    });
  }
  return hits;
}
