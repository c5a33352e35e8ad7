import { z } from "zod";
import { childDataSchema } from "../../shared/api/children";

import { CHILD_SESSION_KEY as KEY, sessionStore as storage } from "./child-session-storage";

/** A child session lives in this tab's sessionStorage (one child per tab), for 60 minutes. */
const storedSchema = z.object({ token: z.string(), expires_at: z.string(), child_data: childDataSchema });
export type StoredChildSession = z.infer<typeof storedSchema>;

/** The stored child session if it has not expired; unparseable data is ignored. */
export function readChildSession(now = Date.now()): StoredChildSession | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || Date.parse(parsed.data.expires_at) <= now) {
      storage()?.removeItem(KEY);
      return null;
    }
    return parsed.data;
  } catch {
    storage()?.removeItem(KEY);
    return null;
  }
}
