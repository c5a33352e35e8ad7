/**
 * Small things a browser remembers in localStorage. Storage can be unreadable
 * (a private window, blocked cookies, the prerender): reads then answer
 * `undefined` and writes do nothing, and no caller has to catch.
 */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const localStore = {
  /** The stored text, `null` when none is stored, `undefined` when storage cannot be read. */
  get(key: string): string | null | undefined {
    try {
      const store = storage();
      return store ? store.getItem(key) : undefined;
    } catch {
      return undefined;
    }
  },
  /** Stores the text, or removes it for `null`; a full or blocked storage keeps the choice for this page only. */
  set(key: string, value: string | null): void {
    try {
      if (value === null) storage()?.removeItem(key);
      else storage()?.setItem(key, value);
    } catch {
      // Nothing to do: the choice lasts for this page.
    }
  },
  /** Parsed JSON, `null` when none is stored or it is not JSON, `undefined` when storage cannot be read. */
  getJson(key: string): unknown {
    const text = localStore.get(key);
    if (text === undefined || text === null) return text;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  },
  setJson(key: string, value: unknown): void {
    localStore.set(key, JSON.stringify(value));
  },
};
