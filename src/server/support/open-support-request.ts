import { randomUUID } from "node:crypto";
import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import { SUPPORT_CONFIRMATION_INTERVAL_MS, SUPPORT_REPEAT_WINDOW_MS } from "../../shared/constants";
import { quotedAddresses } from "../../shared/account/email-address";
import { supportRequests } from "../db/schema/support";
import type { AppDeps } from "../core/deps";
import { supportConfirmationEmail } from "../emails/support-confirmation";
import { supportRequestEmail, type SupportSender } from "../emails/support-request";

/** Who sends a request: their login (if any), and how the support team's email names them. */
interface Sender {
  userId: string | null;
  /** The address the reply goes to, and the name given, in the support team's email. */
  named: SupportSender;
}

interface OpenRequest {
  /** Who sends it, as the caller worked it out (through a policy, for a signed-in parent). */
  sender: Sender;
  description: string;
}

/**
 * Keeps a request as an open support request, then emails it to the support
 * team: the one way in for the Help Center form and the account page's. The
 * same message from the same address within SUPPORT_REPEAT_WINDOW_MS (a form
 * sent twice) is the request already kept, and is not emailed again: decided
 * under a lock on the address, so requests at the same moment keep one.
 *
 * The sender is told the request is kept, with its number, at most once per
 * SUPPORT_CONFIRMATION_INTERVAL_MS for an address: decided under the same lock
 * from the requests kept, so that the Help Center form (whose address anybody
 * may type, behind its captcha) cannot make us mail a stranger more often.
 *
 * Both emails are made first, with the request's number drawn here, outside
 * the transaction: rendering is slow, and the lock (on the embedded database,
 * its one connection) is held for the checks and the writes alone. A
 * confirmation the rule leaves out, or a repeat's emails, are not sent.
 */
export async function openSupportRequest(deps: AppDeps, request: OpenRequest): Promise<{ id: string }> {
  const now = deps.clock();
  const { sender } = request;
  const requestId = randomUUID();
  const [copy, confirmation] = await Promise.all([
    supportRequestEmail({
      to: deps.config.supportEmail,
      sender: sender.named,
      received: now,
      requestId,
      description: request.description,
      publicUrl: deps.config.publicUrl,
    }),
    supportConfirmationEmail({
      to: sender.named.email,
      requestId,
      from: sender.named.kind,
      publicUrl: deps.config.publicUrl,
    }),
  ]);
  const stored = await deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`maths-sprint/support/${sender.named.email}`}))`);
    /** A request kept from this address within the last `ms`, and meeting `more`. */
    const keptWithin = (ms: number, ...more: SQL[]) =>
      tx
        .select({ id: supportRequests.id })
        .from(supportRequests)
        .where(
          and(
            eq(supportRequests.email, sender.named.email),
            gt(supportRequests.createdAt, new Date(now.getTime() - ms)),
            ...more,
          ),
        )
        .limit(1);
    const [repeat] = await keptWithin(
      SUPPORT_REPEAT_WINDOW_MS,
      eq(supportRequests.issueDescription, request.description),
    );
    if (repeat) return { ...repeat, repeat: true };
    const [keptLately] = await keptWithin(SUPPORT_CONFIRMATION_INTERVAL_MS);
    const [row] = await tx
      .insert(supportRequests)
      .values({
        id: requestId,
        userId: sender.userId,
        name: sender.named.kind === "help_center" ? sender.named.name : undefined,
        email: sender.named.email,
        issueDescription: request.description,
        quotedAddresses: quotedAddresses(
          sender.named.kind === "help_center" ? sender.named.name : "",
          request.description,
        ),
        status: "open",
        createdAt: now,
      })
      .returning({ id: supportRequests.id });
    if (!row) throw new Error("The support request was not stored");
    // Kept with the request in one transaction: a repeat that finds the request always finds its email too.
    await deps.mailer.send({ ...copy, supportRequestId: row.id }, tx);
    if (!keptLately) await deps.mailer.send({ ...confirmation, supportRequestId: row.id }, tx);
    return { ...row, repeat: false };
  });
  if (!stored.repeat) {
    // Delivered now that the request is committed; if the mail server is away, the sweep tries again.
    await deps.mailer.deliverPending().catch((error: unknown) => {
      deps.log.warn({ err: error }, "A support request's email waits for the next delivery round");
    });
  }
  return { id: stored.id };
}
