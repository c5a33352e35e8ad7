import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { children } from "../../src/server/db/schema/children";
import type { SaveGameBody } from "../../src/shared/api/play";
import { TEST_ORIGIN, type TestApp } from "./test-app";

/** Who is calling: a parent's browser cookie and/or a child's bearer token. */
export interface Caller {
  cookie?: string;
  bearer?: string;
}

export function callAs(
  t: TestApp,
  as: Caller,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
) {
  const options: InjectOptions = {
    method,
    url,
    headers: {
      origin: TEST_ORIGIN,
      ...(as.cookie && { cookie: as.cookie }),
      ...(as.bearer && { authorization: `Bearer ${as.bearer}` }),
    },
    ...(payload && { payload }),
  };
  return t.app.inject(options);
}

export const postGame = (t: TestApp, as: Caller, body: SaveGameBody | Record<string, unknown>) =>
  callAs(t, as, "POST", "/api/games", body);

export async function childBearer(t: TestApp, email: string, pin: string): Promise<Caller> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/child/login",
    headers: { origin: TEST_ORIGIN },
    remoteAddress: `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`,
    payload: { parent_email: email, child_pin: pin },
  });
  if (res.statusCode !== 200) throw new Error(`child login failed: ${res.statusCode} ${res.body}`);
  return { bearer: res.json<{ token: string }>().token };
}

/** Opens Times Table Tower for a child, as a shield earned today would (active for 7 days). */
export async function openTower(t: TestApp, childId: string) {
  await t.deps.database.db
    .update(children)
    .set({ hasStreakShield: true, streakShieldExpiresAt: new Date(t.clock.now().getTime() + 7 * 86_400_000) })
    .where(eq(children.id, childId));
}
