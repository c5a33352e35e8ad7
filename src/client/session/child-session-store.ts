import type { ChildData } from "../../shared/api/children";
import { accessSettingsOf } from "../../shared/access-settings";
import { DIFFICULTY_LEVELS } from "../../shared/constants";
import { CHILD_SESSION_KEY as KEY, sessionStore as storage } from "./child-session-storage";

/** A child session lives in this tab's sessionStorage (one child per tab), for 60 minutes. */
export interface StoredChildSession {
  token: string;
  expires_at: string;
  child_data: ChildData;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const strings = (record: Record<string, unknown>, names: string[]) => names.every((n) => typeof record[n] === "string");

/**
 * Whether a value read back from storage has the shape this tab wrote (from the
 * server's answer, which the server checked against the contract).
 */
function isStoredChildSession(value: unknown): value is StoredChildSession {
  if (!isRecord(value) || !strings(value, ["token", "expires_at"])) return false;
  const child = value.child_data;
  return (
    isRecord(child) &&
    strings(child, ["id", "name", "parent_id", "parent_user_id", "parent_email"]) &&
    (DIFFICULTY_LEVELS as readonly unknown[]).includes(child.difficulty_level) &&
    (child.avatar === null || isRecord(child.avatar))
  );
}

/**
 * The stored child session; unparseable data is ignored. Whether it has expired is the
 * server's to say (a request answered 401 signs the child out): a device whose clock runs
 * ahead would otherwise sign a child straight back out.
 */
export function readChildSession(): StoredChildSession | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const session: unknown = JSON.parse(raw);
    if (!isStoredChildSession(session)) {
      storage()?.removeItem(KEY);
      return null;
    }
    // A tab signed in before access settings existed holds none: all off until the next check.
    return {
      ...session,
      child_data: { ...session.child_data, access_settings: accessSettingsOf(session.child_data.access_settings) },
    };
  } catch {
    storage()?.removeItem(KEY);
    return null;
  }
}
