import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ms-config-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("configuration from the environment", () => {
  it("runs with nothing set: embedded database, port 3000, a secret generated once into DATA_DIR", () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      publicUrl: "http://localhost:3000",
      secureCookies: false,
    });
    expect(first.appSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dataDir, "app-secret"), "utf8")).toBe(first.appSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).appSecret).toBe(first.appSecret);
  });

  it("derives the captcha key from the app secret under its own label, unless CAPTCHA_SECRET is given", () => {
    const dataDir = tempDir();
    const derived = loadConfig({ DATA_DIR: dataDir }).captchaHmacKey;
    expect(derived).toMatch(/^[0-9a-f]{64}$/);
    expect(derived).not.toBe(loadConfig({ DATA_DIR: dataDir }).appSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).captchaHmacKey).toBe(derived);
    const given = "k".repeat(32);
    expect(loadConfig({ DATA_DIR: dataDir, CAPTCHA_SECRET: given }).captchaHmacKey).toBe(given);
    expect(() => loadConfig({ DATA_DIR: dataDir, CAPTCHA_SECRET: "short" })).toThrow(/CAPTCHA_SECRET/);
  });

  it("sweeps every 15 s unless SWEEP_INTERVAL_SECONDS says otherwise, refusing what is not 1 to 3600 whole seconds", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).sweepEveryMs).toBe(15_000);
    expect(loadConfig({ DATA_DIR: tempDir(), SWEEP_INTERVAL_SECONDS: "2" }).sweepEveryMs).toBe(2_000);
    for (const bad of ["0", "1.5", "3601", "soon"])
      expect(() => loadConfig({ DATA_DIR: tempDir(), SWEEP_INTERVAL_SECONDS: bad })).toThrow(
        "SWEEP_INTERVAL_SECONDS must be a whole number of seconds from 1 to 3600",
      );
  });

  it("keeps daily backups in DATA_DIR/backups unless BACKUP_DIR says where, or off; none on PostgreSQL", () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).backupDir).toBe(path.join(dataDir, "backups"));
    expect(loadConfig({ DATA_DIR: dataDir, BACKUP_DIR: "/srv/backups/" }).backupDir).toBe("/srv/backups");
    expect(loadConfig({ DATA_DIR: dataDir, BACKUP_DIR: "off" }).backupDir).toBeNull();
    const postgres = { DATABASE_URL: "postgres://db/app", APP_SECRET: "s".repeat(32) };
    expect(loadConfig(postgres).backupDir).toBeNull();
    expect(() => loadConfig({ ...postgres, BACKUP_DIR: "/srv/backups" })).toThrow(
      "BACKUP_DIR is for the embedded database; with DATABASE_URL, back up PostgreSQL with its own tools (pg_dump)",
    );
  });

  it("uses Secure cookies when the public address is https", () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: "https://mathssprint.example/", PAYMENTS: "local" });
    expect(config.publicUrl).toBe("https://mathssprint.example");
    expect(config.secureCookies).toBe(true);
  });

  it("requires APP_SECRET with DATABASE_URL, naming the variable", () => {
    expect(() => loadConfig({ DATABASE_URL: "postgres://db/app" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: "postgres://db/app" })).toThrow(
      /APP_SECRET is required when DATABASE_URL is set/,
    );
  });

  it("takes payments locally unless Stripe is configured, and then needs all three Stripe variables", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).stripe).toBeUndefined();
    const stripe = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1", STRIPE_PRICE_ID: "price_1" };
    expect(loadConfig({ DATA_DIR: tempDir(), ...stripe }).stripe).toEqual({
      secretKey: "sk_test_1",
      webhookSecret: "whsec_1",
      priceId: "price_1",
    });
    expect(() => loadConfig({ DATA_DIR: tempDir(), STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(
      /STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY[\s\S]*STRIPE_PRICE_ID is required/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...stripe, STRIPE_PRICE_ID: "prod_1" })).toThrow(/price_/);
  });

  it("keeps the local test checkout on a laptop, and never starts a deployment with it unless PAYMENTS=local asks", () => {
    // `npm start` on a laptop: no PUBLIC_URL, or a loopback one.
    for (const PUBLIC_URL of [undefined, "http://localhost:3000", "http://127.0.0.1:3202", "http://[::1]:8080"]) {
      expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL }).stripe).toBeUndefined();
    }
    // A real address with no STRIPE_* settings would give Premium away: refused, naming the way out.
    for (const PUBLIC_URL of ["https://mathssprint.example", "http://192.168.1.20:3000", "http://127.0.0.1.example"]) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL })).toThrow(
        /PAYMENTS: PUBLIC_URL is not a loopback address and no payments are set up: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID, or PAYMENTS=local/,
      );
    }
    const deployed = { DATA_DIR: tempDir(), PUBLIC_URL: "https://mathssprint.example" };
    expect(loadConfig({ ...deployed, PAYMENTS: "local" }).stripe).toBeUndefined();
    const stripe = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1", STRIPE_PRICE_ID: "price_1" };
    expect(loadConfig({ ...deployed, ...stripe }).stripe?.priceId).toBe("price_1");
    expect(loadConfig({ ...deployed, ...stripe, PAYMENTS: "stripe" }).stripe?.priceId).toBe("price_1");
    expect(() => loadConfig({ ...deployed, PAYMENTS: "stripe" })).toThrow(
      /PAYMENTS=stripe needs the STRIPE_\* settings/,
    );
    expect(() => loadConfig({ ...deployed, ...stripe, PAYMENTS: "local" })).toThrow(
      /PAYMENTS=local gives Premium away/,
    );
    expect(() => loadConfig({ ...deployed, PAYMENTS: "free" })).toThrow(/PAYMENTS must be stripe or local/);
  });

  it("stores files under DATA_DIR unless every STORAGE_S3_* setting is given, and refuses a partial set", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).storageS3).toBeUndefined();
    const s3 = {
      STORAGE_S3_ENDPOINT: "https://s3.eu-west-2.amazonaws.com",
      STORAGE_S3_BUCKET: "maths-sprint-files",
      STORAGE_S3_REGION: "eu-west-2",
      STORAGE_S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      STORAGE_S3_SECRET_ACCESS_KEY: "secret-example",
    };
    expect(loadConfig({ DATA_DIR: tempDir(), ...s3 }).storageS3).toEqual({
      endpoint: "https://s3.eu-west-2.amazonaws.com",
      bucket: "maths-sprint-files",
      region: "eu-west-2",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "secret-example",
    });
    const partial = { ...s3, STORAGE_S3_REGION: undefined, STORAGE_S3_SECRET_ACCESS_KEY: undefined };
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...partial })).toThrow(
      /STORAGE_S3_\* settings go together: set STORAGE_S3_REGION, STORAGE_S3_SECRET_ACCESS_KEY too/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...s3, STORAGE_S3_BUCKET: "Not A Bucket" })).toThrow(/bucket name/);
  });

  it("draws avatars with the built-in painter unless AI_IMAGE_MODEL names a model at the AI settings' address", () => {
    const ai = { AI_BASE_URL: "https://api.example.com/v1", AI_API_KEY: "key-1" };
    expect(loadConfig({ DATA_DIR: tempDir(), ...ai }).aiImage).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), ...ai, AI_IMAGE_MODEL: "gpt-image-1" }).aiImage).toEqual({
      baseUrl: "https://api.example.com/v1",
      apiKey: "key-1",
      model: "gpt-image-1",
    });
    expect(() => loadConfig({ DATA_DIR: tempDir(), AI_IMAGE_MODEL: "gpt-image-1" })).toThrow(
      /AI_IMAGE_MODEL needs AI_BASE_URL and AI_API_KEY/,
    );
  });

  it("lists every wrong value at once", () => {
    try {
      loadConfig({ PORT: "seventy", DATABASE_URL: "mysql://x", SMTP_URL: "http://mail" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const text = (error as Error).message;
      expect(text).toContain("PORT");
      expect(text).toContain("DATABASE_URL must start with postgres://");
      expect(text).toContain("SMTP_URL must start with smtp://");
    }
  });

  it("serves metrics only with a METRICS_TOKEN long enough to guess at no better than chance", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).metricsToken).toBeUndefined();
    const token = "a".repeat(16) + "0123456789abcdef";
    expect(loadConfig({ DATA_DIR: tempDir(), METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ DATA_DIR: tempDir(), METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN must be 32/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), METRICS_TOKEN: `${token} with spaces` })).toThrow(/METRICS_TOKEN/);
  });

  it("treats empty variables as unset", () => {
    const config = loadConfig({ DATA_DIR: tempDir(), REDIS_URL: "", SMTP_URL: "" });
    expect(config.redisUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });
});
