import { z } from "zod";
import { defineEndpoint } from "./endpoint";

export const health = defineEndpoint({
  method: "GET",
  path: "/api/health",
  access: "public",
  summary:
    "200 when the server can reach its database, 503 otherwise. `shedding`: the embedded database's admission control (active when it turned requests away in the last minute, which leaves the status 200), null on PostgreSQL",
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
  }),
});
