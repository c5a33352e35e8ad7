import { and, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../core/deps";
import { loginAttempts } from "../db/schema/throttles";
import type { ParentActor } from "../auth/actor";

const KINDS = ["pin_family_trusted", "pin_family_other"] as const;

/** The family's two PIN counters as the dashboard shows them. */
export async function getPinSignInStatus(deps: AppDeps, actor: ParentActor) {
  const rows = await deps.database.db
    .select()
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.kind, [...KINDS]), eq(loginAttempts.key, actor.parentId)));
  const now = deps.clock();
  const state = (kind: (typeof KINDS)[number]) => {
    const row = rows.find((r) => r.kind === kind);
    return {
      failures: row?.failures ?? 0,
      locked_until: row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil.toISOString() : null,
      disabled: row?.disabled ?? false,
    };
  };
  return { trusted: state("pin_family_trusted"), other: state("pin_family_other") };
}

/** The parent turns PIN sign-in back on: both counters start again from zero. */
export async function enablePinSignIn(deps: AppDeps, actor: ParentActor) {
  await deps.database.db
    .delete(loginAttempts)
    .where(and(inArray(loginAttempts.kind, [...KINDS]), eq(loginAttempts.key, actor.parentId)));
}
