import { z } from "zod";
import { defineEndpoint } from "./endpoint";

/**
 * The outside parts the server reports on besides its database, each fed by the code that talks to it
 * (src/server/core/parts.ts): `email`, the mail server (SMTP_URL); `redis`, the rate limits' shared store
 * (REDIS_URL); `ai`, the AI service of the tutor and the coach (AI_BASE_URL); `disk`, the disk under the
 * embedded database (DATA_DIR). A part added here is reported by `/api/health` and `/metrics` without more.
 */
export const OUTSIDE_PARTS = ["email", "redis", "ai", "disk"] as const;
export type OutsidePart = (typeof OUTSIDE_PARTS)[number];

/**
 * One part's state on this instance: `not_configured` (the product uses its stand-in: mail kept in the
 * outbox and written to the log, rate limits counted in this instance's memory), `unknown` (configured
 * but not yet reached since the server started), `up` or `down`, each since the time given.
 */
export const partReport = z.object({
  state: z.enum(["not_configured", "unknown", "up", "down"]),
  /** When it went up or down (ISO 8601); null while not configured or unknown. */
  since: z.string().max(40).nullable(),
  /** While down, the last error's code (ECONNREFUSED, ETIMEDOUT, ...): never a message, which may name a host. */
  last_error: z.string().max(40).nullable(),
});
export type PartReport = z.infer<typeof partReport>;

export const health = defineEndpoint({
  method: "GET",
  path: "/api/health",
  access: "public",
  summary:
    "200 when the server can reach its database, 503 otherwise. `shedding`: the embedded database's admission control (active when it turned requests away in the last minute, which leaves the status 200), null on PostgreSQL. `parts`: each outside part's state on this instance (email, redis, ai, disk); a part that is down leaves the status 200, for the product goes on without it",
  response: z.object({
    status: z.enum(["ok", "unavailable"]),
    database: z.enum(["pglite", "postgres"]),
    shedding: z
      .object({
        active: z.boolean(),
        limit: z.number().int(),
        in_use: z.number().int(),
        shed_last_minute: z.number().int(),
      })
      .nullable(),
    parts: z.record(z.enum(OUTSIDE_PARTS), partReport),
  }),
});
