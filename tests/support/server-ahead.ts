import { serve } from "../../src/server/serve";

/**
 * The production server (src/server/serve.ts, as main.ts starts it) with its
 * clock CLOCK_AHEAD_MS milliseconds ahead of the system's, for a drill that
 * needs a time PostgreSQL servers refuse to be given by a setting (TEST_CLOCK
 * is embedded-only): the weekly report's Sunday evening. Run by
 * `startServerProcess(port, env, { entry: "tests/support/server-ahead.ts" })`.
 */
const ahead = Number(process.env.CLOCK_AHEAD_MS ?? "0");
if (!Number.isSafeInteger(ahead)) throw new Error("CLOCK_AHEAD_MS must be a whole number of milliseconds");

void serve({ clock: () => new Date(Date.now() + ahead) });
