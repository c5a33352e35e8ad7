type JSONType = string | number | boolean | null | JSONType[] | { [key: string]: JSONType };

/** Column names the export never carries: hashes of passwords, PINs, tokens and devices, and throttle keys. */
const SECRET_COLUMNS = new Set(["passwordHash", "pinHmac", "tokenHash", "deviceHash", "key"]);

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function jsonOf(value: unknown): JSONType {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value as JSONType;
}

/** A stored row as the export shows it: snake_case names as in the database, times in ISO 8601, no secrets. */
export function storedRow(row: Record<string, unknown>, omit: readonly string[] = []): Record<string, JSONType> {
  const out: Record<string, JSONType> = {};
  for (const [name, value] of Object.entries(row)) {
    if (SECRET_COLUMNS.has(name) || omit.includes(name)) continue;
    out[snake(name)] = jsonOf(value);
  }
  return out;
}
