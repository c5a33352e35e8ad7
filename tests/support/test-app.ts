import { readFile } from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import pino, { type Logger } from "pino";
import { buildApp, type BuildAppOptions } from "../../src/server/app";
import { createBackgroundWork, type BackgroundWork } from "../../src/server/core/background-work";
import type { Config } from "../../src/server/core/config";
import { openDatabase, type Database } from "../../src/server/db/client";
import type { AppDeps } from "../../src/server/core/deps";
import { createAltchaCaptcha } from "../../src/server/providers/captcha/altcha-captcha";
import { createMailer } from "../../src/server/providers/email/create-mailer";
import { createParts, watchProviders } from "../../src/server/core/parts";
import { createPayments } from "../../src/server/providers/payments/create-payments";
import type { Payments } from "../../src/server/providers/payments/payments";
import type { AiChat } from "../../src/server/providers/ai/ai-chat";
import type { AvatarMaker } from "../../src/server/providers/avatars/avatar-maker";
import { createPainterAvatarMaker } from "../../src/server/providers/avatars/painter-avatar-maker";
import type { FileStorage } from "../../src/server/providers/storage/file-storage";
import { createMemoryFileStorage } from "../../src/server/providers/storage/memory-file-storage";
import { metricsFor } from "../../src/server/metrics/routes";
import { closeAtEndOfFile } from "./file-resources";
import { scratchDatabase } from "./postgres-admin";

/**
 * One migrated database per test file: in-memory PGlite, or the PostgreSQL
 * named by DATABASE_URL. Tests never clean up rows; each builds its own family.
 * Closed when the file ends (its pool's connections given back to the server).
 */
let shared: Promise<Database> | undefined;
export function testDatabase(): Promise<Database> {
  if (!shared) {
    const opening = openTestDatabase();
    shared = opening;
    closeAtEndOfFile(async () => (await opening).close());
  }
  return shared;
}

async function openTestDatabase(): Promise<Database> {
  // On the embedded database, a copy of the one the run migrated (tests/support/embedded-template.ts).
  const template = process.env.DATABASE_URL ? null : inject("embeddedTemplate");
  const startFrom = template ? new Blob([await readFile(template)]) : undefined;
  return openDatabase({ databaseUrl: process.env.DATABASE_URL, maxConnections: 30, startFrom });
}

/**
 * A database of the test file's own, for tests that look at whole tables,
 * where other files' rows on a shared database would be in the way: on the
 * embedded database a fresh copy (as every file's is already); on PostgreSQL
 * a new database on the same server, migrated, and dropped when closed.
 */
async function ownTestDatabase(): Promise<{ database: Database; url: string | undefined }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { database: await openTestDatabase(), url: undefined };
  const own = await scratchDatabase(serverUrl, "own");
  const database = await openDatabase({ databaseUrl: own.url, maxConnections: 10 });
  return {
    database: {
      ...database,
      close: async () => {
        await database.close();
        await own.drop();
      },
    },
    url: own.url,
  };
}

/** A test app on a database of its own (ownTestDatabase), which its close() closes and drops too. */
export async function createTestAppOnOwnDatabase(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const { database, url } = await ownTestDatabase();
  // Its settings name it, as a server's name the database it opened.
  const t = await createTestApp({ ...options, database, config: { ...options.config, databaseUrl: url } });
  return {
    ...t,
    close: async () => {
      await t.close();
      await database.close();
    },
  };
}

export const TEST_ORIGIN = "http://localhost:3000";

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: "test",
    port: 0,
    host: "127.0.0.1",
    dataDir: "/nonexistent",
    backupDir: null,
    databaseUrl: process.env.DATABASE_URL,
    appSecret: "test-secret-test-secret-test-secret-0123456789",
    captchaHmacKey: "test-captcha-key-test-captcha-key-0123456789",
    publicUrl: TEST_ORIGIN,
    allowedOrigins: [TEST_ORIGIN],
    secureCookies: false,
    smtpUrl: undefined,
    redisUrl: undefined,
    mailFrom: "Maths Sprint <hello@mathssprint.test>",
    supportEmail: "support@mathssprint.test",
    stripe: undefined,
    ai: undefined,
    aiImage: undefined,
    storageS3: undefined,
    metricsToken: undefined,
    logLevel: "silent",
    trustProxy: false,
    clientDir: "/nonexistent",
    testClock: false,
    databaseStartupTimeoutMs: 0,
    sweepEveryMs: 15_000,
    ...overrides,
  };
}

/** A clock the test moves by hand. */
export class TestClock {
  constructor(private current = new Date("2026-06-01T09:00:00.000Z")) {}
  now = () => new Date(this.current.getTime());
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(date: Date | string) {
    this.current = new Date(date);
  }
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  clock: TestClock;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    config?: Partial<Config>;
    clock?: TestClock;
    log?: Logger;
    database?: Database;
    payments?: Payments;
    ai?: AiChat | null;
    storage?: FileStorage;
    avatars?: AvatarMaker;
    /** What runs the work requests leave running after answering (to hold it back, say). */
    background?: BackgroundWork;
  } & BuildAppOptions = {},
): Promise<TestApp> {
  const database = options.database ?? (await testDatabase());
  const clock = options.clock ?? new TestClock();
  const log = options.log ?? pino({ level: "silent" });
  const config = testConfig(options.config);
  const parts = createParts(clock.now, log);
  const mailer = createMailer({
    db: database.db,
    log,
    clock: clock.now,
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    part: parts.of("email"),
  });
  const captcha = createAltchaCaptcha({ db: database.db, clock: clock.now, hmacKey: config.captchaHmacKey });
  const payments = options.payments ?? (await createPayments(config, database.db));
  const ai = options.ai ?? null;
  const storage = options.storage ?? createMemoryFileStorage();
  const avatars = options.avatars ?? createPainterAvatarMaker();
  watchProviders(parts, { ai, database });
  const metrics = metricsFor(database, parts);
  const deps: AppDeps = {
    config,
    database,
    clock: clock.now,
    mailer,
    captcha,
    payments,
    ai,
    storage,
    avatars,
    log,
    metrics,
    parts,
    background: options.background ?? createBackgroundWork(log),
  };
  const app = await buildApp(deps, {
    rateLimitPerMinute: options.rateLimitPerMinute ?? false,
    ...(options.extraRoutes && { extraRoutes: options.extraRoutes }),
    ...(options.timeouts && { timeouts: options.timeouts }),
    // Tests check the product's rules under parallel requests, not the embedded database's
    // admission limit, which has tests of its own (embedded-load-shedding.test.ts).
    embeddedMaxActive: options.embeddedMaxActive ?? Number.POSITIVE_INFINITY,
  });
  await app.ready();
  return {
    app,
    deps,
    clock,
    close: async () => {
      await deps.background.settled();
      await app.close();
    },
  };
}
