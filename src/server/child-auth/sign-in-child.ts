import { and, eq, sql } from "drizzle-orm";
import { PIN_FAILURES_BEFORE_DISABLE } from "../../shared/constants";
import { createChildSession } from "../auth/sessions";
import { hashToken } from "../auth/tokens";
import type { Tx } from "../db/client";
import type { AppDeps } from "../core/deps";
import { pinSignInDisabledEmail } from "../emails/pin-sign-in-disabled";
import { children } from "../db/schema/children";
import { loginAttempts } from "../db/schema/throttles";
import { parents, trustedDevices, users } from "../db/schema/users";
import { pinHmac } from "../children/pin";
import { presentChildData } from "../children/present-child";
import {
  counterAfterFailure,
  counterIsOpen,
  freshCounter,
  ipAfterFailure,
  ipIsOpen,
  type IpWindow,
  type PinCounter,
} from "./pin-throttle";

export type ChildSignInOutcome =
  | { kind: "signed_in"; token: string; expiresAt: Date; child: ReturnType<typeof presentChildData> }
  /** The PIN was compared and was wrong. */
  | { kind: "wrong_pin" }
  /**
   * The counter for this email and kind of browser is closed (a family's, or an unknown
   * email's, which follows the same schedule): nothing was compared. `until` is when it
   * opens again; null while it is off (a family's until the parent turns it back on).
   */
  | { kind: "locked"; until: Date | null }
  | { kind: "unknown_email" }
  /** This IP has used its failures for the hour. */
  | { kind: "ip_throttled" };

type CounterKind = "pin_family_trusted" | "pin_family_other" | "pin_unknown" | "pin_ip";
interface CounterKey {
  kind: CounterKind;
  key: string;
  parentId: string | null;
}
type CounterRow = typeof loginAttempts.$inferSelect;

/**
 * Locks the IP counter (when it applies) and then the family's counter,
 * creating them when missing, in one statement: the no-op update of an
 * existing row takes its lock, so concurrent attempts queue on it and read
 * what the one before wrote. The IP row always comes first, so two attempts
 * never wait on each other in a cycle.
 */
async function lockCounters(tx: Tx, ip: CounterKey | null, family: CounterKey, now: Date) {
  const keys = ip ? [ip, family] : [family];
  const rows = await tx
    .insert(loginAttempts)
    .values(keys.map((c) => ({ ...c, failures: 0, windowStart: now, updatedAt: now })))
    .onConflictDoUpdate({
      target: [loginAttempts.kind, loginAttempts.key],
      set: { updatedAt: sql`${loginAttempts.updatedAt}` },
    })
    .returning();
  const find = (c: CounterKey) => rows.find((r) => r.kind === c.kind && r.key === c.key);
  const ipRow = ip ? find(ip) : null;
  const familyRow = find(family);
  if ((ip && !ipRow) || !familyRow) throw new Error("Counter rows missing after upsert");
  return { ipRow: ipRow ?? null, familyRow };
}

interface CounterWrite {
  key: CounterKey;
  failures: number;
  windowStart: Date;
  lockedUntil: Date | null;
  disabled: boolean;
}

/** Writes the counters of one attempt (both of them on a failure) in one statement. */
async function saveCounters(tx: Tx, writes: CounterWrite[], now: Date) {
  const rows = writes.map(
    (w) =>
      sql`(${w.key.kind}::text, ${w.key.key}::text, ${w.failures}::integer, ${w.windowStart.toISOString()}::timestamptz, ${w.lockedUntil?.toISOString() ?? null}::timestamptz, ${w.disabled}::boolean)`,
  );
  await tx.execute(sql`
    update ${loginAttempts}
    set failures = v.failures, window_start = v.window_start, locked_until = v.locked_until,
        disabled = v.disabled, updated_at = ${now.toISOString()}::timestamptz
    from (values ${sql.join(rows, sql`, `)}) as v(kind, key, failures, window_start, locked_until, disabled)
    where ${loginAttempts.kind} = v.kind and ${loginAttempts.key} = v.key`);
}

const ipWindowOf = (row: CounterRow): IpWindow | undefined =>
  row.failures > 0 ? { failures: row.failures, windowStart: row.windowStart } : undefined;

const counterOf = (row: CounterRow): PinCounter => ({
  failures: row.failures,
  lockedUntil: row.lockedUntil,
  disabled: row.disabled,
});

export interface ChildSignInInput {
  email: string;
  pin: string;
  ip: string;
  deviceToken?: string | undefined;
}

/**
 * Child PIN sign-in with the family and IP counters of docs/product/engineering-rules.md#child-pin-defence. All counting
 * happens in one transaction under row locks (IP first, then family), so
 * parallel attempts are counted exactly. The caller turns every failure kind
 * into the same response, but a closed counter, whose pause it tells (in the same
 * words for a family and for an unknown email tried as often).
 *
 * Every failed attempt does the same statements whatever its kind (read the
 * family, lock both counters, write both counters; a wrong PIN also looks the
 * PIN up), so that a wrong PIN, a locked family and an unknown email take
 * about the same time, and a stream of refused guesses stays cheap.
 */
export async function signInChild(deps: AppDeps, input: ChildSignInInput): Promise<ChildSignInOutcome> {
  const now = deps.clock();
  const pinHash = pinHmac(deps.config.appSecret, input.pin);
  const deviceHash = input.deviceToken ? hashToken(input.deviceToken) : null;
  let disabledParent = false;

  const outcome = await deps.database.db.transaction(async (tx): Promise<ChildSignInOutcome> => {
    // One read without locks: the family (through the unique index on users.email)
    // and whether this browser is one of its own.
    const [family] = await tx
      .select({
        parentId: parents.id,
        userId: parents.userId,
        email: parents.email,
        trusted: deviceHash
          ? sql<boolean>`exists (select 1 from ${trustedDevices} where ${trustedDevices.parentId} = ${parents.id} and ${trustedDevices.deviceHash} = ${deviceHash})`
          : sql<boolean>`false`,
      })
      .from(users)
      .innerJoin(parents, eq(parents.userId, users.id))
      .where(eq(users.email, input.email))
      .limit(1);

    // The family's own browsers keep their own allowance: a stranger behind the same
    // address (a school, a café, a carrier's NAT) must not lock the family's tablet out,
    // so the per-address limit neither applies to them nor counts their failures.
    const ipKey: CounterKey | null = family?.trusted ? null : { kind: "pin_ip", key: input.ip, parentId: null };
    // An unknown email gets a counter of its own, so that it does the same work as a family.
    const familyKey: CounterKey = family
      ? {
          kind: family.trusted ? "pin_family_trusted" : "pin_family_other",
          key: family.parentId,
          parentId: family.parentId,
        }
      : { kind: "pin_unknown", key: hashToken(input.email), parentId: null };
    const { ipRow, familyRow } = await lockCounters(tx, ipKey, familyKey, now);

    const ipWindow = ipRow ? ipWindowOf(ipRow) : undefined;
    if (ipKey && !ipIsOpen(ipWindow, now)) return { kind: "ip_throttled" };
    const ipFailure: CounterWrite[] = ipKey
      ? [{ key: ipKey, ...ipAfterFailure(ipWindow, now), lockedUntil: null, disabled: false }]
      : [];
    const counter = counterOf(familyRow);
    const keep: CounterWrite = { key: familyKey, windowStart: familyRow.windowStart, ...counter };

    // Closed: an unknown email's counter follows the family's schedule, so that the pause a
    // child is told of says nothing to a stranger about whether the email is a family's.
    if (!counterIsOpen(counter, now)) {
      await saveCounters(tx, [...ipFailure, keep], now);
      return { kind: "locked", until: counter.disabled ? null : counter.lockedUntil };
    }

    if (!family) {
      await saveCounters(tx, [...ipFailure, { ...keep, ...counterAfterFailure(counter, now) }], now);
      return { kind: "unknown_email" };
    }

    const [child] = await tx
      .select()
      .from(children)
      .where(and(eq(children.parentId, family.parentId), eq(children.pinHmac, pinHash)))
      .limit(1);
    if (!child) {
      const next = counterAfterFailure(counter, now);
      await saveCounters(tx, [...ipFailure, { ...keep, ...next }], now);
      if (next.disabled && next.failures === PIN_FAILURES_BEFORE_DISABLE) {
        // Kept with the lock that it tells of, in the same transaction: never one without the other.
        await deps.mailer.send(await pinSignInDisabledEmail(family.email, deps.config.publicUrl), tx);
        disabledParent = true;
      }
      return { kind: "wrong_pin" };
    }

    if (counter.failures > 0) await saveCounters(tx, [{ ...keep, ...freshCounter() }], now);
    const session = await createChildSession(tx, child.id, now);
    return {
      kind: "signed_in",
      token: session.token,
      expiresAt: session.expiresAt,
      child: presentChildData(child, { userId: family.userId, email: family.email }),
    };
  });

  if (disabledParent) {
    // Delivered now that it is committed; if the mail server is away, the sweep tries again.
    await deps.mailer.deliverPending().catch((error: unknown) => {
      deps.log.warn({ err: error }, "The email about PIN sign-in being turned off waits for the next delivery round");
    });
  }
  return outcome;
}
