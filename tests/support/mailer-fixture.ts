import pino from "pino";
import { afterAll, beforeAll } from "vitest";
import { createParts, type Parts } from "../../src/server/core/parts";
import type { Database } from "../../src/server/db/client";
import { createMailer } from "../../src/server/providers/email/create-mailer";
import { startSmtp, type InProcessSmtp } from "./smtp";
import { TestClock, testDatabase } from "./test-app";

const MAIL_FROM = "Maths Sprint <hello@mathssprint.test>";

export interface MailerFixture {
  readonly database: Database;
  /** The real SMTP server the mailer delivers to. */
  readonly smtp: InProcessSmtp;
  /** The app's real mailer (outbox, nodemailer, SMTP) on the test database, sending to smtpUrl, or only logging without one. */
  readonly mailer: (smtpUrl: string | undefined, clock?: TestClock, parts?: Parts) => ReturnType<typeof createMailer>;
}

/**
 * A test database and a real SMTP server for a test file's mail tests: made
 * before the file's tests and closed after them.
 */
export function useMailerFixture(): MailerFixture {
  let database: Database | undefined;
  let smtp: InProcessSmtp | undefined;
  beforeAll(async () => {
    database = await testDatabase();
    smtp = await startSmtp();
  });
  afterAll(() => smtp?.close());
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The mail fixture's ${what} is used before the file's setup`);
    return value;
  };
  const fixture: MailerFixture = {
    get database() {
      return ready(database, "database");
    },
    get smtp() {
      return ready(smtp, "SMTP server");
    },
    mailer: (smtpUrl, clock = new TestClock(), parts = createParts(clock.now, pino({ level: "silent" }))) =>
      createMailer({
        db: fixture.database.db,
        log: pino({ level: "silent" }),
        clock: clock.now,
        from: MAIL_FROM,
        smtpUrl,
        part: parts.of("email"),
      }),
  };
  return fixture;
}
