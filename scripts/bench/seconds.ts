/** The longest a benchmark's measured load (or its warm-up) may be set to run, in seconds. */
const MAX_SECONDS = 120;

/** A whole number from the environment variable `name`, from `min` to `max`; `fallback` when unset. */
export function wholeNumberFrom(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name] ?? String(fallback);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

/** A whole number of seconds from the environment variable `name`, from `min` to MAX_SECONDS; `fallback` when unset. */
const secondsFrom = (name: string, fallback: number, min: number) => wholeNumberFrom(name, fallback, min, MAX_SECONDS);

/** Seconds of each measured load (BENCH_SECONDS). */
export const benchSeconds = () => secondsFrom("BENCH_SECONDS", 10, 1);

/**
 * Seconds of a save scenario's load (and of its raw inserts) run before it
 * is measured, and not counted: each connection's first use of a statement
 * (parsed and planned there), and each new child's first games (which earn
 * the first badges), are what a server meets once, not at every save.
 * BENCH_WARMUP_SECONDS=0 measures from the first request.
 */
export const warmupSeconds = () => secondsFrom("BENCH_WARMUP_SECONDS", 4, 0);
