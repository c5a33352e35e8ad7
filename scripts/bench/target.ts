import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { createLogger } from "../../src/server/core/logger";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/core/config";
import { createDeps } from "../../src/server/create-deps";
import type { Database } from "../../src/server/db/client";
import type { QueryHook } from "../../src/server/db/database";
import { users } from "../../src/server/db/schema/users";
import { freePort } from "../free-port";

export type DatabaseKind = "pglite" | "postgres";

/** The app under test: started in this process, listening on loopback only. */
export interface BenchTarget {
  database: DatabaseKind;
  baseUrl: string;
  /** The app's own database (same pool), for measuring raw writes beside the HTTP load. */
  appDatabase: Database;
  /** Statements the app has sent to the database so far. */
  queries(): number;
  /** Requests the server has taken in and not yet answered, nor left by their client. */
  inFlight(): number;
  /** The requests in hand, each with how long it has been held: what a stuck server is stuck on. */
  describeInFlight(): string;
  /** The server's own time for each answered request (ms, from the request's arrival to the reply), by route. */
  serverTimes: Map<string, number[]>;
  /** Removes the families a benchmark made (PostgreSQL keeps its data), then stops the app. */
  close(emailsToRemove: readonly string[]): Promise<void>;
}

/**
 * `onStatement` sees each statement the app sends, with its values (the scale benchmark reads their plans); `url`
 * names the PostgreSQL database, DATABASE_URL's unless given.
 */
export async function startTarget(
  database: DatabaseKind,
  { onStatement, url = process.env.DATABASE_URL }: { onStatement?: QueryHook; url?: string } = {},
): Promise<BenchTarget> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "maths-sprint-bench-"));
  // The port is chosen first, so that the app's one accepted origin is its own address.
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: "production",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    CLIENT_DIR: path.join(dataDir, "no-client"),
    ...(database === "postgres" && {
      DATABASE_URL: url,
      APP_SECRET: process.env.APP_SECRET ?? randomBytes(32).toString("hex"),
    }),
  });
  let queries = 0;
  const deps = await createDeps(config, {
    log: createLogger("warn"),
    onQuery: (text, values) => {
      queries++;
      onStatement?.(text, values);
    },
  });
  const app = await buildApp(deps, { rateLimitPerMinute: false });
  const serverTimes = new Map<string, number[]>();
  // Taken in and not yet answered, nor left by its client.
  const inFlight = new Set<FastifyRequest>();
  const taken = new WeakMap<FastifyRequest, number>();
  const startedAt = (request: FastifyRequest) => taken.get(request) ?? 0;
  app.addHook("onRequest", (request, reply, done) => {
    inFlight.add(request);
    taken.set(request, performance.now());
    // Answered, or the connection lost at any moment: the response's "close" comes once either way.
    reply.raw.once("close", () => inFlight.delete(request));
    done();
  });
  app.addHook("onResponse", async (request, reply) => {
    const route = `${request.method} ${request.routeOptions.url ?? "?"}`;
    const times = serverTimes.get(route) ?? [];
    times.push(reply.elapsedTime);
    serverTimes.set(route, times);
  });
  await app.listen({ host: "127.0.0.1", port });
  return {
    database,
    baseUrl: config.publicUrl,
    appDatabase: deps.database,
    queries: () => queries,
    inFlight: () => inFlight.size,
    describeInFlight: () =>
      [...inFlight]
        .map((r) => `${r.method} ${r.url} for ${(performance.now() - startedAt(r)).toFixed(0)} ms`)
        .join("; "),
    serverTimes,
    async close(emailsToRemove) {
      await app.close();
      // What answered requests left running (the saves' finished follow-ups' records) ends before the families go.
      await deps.background.settled();
      for (const email of emailsToRemove) {
        await deps.database.db.delete(users).where(eq(users.email, email));
      }
      await deps.database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
