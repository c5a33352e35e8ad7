/**
 * What a test file opened for all of its tests and must give back when it ends: with `isolate: false`
 * (vitest.config.ts) the next file runs in the same process, so a database pool left open there keeps its
 * connections, and a PostgreSQL server has a hundred in all. The list lives on the global object, which the
 * module reset between files (tests/support/fresh-file.ts) leaves alone.
 */
type Close = () => Promise<void>;

const KEY = Symbol.for("maths-sprint.tests.file-resources");

function closers(): Close[] {
  const global = globalThis as typeof globalThis & { [KEY]?: Close[] };
  return (global[KEY] ??= []);
}

/** Closes `close` once the test file's own afterAll hooks have run. */
export function closeAtEndOfFile(close: Close): void {
  closers().push(close);
}

/** How long a close may take before the next file goes on without it (a client a test never released). */
const CLOSE_WITHIN_MS = 10_000;

/** Closes what the file asked for, newest first; one that fails or does not finish does not stop the others. */
export async function closeFileResources(): Promise<void> {
  for (const close of closers().splice(0).reverse()) {
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, CLOSE_WITHIN_MS);
      timer.unref();
    });
    await Promise.race([close().catch(() => undefined), gaveUp]);
    clearTimeout(timer);
  }
}
