// What `zod` resolves to in the browser bundle (vite.config.ts): Zod switched to its jitless mode
// before any schema is built. Otherwise Zod probes `new Function` once, which the
// Content-Security-Policy blocks and the browser reports as a violation.
import { z } from "zod/v4";

z.config({ jitless: true });

export * from "zod/v4";
