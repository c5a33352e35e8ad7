import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as challengesApi from "../../src/shared/api/challenges";
import { errorBodySchema } from "../../src/shared/api/endpoint";
import * as missionsApi from "../../src/shared/api/missions";
import * as playApi from "../../src/shared/api/play";
import { SESSION_COOKIE } from "../../src/server/auth/cookies";
import { hashToken } from "../../src/server/auth/tokens";
import { authSessions } from "../../src/server/db/schema/users";
import { buildFamily, buildGame, payForPremium, uniqueEmail } from "../factories";
import { callAs, type Caller } from "../support/call-as";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../support/test-app";

/**
 * Every operation of the OpenAPI document, every string field in it, with
 * hostile values: the server answers each with a 2xx or a 4xx in the API's
 * error shape, and never a 5xx. Ids name the family's own rows (a Premium
 * family), so that a value the checks let through reaches the database.
 */
interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  pattern?: string;
}
interface Parameter {
  name: string;
  in: "path" | "query";
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: { "application/json"?: { schema: JsonSchema } } };
}

/** Ill-formed UTF-16: lone high and low surrogates, a reversed pair, an emoji cut in half. */
const ILL_FORMED = ["\ud800", "a\udc00b", "Ava\udfff", "\udc00\ud800", "\ud83d", "x\ud83d!", "\ud800".repeat(300)];
const HOSTILE_STRINGS = [
  "a\u0000b",
  "\u0000",
  "x\u0007\u0008\u001b[31m",
  "line\u000bbreak\u000c",
  "\u007f\u0085\u009f",
  ...ILL_FORMED,
  "x".repeat(10 * 1024),
  "y".repeat(1024 * 1024),
];
/** The values sent in paths and query strings (a megabyte does not fit in a URL). */
const HOSTILE_IN_URL = HOSTILE_STRINGS.filter((value) => value.length <= 10 * 1024);

/**
 * A value as a path segment or query value: percent-encoded UTF-8, and a lone
 * surrogate as the three bytes a careless client would send (`encodeURIComponent`
 * throws on it, and URLSearchParams would quietly make it U+FFFD).
 */
function encodeAny(value: string): string {
  return Array.from(value)
    .map((char) => {
      const unit = char.charCodeAt(0);
      if (char.length === 2 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    })
    .join("");
}
const WRONG_TYPES: unknown[] = [12345, -1.5, true, null, {}, [], ["a"], { nested: { deeper: "\u0000" } }];

/** The family's own rows, by the name of the parameter or field that names them. */
const ids: Record<string, string> = {};

/** A plausible value of a schema, so that a request reaches the field being fuzzed. */
function sample(schema: JsonSchema, name = ""): unknown {
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.[0]) return sample(choice[0], name);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      if (schema.format === "uuid") return ids[name] ?? randomUUID();
      if (schema.format === "email") return "someone@example.com";
      if (schema.format === "date-time") return new Date().toISOString();
      if (schema.pattern?.includes("0-9")) return "4821";
      return "someone@example.com";
    case "integer":
    case "number":
      return Math.max(schema.minimum ?? 1, 1);
    case "boolean":
      return true;
    case "array":
      return schema.items ? [sample(schema.items)] : [];
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [field, prop] of Object.entries(schema.properties ?? {})) out[field] = sample(prop, field);
      return out;
    }
    default:
      return null;
  }
}

/** Paths to every string field of an object schema (through nested objects and arrays). */
function stringPaths(schema: JsonSchema, prefix: (string | number)[] = []): (string | number)[][] {
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return choice.flatMap((c) => stringPaths(c, prefix)).slice(0, 1);
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (type.includes("string")) return [prefix];
  if (type.includes("array") && schema.items) return stringPaths(schema.items, [...prefix, 0]);
  if (type.includes("object"))
    return Object.entries(schema.properties ?? {}).flatMap(([name, prop]) => stringPaths(prop, [...prefix, name]));
  return [];
}

/** Every leaf field (any type), for the wrong-type probes. */
function fieldPaths(schema: JsonSchema, prefix: (string | number)[] = []): (string | number)[][] {
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (type.includes("object") && schema.properties)
    return Object.entries(schema.properties).flatMap(([name, prop]) => [
      [...prefix, name],
      ...fieldPaths(prop, [...prefix, name]),
    ]);
  if (type.includes("array") && schema.items) return fieldPaths(schema.items, [...prefix, 0]);
  return [];
}

function setAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(value);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1);
  if (last === undefined) return replacement;
  node[last] = replacement;
  return copy;
}

let t: TestApp;
let callers: [string, Caller][];
beforeAll(async () => {
  t = await createTestApp();
  const { parent, child, sibling } = await buildFamily(t, { children: 2 });
  await payForPremium(t, parent);
  const created = (
    await callAs(t, child.caller, challengesApi.createChallenge, {
      params: { childId: child.id },
      body: { opponent_child_id: sibling.id },
    })
  ).ok();
  const game = (await callAs(t, child.caller, playApi.saveGame, { body: buildGame(child.id) })).ok();
  const mission = (
    await callAs(t, parent.caller, missionsApi.sendMission, {
      params: { childId: sibling.id },
      body: { game_mode_target: "timed", reward_type: "custom_text", reward_text: "A trip to the park" },
    })
  ).ok();
  Object.assign(ids, {
    childId: child.id,
    child_id: child.id,
    opponent_child_id: sibling.id,
    challengeId: created.challenge.id,
    challenge_id: created.challenge.id,
    sessionId: game.session.id,
    missionId: mission.mission.id,
  });
  callers = [
    ["signed out", {}],
    ["parent", parent.caller],
    ["child", child.caller],
  ];
});
afterAll(() => t.close());

/** The User-Agent of every request: a header the server keeps (with a parent's session), as hostile as the rest. */
const HOSTILE_USER_AGENT = `Fuzz\u0000\ud800\u0085${"z".repeat(5_000)}`;

async function send(method: string, url: string, caller: Caller, payload?: unknown) {
  const res = await t.app.inject({
    method: method.toUpperCase() as "GET",
    url,
    headers: {
      origin: TEST_ORIGIN,
      "content-type": "application/json",
      "user-agent": HOSTILE_USER_AGENT,
      ...(caller.cookie && { cookie: caller.cookie }),
      ...(caller.bearer && { authorization: `Bearer ${caller.bearer}` }),
    },
    ...(payload !== undefined && { payload: JSON.stringify(payload) }),
  });
  const label = `${method.toUpperCase()} ${url.slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 160)}`;
  expect(res.statusCode, label).toBeLessThan(500);
  if (res.statusCode >= 400) expect(errorBodySchema.safeParse(res.json()).success, label).toBe(true);
  return res.statusCode;
}

describe("the API under hostile input", () => {
  it("answers every operation of the OpenAPI document without a 5xx, errors in the API's shape", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    let sent = 0;
    for (const [template, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const params = op.parameters ?? [];
        const fill = (overrides: Record<string, string> = {}) => {
          let path = template;
          const query: string[] = [];
          for (const p of params) {
            const value = overrides[p.name] ?? String(sample(p.schema, p.name));
            if (p.in === "path") path = path.replace(`{${p.name}}`, encodeAny(value));
            else if (p.name in overrides) query.push(`${encodeURIComponent(p.name)}=${encodeAny(value)}`);
          }
          return query.length > 0 ? `${path}?${query.join("&")}` : path;
        };
        // An upload's raw body has tests of its own (badge-admin.test.ts).
        const bodySchema = op.requestBody?.content["application/json"]?.schema;
        const body = bodySchema ? sample(bodySchema) : undefined;

        for (const [, caller] of callers) {
          // Hostile path and query parameters.
          for (const p of params) {
            for (const value of HOSTILE_IN_URL) {
              await send(method, fill({ [p.name]: value }), caller, body);
              sent++;
            }
          }
          if (!bodySchema) continue;
          // Hostile strings in every string field of the body.
          for (const path of stringPaths(bodySchema)) {
            for (const value of HOSTILE_STRINGS) {
              await send(method, fill(), caller, setAt(body, path, value));
              sent++;
            }
          }
          // Wrong types in every field, and for the whole body.
          for (const path of fieldPaths(bodySchema)) {
            for (const value of WRONG_TYPES) {
              await send(method, fill(), caller, setAt(body, path, value));
              sent++;
            }
          }
          for (const value of [...WRONG_TYPES, "a string", 0]) {
            await send(method, fill(), caller, value);
            sent++;
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
  }, 300_000);

  it("keeps a browser's User-Agent only when it is clean text, whatever the header holds", async () => {
    const email = uniqueEmail();
    const password = "correct-horse-battery";
    const kept: (string | null)[] = [];
    for (const [i, userAgent] of [
      "Fuzz\u0000bot",
      "Fuzz\ud800bot",
      "\u0085Fuzz",
      "Mozilla/5.0 🦊",
      "x".repeat(5_000),
    ].entries()) {
      const res = await t.app.inject({
        method: "POST",
        url: i === 0 ? "/api/auth/signup" : "/api/auth/login",
        headers: { origin: TEST_ORIGIN, "user-agent": userAgent },
        payload: { email, password },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      const [row] = await t.deps.database.db
        .select({ userAgent: authSessions.userAgent })
        .from(authSessions)
        .where(eq(authSessions.tokenHash, hashToken(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? "")));
      kept.push(row?.userAgent ?? null);
    }
    expect(kept).toEqual([null, null, null, "Mozilla/5.0 🦊", "x".repeat(300)]);
  });

  it("answers a body that is not JSON, or too large, in the API's error shape", async () => {
    for (const payload of ["{not json", "\u0000", "x".repeat(2 * 1024 * 1024)]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(errorBodySchema.safeParse(res.json()).success).toBe(true);
    }
  });
});
