import type { Logger } from "pino";
import { createBackgroundWork } from "./core/background-work";
import { systemClock, type Clock } from "./core/clock";
import type { Config } from "./core/config";
import { openDatabase } from "./db/client";
import type { QueryHook } from "./db/database";
import type { AppDeps } from "./core/deps";
import { createLogger } from "./core/logger";
import { createParts, watchProviders } from "./core/parts";
import { metricsFor } from "./metrics/routes";
import { createAiChat } from "./providers/ai/create-ai-chat";
import { createAvatarMaker } from "./providers/avatars/create-avatar-maker";
import { createAltchaCaptcha } from "./providers/captcha/altcha-captcha";
import { createMailer } from "./providers/email/create-mailer";
import { createPayments } from "./providers/payments/create-payments";
import { createFileStorage } from "./providers/storage/create-file-storage";

/** Opens the database (applying migrations) and wires the providers chosen by configuration. */
export async function createDeps(
  config: Config,
  overrides: {
    clock?: Clock;
    log?: Logger;
    onQuery?: QueryHook;
    newDatabaseFrom?: string;
    /** False for a thread of a server that has applied them (OpenOptions). */
    migrate?: boolean;
    /** True for the sweeps' thread, whose work is redone when a commit is lost (OpenOptions). */
    deferredCommits?: boolean;
    /** True for the sweeps' thread, whose statements leave the other cores to the saves (OpenOptions). */
    oneCore?: boolean;
  } = {},
): Promise<AppDeps> {
  const log = overrides.log ?? createLogger(config.logLevel);
  const clock = overrides.clock ?? systemClock;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log,
    startupTimeoutMs: config.databaseStartupTimeoutMs,
    onQuery: overrides.onQuery,
    newDatabaseFrom: overrides.newDatabaseFrom,
    migrate: overrides.migrate,
    deferredCommits: overrides.deferredCommits,
    oneCore: overrides.oneCore,
    clock,
  });
  const parts = createParts(clock, log);
  const mailer = createMailer({
    db: database.db,
    log,
    clock,
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    part: parts.of("email"),
  });
  // Real time, even under a test clock: the widget and ALTCHA's own expiry check run on real time.
  const captcha = createAltchaCaptcha({ db: database.db, clock: systemClock, hmacKey: config.captchaHmacKey });
  const payments = await createPayments(config, database.db);
  const ai = createAiChat(config, { clock, log });
  const storage = createFileStorage(config);
  const avatars = createAvatarMaker(config, log);
  watchProviders(parts, { ai, database });
  const metrics = metricsFor(database, parts);
  const background = createBackgroundWork(log);
  return { config, database, clock, mailer, captcha, payments, ai, storage, avatars, log, metrics, parts, background };
}
