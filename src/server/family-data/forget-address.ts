import { and, arrayContains, eq, isNull, or, sql, type AnyColumn } from "drizzle-orm";
import { normalForm, quotedAddresses, quotesAddress, redactAddress } from "../../shared/account/email-address";
import type { Queryable } from "../db/client";
import { emailOutbox } from "../db/schema/email";
import { supportRequests } from "../db/schema/support";

/** What stands in another family's text where the deleted family's address was. */
export const REMOVED_ADDRESS = "[address removed]";

/**
 * Rows whose texts may quote `address`: those whose kept list of quoted
 * addresses (`quotedAddresses`, under a GIN index) names it, or, for a row
 * written before the list was kept (null), a cheap sift of its texts by
 * substring, whatever the case. Each is then read by `quotesAddress`, which
 * takes only a whole address, so that `a@x.co` never finds `ba@x.com` or
 * `a@x.com.au`.
 */
const mayQuote = (quoted: AnyColumn, texts: AnyColumn[], address: string) =>
  or(
    arrayContains(quoted, [normalForm(address)]),
    and(isNull(quoted), or(...texts.map((text) => sql<boolean>`strpos(lower(${text}), ${normalForm(address)}) > 0`))),
  );

const redacted = (text: string, address: string) => redactAddress(text, address, REMOVED_ADDRESS);
const redactedOrNull = (text: string | null, address: string) => (text === null ? null : redacted(text, address));

/**
 * Takes a deleted family's address out of what others wrote: a support
 * request of another family (or of nobody's account) that quotes the address
 * keeps its request and its words, with the address replaced by
 * REMOVED_ADDRESS; so does the outbox's copy of any email that quotes it. No
 * other row, and no other part of these rows, changes but the list of the
 * addresses it quotes. Run in the deletion's transaction, after the family's
 * own requests and emails are gone.
 */
export async function forgetAddressInOthersText(tx: Queryable, address: string): Promise<void> {
  const requests = await tx
    .select({ id: supportRequests.id, name: supportRequests.name, description: supportRequests.issueDescription })
    .from(supportRequests)
    .where(mayQuote(supportRequests.quotedAddresses, [supportRequests.name, supportRequests.issueDescription], address))
    .for("update");
  for (const request of requests) {
    if (!quotesAddress(request.name ?? "", address) && !quotesAddress(request.description, address)) continue;
    const name = redactedOrNull(request.name, address);
    const issueDescription = redacted(request.description, address);
    await tx
      .update(supportRequests)
      .set({ name, issueDescription, quotedAddresses: quotedAddresses(name ?? "", issueDescription) })
      .where(eq(supportRequests.id, request.id));
  }

  const emails = await tx
    .select({
      id: emailOutbox.id,
      subject: emailOutbox.subject,
      textBody: emailOutbox.textBody,
      htmlBody: emailOutbox.htmlBody,
    })
    .from(emailOutbox)
    .where(
      mayQuote(emailOutbox.quotedAddresses, [emailOutbox.subject, emailOutbox.textBody, emailOutbox.htmlBody], address),
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
