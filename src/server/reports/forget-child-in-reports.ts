import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { weeklyReports } from "../db/schema/engagement";

/**
 * Takes a deleted child out of every weekly report kept for their family
 * (`weekly_reports.summary`, which the account's latest report and the data
 * export show): their entry in `children` goes, the others keep their order,
 * and a suggested mission for them becomes none. One statement, run in the
 * child's deletion's transaction, so the child is gone from the reports when,
 * and only when, they are gone.
 */
export async function forgetChildInReports(tx: Queryable, parentId: string, childId: string): Promise<void> {
  const summary = weeklyReports.summary;
  const suggestionIsTheChild = sql`${summary} -> 'suggestion' ->> 'child_id' = ${childId}`;
  await tx
    .update(weeklyReports)
    .set({
      summary: sql`jsonb_set(
        jsonb_set(
          ${summary},
          '{children}',
          (select coalesce(jsonb_agg(entry order by place), '[]'::jsonb)
             from jsonb_array_elements(${summary} -> 'children') with ordinality as listed(entry, place)
            where entry ->> 'id' is distinct from ${childId})
        ),
        '{suggestion}',
        case when ${suggestionIsTheChild} then 'null'::jsonb else coalesce(${summary} -> 'suggestion', 'null'::jsonb) end
      )`,
    })
    .where(
      and(
        eq(weeklyReports.parentId, parentId),
        sql`(${summary} -> 'children' @> ${JSON.stringify([{ id: childId }])}::jsonb or ${suggestionIsTheChild})`,
      ),
    );
}
