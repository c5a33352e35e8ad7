/** "1 game", "3 games"; "1 day", "2 days"; the plural given where "s" is not it. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "Ava", "Ava and Ben", "Ava, Ben and Cara": a list as a sentence reads it (no Oxford comma). */
export function listInWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;
}

/**
 * A message with its `{name}`s filled in: each from `values`, taken as it is.
 * (`String.replace` with a string would read `$&`, `$'` and `` $` `` in a
 * child's name or an address as patterns, and garble the message.)
 */
export function fillIn(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, key: string) => (key in values ? String(values[key]) : slot));
}
