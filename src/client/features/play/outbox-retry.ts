/**
 * When the outbox sends again the games still waiting on this device
 * (docs/product/engineering-rules.md#nothing-lost): 5 s after a try that left
 * some, doubling each time to at most a minute, each delay moved by up to a
 * fifth either way so that devices which failed together do not come back
 * together; never sooner than the server's Retry-After.
 */
export const FIRST_RETRY_MS = 5_000;
/** The longest wait between two tries, before its jitter. */
export const LONGEST_RETRY_MS = 60_000;
/** How far a delay is moved either way at random, as a share of it. */
export const RETRY_JITTER = 0.2;
/** A Retry-After longer than this is waited for this long only: the app is open, the child is waiting. */
export const LONGEST_RETRY_AFTER_MS = 5 * 60_000;

/**
 * The wait before try number `failures + 1`, after `failures` tries in a row left
 * games waiting (1: the first retry). `random` gives a number in [0, 1).
 */
export function retryDelayMs(failures: number, random: () => number, retryAfterMs: number | null = null): number {
  const base = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
  const jittered = Math.round(base * (1 - RETRY_JITTER + 2 * RETRY_JITTER * random()));
  return Math.max(jittered, Math.min(retryAfterMs ?? 0, LONGEST_RETRY_AFTER_MS));
}

/** What the loop is given of time: the clock and the timers, real ones in the app. */
export interface RetryClock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
}

const realClock: RetryClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

interface RetryLoopOptions {
  /** Sends what waits; answers how many games still wait afterwards. */
  sync: () => Promise<number>;
  clock?: RetryClock;
  random?: () => number;
}

/**
 * Runs `sync` now and again while games wait, one run at a time, with growing
 * delays (`retryDelayMs`). `failed` tells it of a game that could not be sent
 * (kept for later, maybe with the server's Retry-After): a retry is set if none
 * is. `hurry` (the browser back online, the app back in front, another game
 * saved) starts the waiting afresh and tries at once, or as soon as the
 * server's Retry-After allows.
 */
export function createRetryLoop({ sync, clock = realClock, random = Math.random }: RetryLoopOptions) {
  let failures = 0;
  let timer: unknown = null;
  let running = false;
  let runAgain = false;
  let stopped = false;
  /** The server's Retry-After since the last retry was set: the next one waits at least this long. */
  let retryAfterMs: number | null = null;
  /** Before this time nothing is sent again (the server's Retry-After). */
  let notBefore = 0;

  const cancel = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };

  const schedule = () => {
    cancel();
    failures++;
    const delay = retryDelayMs(failures, random, retryAfterMs);
    if (retryAfterMs !== null) notBefore = clock.now() + Math.min(retryAfterMs, LONGEST_RETRY_AFTER_MS);
    retryAfterMs = null;
    timer = clock.setTimeout(() => void run(), delay);
  };

  async function run(): Promise<void> {
    cancel();
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    running = true;
    let waiting = 0;
    try {
      waiting = await sync();
    } catch {
      // Storage unavailable (a private window): nothing waits here.
    } finally {
      running = false;
    }
    if (stopped) return;
    if (runAgain) {
      runAgain = false;
      return run();
    }
    if (waiting > 0) schedule();
    else failures = 0;
  }

  return {
    /** Tries now, afresh (the app starting, the browser back online). */
    now(): Promise<void> {
      failures = 0;
      return run();
    },
    /** Tries again soon while games wait: at once, or when the server's Retry-After ends. */
    hurry(): void {
      if (stopped || timer === null) return;
      cancel();
      failures = 0;
      timer = clock.setTimeout(() => void run(), Math.max(0, notBefore - clock.now()));
    },
    /** A game could not be sent and waits on the device: a retry is set unless one is. */
    failed(serverRetryAfterMs: number | null): void {
      if (serverRetryAfterMs !== null) retryAfterMs = Math.max(retryAfterMs ?? 0, serverRetryAfterMs);
      if (stopped || running || timer !== null) return;
      schedule();
    },
    /** Whether a retry is set. */
    get scheduled(): boolean {
      return timer !== null;
    },
    stop(): void {
      stopped = true;
      cancel();
    },
  };
}
