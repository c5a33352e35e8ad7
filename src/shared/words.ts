/** "1 game", "3 games"; "1 day", "2 days"; the plural given where "s" is not it. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "Ava", "Ava and Ben", "Ava, Ben and Cara": a list as a sentence reads it (no Oxford comma). */
export function listInWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;
}
