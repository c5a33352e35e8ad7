import { NO_ACCESS_SETTINGS } from "../../src/shared/access-settings";
import type { ChildData } from "../../src/shared/api/children";
import type { StoredChildSession } from "../../src/client/session/child-session-store";

/** Ava of the Jones family, as the server describes her to a signed-in tablet. */
export const testChild: ChildData = {
  id: "c1",
  name: "Ava",
  difficulty_level: "beginner",
  parent_id: "p1",
  parent_user_id: "u1",
  parent_email: "mum@example.com",
  avatar: null,
  access_settings: NO_ACCESS_SETTINGS,
  time_allowance: "standard",
};

/** A child session as the sign-in answers it and the tab keeps it, valid for `minutes` more. */
export function testChildSession(minutes = 60, child: ChildData = testChild): StoredChildSession {
  return {
    token: "t".repeat(40),
    expires_at: new Date(Date.now() + minutes * 60_000).toISOString(),
    child_data: child,
  };
}
