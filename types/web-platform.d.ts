/**
 * The globals that every place `src/shared` runs has (browsers, Node, the service worker) and that
 * the ES library leaves out: the WHATWG URL API, as far as shared code uses it. Shared code is
 * type-checked with these and nothing else of the DOM or of Node (`tsconfig.shared.json`), so that
 * `process`, `window`, `document`, `self`, `history` or `import.meta.env` there fail the type check.
 */
interface URLSearchParams {
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
  set(name: string, value: string): void;
  append(name: string, value: string): void;
  toString(): string;
  [Symbol.iterator](): IterableIterator<[string, string]>;
}
declare var URLSearchParams: {
  prototype: URLSearchParams;
  new (init?: string | Record<string, string> | string[][]): URLSearchParams;
};

interface URL {
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly searchParams: URLSearchParams;
  href: string;
  toString(): string;
}
declare var URL: {
  prototype: URL;
  new (url: string, base?: string): URL;
};
