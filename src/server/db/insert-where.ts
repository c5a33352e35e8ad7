import { getTableColumns, is, sql, SQL, type Column } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "./database";

/** A column's value in a select: the one given, else its default as an insert would take it, else null; cast to its type. */
function selected(column: Column, value: unknown): SQL {
  const given =
    value !== undefined
      ? value
      : column.defaultFn
        ? column.defaultFn()
        : column.default === undefined && column.onUpdateFn
          ? column.onUpdateFn()
          : column.default;
  const expression = given === undefined ? sql`null` : is(given, SQL) ? given : sql.param(given, column);
  return sql`${expression}::${sql.raw(column.getSQLType())}`;
}

/**
 * An insert of one row that is written only where `condition` holds, in one statement (`insert … select … where`),
 * so that a check and its write cost one round trip: the row's every column is selected in the table's order (a
 * select has no `default`), with the column's default where `values` leaves one out, as drizzle's own insert takes it.
 * Chain `.returning()` to learn whether it was written.
 */
export function insertWhere<T extends PgTable>(q: Queryable, table: T, values: T["$inferInsert"], condition: SQL) {
  const given = values as Record<string, unknown>;
  // As drizzle's insert: every column but one the database always generates.
  const columns = Object.entries(getTableColumns(table)).filter(
    ([, column]) => column.generated === undefined || column.generated.type === "byDefault",
  );
  const row = sql.join(
    columns.map(([key, column]) => selected(column, given[key])),
    sql`, `,
  );
  return q.insert(table).select(sql`select ${row} where ${condition}`);
}
