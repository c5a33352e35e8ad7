import path from "node:path";
import { ConfigError, loadConfig } from "./core/config";
import { buildApp } from "./app";
import { createDeps } from "./create-deps";
import { startServerSweeps } from "./sweeps";
import { createOffsetClock } from "./core/test-clock";
import { startBackups } from "./backups/start-backups";
import { registerTestDataRoutes } from "./test-data-routes";
import type { Clock } from "./core/clock";
import { NEW_DATABASE_FOLDER } from "./db/embedded-data-dir";

/**
 * The server as `npm start` runs it: the configuration from the environment,
 * the sweeps, the backups, a graceful stop on SIGTERM. `clock` replaces the
 * system's for a drill's own entry (tests/support/server-ahead.ts), never
 * from a setting: production has no way to move it.
 */
export async function serve({ clock }: { clock?: Clock } = {}) {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const testClock = config.testClock ? createOffsetClock() : null;
  const clockOverride = clock ? { clock } : testClock ? { clock: testClock.clock } : {};
  const deps = await createDeps(config, {
    ...clockOverride,
    // The new database the build made beside this bundle (scripts/build/new-database.ts); none beside the source.
    newDatabaseFrom: path.join(import.meta.dirname, NEW_DATABASE_FOLDER),
  });
  const app = await buildApp(
    deps,
    testClock
      ? {
          extraRoutes: (server) => {
            testClock.register(server);
            registerTestDataRoutes(server, deps);
          },
        }
      : {},
  );
  if (testClock) deps.log.warn("TEST_CLOCK is on: the clock can be moved through POST /api/test/clock");
  if (deps.payments.kind === "stripe") deps.log.info("Payments: Stripe Checkout");
  else deps.log.warn("Payments: the local test checkout, which gives Premium without taking any money");

  let closing = false;
  // Work left undone by a crash, a database restart or a mail server's absence (decision 0014).
  const stopSweeps = startServerSweeps(deps);
  // The embedded database's daily backups, and `npm run backup`'s socket (decision 0032).
  const stopBackups = await startBackups(deps);
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    deps.log.info({ signal }, "Shutting down: draining requests");
    const timer = setTimeout(() => {
      deps.log.error("Shutdown took longer than 10 seconds; exiting");
      process.exit(1);
    }, 10_000);
    timer.unref();
    // Keep-alive sockets that go idle after their last response would hold the close open.
    const sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
    const sweepsStopped = stopSweeps();
    try {
      await stopBackups();
      await app.close();
      clearInterval(sweeper);
      // What answered requests left running (a reset email, say) ends before the database closes.
      await deps.background.settled();
      await sweepsStopped;
      await deps.database.close();
      process.exit(0);
    } catch (error) {
      deps.log.error({ err: error }, "Error while shutting down");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  deps.log.info(
    `Maths Sprint is running at ${config.publicUrl} (database: ${deps.database.kind === "pglite" ? `embedded, ${config.dataDir}` : "PostgreSQL"})`,
  );
}
