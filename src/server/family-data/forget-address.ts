import { and, arrayContains, eq, isNull, or, sql, type AnyColumn } from "drizzle-orm";
import { normalForm, quotedAddresses, quotesAddress, redactAddress } from "../../shared/account/email-address";
import type { Queryable } from "../db/client";
import { emailOutbox } from "../db/schema/email";
import { supportRequests } from "../db/schema/support";

/** What stands in another family's text where the deleted family's address was. */
export const REMOVED_ADDRESS = "[address removed]";

/**
 * Rows whose `column` may hold `address`: a cheap first sift by substring,
 * whatever the case; each is then read by `quotesAddress`, which takes only a
 * whole address, so that `a@x.co` never finds `ba@x.com` or `a@x.com.au`.
 */
const mayQuote = (column: AnyColumn, address: string) => sql<boolean>`strpos(lower(${column}), ${address}) > 0`;

const redacted = (text: string, address: string) => redactAddress(text, address, REMOVED_ADDRESS);
const redactedOrNull = (text: string | null, address: string) => (text === null ? null : redacted(text, address));

/**
 * Takes a deleted family's address out of what others wrote: a support
 * request of another family (or of nobody's account) that quotes the address
 * keeps its request and its words, with the address replaced by
 * REMOVED_ADDRESS; so does the outbox's copy of any email that quotes it. No
 * other row, and no other part of these rows, changes. Run in the deletion's
 * transaction, after the family's own requests and emails are gone.
 */
export async function forgetAddressInOthersText(tx: Queryable, address: string): Promise<void> {
  const requests = await tx
    .select({ id: supportRequests.id, name: supportRequests.name, description: supportRequests.issueDescription })
    .from(supportRequests)
    .where(or(mayQuote(supportRequests.name, address), mayQuote(supportRequests.issueDescription, address)))
    .for("update");
  for (const request of requests) {
    const name = request.name ?? "";
    if (!quotesAddress(name, address) && !quotesAddress(request.description, address)) continue;
    await tx
      .update(supportRequests)
      .set({ name: redactedOrNull(request.name, address), issueDescription: redacted(request.description, address) })
      .where(eq(supportRequests.id, request.id));
  }

  // The emails that quote it: by the addresses kept with each, or, for one written before they were kept, by its text.
  const wanted = normalForm(address);
  const emails = await tx
    .select({
      id: emailOutbox.id,
      subject: emailOutbox.subject,
      textBody: emailOutbox.textBody,
      htmlBody: emailOutbox.htmlBody,
    })
    .from(emailOutbox)
    .where(
      or(
        arrayContains(emailOutbox.quotedAddresses, [wanted]),
        and(
          isNull(emailOutbox.quotedAddresses),
          or(...[emailOutbox.subject, emailOutbox.textBody, emailOutbox.htmlBody].map((c) => mayQuote(c, address))),
        ),
      ),
    )
    .for("update");
  for (const email of emails) {
    if (![email.subject, email.textBody, email.htmlBody ?? ""].some((text) => quotesAddress(text, address))) continue;
    const subject = redacted(email.subject, address);
    const textBody = redacted(email.textBody, address);
    const htmlBody = redactedOrNull(email.htmlBody, address);
    await tx
      .update(emailOutbox)
      .set({ subject, textBody, htmlBody, quotedAddresses: quotedAddresses(subject, textBody, htmlBody ?? "") })
      .where(eq(emailOutbox.id, email.id));
  }
}
