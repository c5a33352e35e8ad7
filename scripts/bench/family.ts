import { randomUUID } from "node:crypto";
import { signup } from "../../src/shared/api/accounts";
import { childLogin, createChild } from "../../src/shared/api/children";
import type { ResponseOf } from "../../src/shared/api/endpoint";

/** A signed-in child, with the parent's user id that their games are saved under. */
export interface BenchPlayer {
  childId: string;
  childToken: string;
  parentUserId: string;
}

/** A signed-up parent with five children, as seen from the parent's own browser and one child's tab. */
export interface BenchFamily {
  email: string;
  /** The parent browser's cookies: `ms_session=…; ms_device=…`. */
  parentCookie: string;
  /** Only the device cookie: this browser is one of the family's trusted ones. */
  deviceCookie: string;
  childPin: string;
  childToken: string;
  /** The signed-in child's id and the parent's user id, for requests and rows that name them. */
  childId: string;
  parentUserId: string;
  /** Every child of the family signed in on their own tablet, the first one above included. */
  players: BenchPlayer[];
}

const PINS = ["4821", "7395", "5038", "6194", "2719"] as const;

async function call(baseUrl: string, method: string, path: string, init: { cookie?: string; body?: unknown } = {}) {
  const res = await fetch(baseUrl + path, {
    method,
    headers: {
      origin: baseUrl,
      ...(init.cookie && { cookie: init.cookie }),
      ...(init.body !== undefined && { "content-type": "application/json" }),
    },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res;
}

function cookiesOf(res: Response): Map<string, string> {
  return new Map(
    res.headers.getSetCookie().map((line) => {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      return [pair.slice(0, at), pair.slice(at + 1)] as const;
    }),
  );
}

/** Builds the family through the public API, exactly as a parent would. */
export async function createBenchFamily(baseUrl: string): Promise<BenchFamily> {
  const email = `bench-${randomUUID()}@example.com`;
  const signedUp = await call(baseUrl, signup.method, signup.path, { body: { email, password: "bench-password-1" } });
  const { user } = (await signedUp.json()) as ResponseOf<typeof signup>;
  const cookies = cookiesOf(signedUp);
  const session = cookies.get("ms_session");
  const device = cookies.get("ms_device");
  if (!session || !device) throw new Error("Sign-up set no session or device cookie");
  const parentCookie = `ms_session=${session}; ms_device=${device}`;
  for (const [i, pin] of PINS.entries()) {
    await call(baseUrl, createChild.method, createChild.path, {
      cookie: parentCookie,
      body: { name: `Bench child ${i + 1}`, pin },
    });
  }
  const deviceCookie = `ms_device=${device}`;
  const players: BenchPlayer[] = [];
  for (const pin of PINS) {
    const login = await call(baseUrl, childLogin.method, childLogin.path, {
      cookie: deviceCookie,
      body: { parent_email: email, child_pin: pin },
    });
    const { token, child_data } = (await login.json()) as ResponseOf<typeof childLogin>;
    players.push({ childId: child_data.id, childToken: token, parentUserId: user.id });
  }
  const [first] = players;
  if (!first) throw new Error("The family has no children");
  return {
    email,
    parentCookie,
    deviceCookie,
    childPin: PINS[0],
    childToken: first.childToken,
    childId: first.childId,
    parentUserId: user.id,
    players,
  };
}
