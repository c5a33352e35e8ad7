import { z } from "zod";
import { errorBodySchema, type Endpoint } from "../../shared/api/endpoint";

const toSchema = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" });

/** The OpenAPI 3.1 document, generated from the same endpoint definitions the server registers. */
export function buildOpenApi(endpoints: readonly Endpoint[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const path = e.path.replace(/:([A-Za-z_]+)/g, "{$1}");
    const parameters: unknown[] = [];
    for (const [where, schema] of [
      ["path", e.params],
      ["query", e.query],
    ] as const) {
      if (!(schema instanceof z.ZodObject)) continue;
      const shape: Record<string, z.ZodType> = schema.shape;
      for (const [name, field] of Object.entries(shape)) {
        parameters.push({
          name,
          in: where,
          required: where === "path" || !field.safeParse(undefined).success,
          schema: toSchema(field, "input"),
        });
      }
    }
    paths[path] ??= {};
    paths[path][e.method.toLowerCase()] = {
      summary: e.summary,
      "x-access": e.access,
      ...(parameters.length > 0 && { parameters }),
      ...(e.body &&
        !e.rawBody && {
          requestBody: { required: true, content: { "application/json": { schema: toSchema(e.body, "input") } } },
        }),
      ...(e.rawBody && {
        requestBody: {
          required: true,
          content: {
            "application/octet-stream": { schema: { type: "string", format: "binary", maxLength: e.rawBody.maxBytes } },
          },
        },
      }),
      responses: {
        [String(e.status ?? 200)]: {
          description: "Success",
          content: { "application/json": { schema: toSchema(e.response, "output") } },
        },
        default: {
          description: "Error",
          content: { "application/json": { schema: toSchema(errorBodySchema, "output") } },
        },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Maths Sprint API", version },
    paths,
  };
}
