import { and, eq, sql } from "drizzle-orm";
import { PIN_FAILURES_BEFORE_DISABLE } from "../../shared/constants";
import { createChildSession } from "../auth/sessions";
import { hashToken } from "../auth/tokens";
import type { Tx } from "../db/client";
import type { AppDeps } from "../deps";
import { children, loginAttempts, parents, trustedDevices } from "../db/schema/accounts";
import { pinHmac } from "../children/pin";
import { presentChildData } from "../children/present-child";
import {
  counterAfterFailure,
  counterIsOpen,
  freshCounter,
  ipAfterFailure,
  ipIsOpen,
  type PinCounter,
} from "./pin-throttle";

export type ChildSignInOutcome =
  | { kind: "signed_in"; token: string; expiresAt: Date; child: ReturnType<typeof presentChildData> }
  /** The PIN was compared and was wrong. */
  | { kind: "wrong_pin" }
  /** The family's counter for this kind of browser is closed: nothing was compared. */
  | { kind: "locked" }
  | { kind: "unknown_email" }
  /** This IP has used its failures for the hour. */
  | { kind: "ip_throttled" };

type CounterKind = "pin_family_trusted" | "pin_family_other" | "pin_unknown" | "pin_ip";

/** Reads a counter row under a row lock, creating it first so that concurrent attempts queue on it. */
async function lockCounter(tx: Tx, kind: CounterKind, key: string, parentId: string | null, now: Date) {
  await tx
    .insert(loginAttempts)
    .values({ kind, key, parentId, failures: 0, windowStart: now, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(loginAttempts)
    .where(and(eq(loginAttempts.kind, kind), eq(loginAttempts.key, key)))
    .for("update");
  if (!row) throw new Error("Counter row missing after upsert");
  return row;
}

async function saveCounter(tx: Tx, kind: CounterKind, key: string, counter: PinCounter, now: Date) {
  await tx
    .update(loginAttempts)
    .set({ failures: counter.failures, lockedUntil: counter.lockedUntil, disabled: counter.disabled, updatedAt: now })
    .where(and(eq(loginAttempts.kind, kind), eq(loginAttempts.key, key)));
}

export interface ChildSignInInput {
  email: string;
  pin: string;
  ip: string;
  deviceToken?: string | undefined;
}

/**
 * Child PIN sign-in with the family and IP counters of DESIGN 6. All counting
 * happens in one transaction under row locks (IP first, then family), so
 * parallel attempts are counted exactly. The caller turns every failure kind
 * into the same response.
 */
export async function signInChild(deps: AppDeps, input: ChildSignInInput): Promise<ChildSignInOutcome> {
  const now = deps.clock();
  const secret = deps.config.appSecret;
  let disabledParent: { email: string } | null = null;

  const outcome = await deps.database.db.transaction(async (tx): Promise<ChildSignInOutcome> => {
    const ipRow = await lockCounter(tx, "pin_ip", input.ip, null, now);
    const ipWindow = ipRow.failures > 0 ? { failures: ipRow.failures, windowStart: ipRow.windowStart } : undefined;
    if (!ipIsOpen(ipWindow, now)) return { kind: "ip_throttled" };
    const recordIpFailure = async () => {
      const next = ipAfterFailure(ipWindow, now);
      await tx
        .update(loginAttempts)
        .set({ failures: next.failures, windowStart: next.windowStart, updatedAt: now })
        .where(and(eq(loginAttempts.kind, "pin_ip"), eq(loginAttempts.key, input.ip)));
    };

    const [parent] = await tx
      .select({ id: parents.id, userId: parents.userId, email: parents.email })
      .from(parents)
      .where(eq(parents.email, input.email))
      .limit(1);

    if (!parent) {
      // Do comparable work so that an unknown email answers in about the same time.
      await lockCounter(tx, "pin_unknown", hashToken(input.email), null, now);
      pinHmac(secret, input.pin);
      await tx
        .update(loginAttempts)
        .set({ failures: sql`${loginAttempts.failures} + 1`, updatedAt: now })
        .where(and(eq(loginAttempts.kind, "pin_unknown"), eq(loginAttempts.key, hashToken(input.email))));
      await recordIpFailure();
      return { kind: "unknown_email" };
    }

    const trusted = input.deviceToken
      ? (
          await tx
            .select({ id: trustedDevices.id })
            .from(trustedDevices)
            .where(
              and(eq(trustedDevices.parentId, parent.id), eq(trustedDevices.deviceHash, hashToken(input.deviceToken))),
            )
            .limit(1)
        ).length > 0
      : false;
    const kind: CounterKind = trusted ? "pin_family_trusted" : "pin_family_other";
    const row = await lockCounter(tx, kind, parent.id, parent.id, now);
    const counter: PinCounter = { failures: row.failures, lockedUntil: row.lockedUntil, disabled: row.disabled };

    if (!counterIsOpen(counter, now)) {
      pinHmac(secret, input.pin);
      await recordIpFailure();
      return { kind: "locked" };
    }

    const [child] = await tx
      .select()
      .from(children)
      .where(and(eq(children.parentId, parent.id), eq(children.pinHmac, pinHmac(secret, input.pin))))
      .limit(1);

    if (!child) {
      const next = counterAfterFailure(counter, now);
      await saveCounter(tx, kind, parent.id, next, now);
      await recordIpFailure();
      if (next.disabled && next.failures === PIN_FAILURES_BEFORE_DISABLE) disabledParent = { email: parent.email };
      return { kind: "wrong_pin" };
    }

    if (counter.failures > 0) await saveCounter(tx, kind, parent.id, freshCounter(), now);
    const session = await createChildSession(tx, child.id, now);
    return {
      kind: "signed_in",
      token: session.token,
      expiresAt: session.expiresAt,
      child: presentChildData(child, { userId: parent.userId, email: parent.email }),
    };
  });

  if (disabledParent) await notifyPinSignInDisabled(deps, disabledParent);
  return outcome;
}

async function notifyPinSignInDisabled(deps: AppDeps, parent: { email: string }) {
  try {
    await deps.mailer.send({
      to: parent.email,
      subject: "Children's PIN sign-in has been turned off",
      text: [
        "Hello,",
        "",
        `Someone entered a wrong child PIN for your family ${PIN_FAILURES_BEFORE_DISABLE} times in a row, so we have turned off PIN sign-in to keep your children's profiles safe.`,
        "",
        `Your children can sign in again once you turn it back on from your parent dashboard: ${deps.config.publicUrl}/parent/dashboard`,
        "",
        "If this was your child trying to remember their PIN, you can also set a new PIN there.",
        "",
        "The Maths Sprint team",
      ].join("\n"),
    });
  } catch (error) {
    deps.log.error({ err: error }, "Could not email the parent about PIN sign-in being turned off");
  }
}
