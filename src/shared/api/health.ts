import { z } from "zod";
import { defineEndpoint } from "./endpoint";

export const health = defineEndpoint({
  method: "GET",
  path: "/api/health",
  access: "public",
  summary: "200 when the server can reach its database, 503 otherwise",
  response: z.object({ status: z.enum(["ok", "unavailable"]), database: z.enum(["pglite", "postgres"]) }),
});
