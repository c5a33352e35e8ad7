import type { InjectOptions } from "fastify";
import type { SaveGameBody } from "../../src/shared/api/play";
import type { Caller } from "./call-as";
import { TEST_ORIGIN, type TestApp } from "./test-app";

export type { Caller } from "./call-as";

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

export { openTower } from "../factories";
