/** How a field that names a record is spelt in the contract: `id`, `…_id` (bodies, queries) or `…Id` (paths). */
const ID_FIELD = /(^id$|_id$|Id$)/;

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface JsonSchema {
  properties?: Record<string, unknown>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
export interface OpenApiPaths {
  paths: Record<string, Record<string, Operation>>;
}

const fieldsOf = (schema: JsonSchema | undefined): string[] =>
  schema
    ? [
        ...Object.keys(schema.properties ?? {}),
        ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(fieldsOf),
      ]
    : [];

/**
 * Every way a route of the contract (its OpenAPI document, built from the
 * router's endpoints) takes an id: `METHOD /path` for a route with a path
 * parameter, and `METHOD /path field` for each id field of its query or body.
 */
export function routesTakingIds(doc: OpenApiPaths): string[] {
  const keys: string[] = [];
  for (const [openApiPath, operations] of Object.entries(doc.paths)) {
    const path = openApiPath.replace(/\{([A-Za-z_]+)\}/g, ":$1");
    for (const [method, op] of Object.entries(operations)) {
      const route = `${method.toUpperCase()} ${path}`;
      if (path.includes(":")) keys.push(route);
      const query = (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
      const body = Object.values(op.requestBody?.content ?? {}).flatMap((c) => fieldsOf(c.schema));
      for (const field of new Set([...query, ...body])) if (ID_FIELD.test(field)) keys.push(`${route} ${field}`);
    }
  }
  return keys.sort();
}

/** The routes taking an id that no row of the table names (a row is named by its key, then any words in brackets). */
export const routesWithoutRow = (keys: readonly string[], rows: readonly string[]): string[] =>
  keys.filter((key) => !rows.some((row) => row === key || row.startsWith(`${key} (`)));
