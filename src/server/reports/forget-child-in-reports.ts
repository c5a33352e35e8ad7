import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { emailOutbox } from "../db/schema/email";
import { weeklyReports } from "../db/schema/engagement";
import { parents } from "../db/schema/users";

/**
 * Takes a deleted child out of every weekly report kept for their family
 * (`weekly_reports.summary`, which the account's latest report and the data
 * export show): their entry in `children` goes, the others keep their order,
 * and a suggested mission for them becomes none. The copies of the reports
 * already delivered (the outbox's, which name every child of the family) are
 * removed: `weekly_reports` stays the record that they were sent. A report
 * still to deliver goes as it was made. Run in the child's deletion's
 * transaction, so the child is gone from the reports when, and only when,
 * they are gone.
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
  // The weekly report is the one email with List-Unsubscribe-Post (RFC 8058).
  await tx
    .delete(emailOutbox)
    .where(
      and(
        eq(emailOutbox.toAddress, sql`(select ${parents.email} from ${parents} where ${parents.id} = ${parentId})`),
        isNotNull(sql`${emailOutbox.headers} ->> 'List-Unsubscribe-Post'`),
        ne(emailOutbox.status, "pending"),
      ),
    );
}
