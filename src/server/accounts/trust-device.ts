import type { Queryable } from "../db/client";
import { trustedDevices } from "../db/schema/users";
import { hashToken, newToken } from "../auth/tokens";

/**
 * Marks this browser as one of the family's own: PIN failures here are counted
 * apart from every other browser's, so a stranger cannot lock the family's tablet.
 * Returns the device token to set as a cookie when the browser had none.
 */
export async function trustDevice(db: Queryable, parentId: string, deviceToken: string | undefined, now: Date) {
  const token = deviceToken ?? newToken();
  await db
    .insert(trustedDevices)
    .values({ parentId, deviceHash: hashToken(token), createdAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: [trustedDevices.parentId, trustedDevices.deviceHash], set: { lastSeenAt: now } });
  return token;
}
