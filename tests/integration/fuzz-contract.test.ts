import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBodySchema } from "../../src/shared/api/endpoint";
import { buildFamily } from "../factories";
import type { Caller } from "../support/call-as";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../support/test-app";

/**
 * Every operation of the OpenAPI document, every string field in it, with
 * hostile values: the server answers each with a 2xx or a 4xx in the API's
 * error shape, and never a 5xx.
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

const HOSTILE_STRINGS = [
  "a\u0000b",
  "\u0000",
  "x\u0007\u0008\u001b[31m",
  "line\u000bbreak\u000c",
  "\u007f\u0085\u009f",
  "x".repeat(10 * 1024),
  "y".repeat(1024 * 1024),
];
const WRONG_TYPES: unknown[] = [12345, -1.5, true, null, {}, [], ["a"], { nested: { deeper: "\u0000" } }];

/** A plausible value of a schema, so that a request reaches the field being fuzzed. */
function sample(schema: JsonSchema): unknown {
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.[0]) return sample(choice[0]);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      if (schema.format === "uuid") return randomUUID();
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
      for (const [name, prop] of Object.entries(schema.properties ?? {})) out[name] = sample(prop);
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
  const { parent, child } = await buildFamily(t, { children: 1 });
  callers = [
    ["signed out", {}],
    ["parent", parent.caller],
    ["child", child.caller],
  ];
});
afterAll(() => t.close());

async function send(method: string, url: string, caller: Caller, payload?: unknown) {
  const res = await t.app.inject({
    method: method.toUpperCase() as "GET",
    url,
    headers: {
      origin: TEST_ORIGIN,
      "content-type": "application/json",
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
          const query = new URLSearchParams();
          for (const p of params) {
            const value = overrides[p.name] ?? String(sample(p.schema));
            if (p.in === "path") path = path.replace(`{${p.name}}`, encodeURIComponent(value));
            else if (p.name in overrides) query.set(p.name, value);
          }
          const qs = query.toString();
          return qs ? `${path}?${qs}` : path;
        };
        // An upload's raw body has tests of its own (badge-admin.test.ts).
        const bodySchema = op.requestBody?.content["application/json"]?.schema;
        const body = bodySchema ? sample(bodySchema) : undefined;

        for (const [, caller] of callers) {
          // Hostile path and query parameters.
          for (const p of params) {
            for (const value of HOSTILE_STRINGS.slice(0, 6)) {
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
