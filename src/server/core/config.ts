import { createHmac, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { AiConfig } from "../providers/ai/ai-config";
import type { StripeConfig } from "../providers/payments/stripe-config";
import type { S3StorageConfig } from "../providers/storage/s3-config";

const S3_SETTINGS = [
  "STORAGE_S3_ENDPOINT",
  "STORAGE_S3_BUCKET",
  "STORAGE_S3_REGION",
  "STORAGE_S3_ACCESS_KEY_ID",
  "STORAGE_S3_SECRET_ACCESS_KEY",
] as const;

/** DATA_DIR unless set: relative to the folder the server starts in. */
export const DEFAULT_DATA_DIR = "./data";

/** The file in DATA_DIR holding the app secret the embedded mode made for itself, without APP_SECRET. */
export const appSecretFile = (dataDir: string) => path.join(dataDir, "app-secret");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
    BACKUP_DIR: z.string().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
      .optional(),
    APP_SECRET: z.string().min(32, "APP_SECRET must be at least 32 characters").optional(),
    CAPTCHA_SECRET: z.string().min(32, "CAPTCHA_SECRET must be at least 32 characters").optional(),
    PUBLIC_URL: z.url("PUBLIC_URL must be a full URL such as https://mathssprint.example").optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "REDIS_URL must start with redis:// or rediss://")
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().default("Maths Sprint <hello@mathssprint.local>"),
    SUPPORT_EMAIL: z.email("SUPPORT_EMAIL must be an email address").default("support@mathssprint.local"),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, "STRIPE_SECRET_KEY must start with sk_ or rk_")
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, "STRIPE_WEBHOOK_SECRET must start with whsec_")
      .optional(),
    STRIPE_PRICE_ID: z
      .string()
      .regex(/^price_/, "STRIPE_PRICE_ID must start with price_")
      .optional(),
    PAYMENTS: z.enum(["stripe", "local"], "PAYMENTS must be stripe or local").optional(),
    AI_BASE_URL: z.url("AI_BASE_URL must be a full URL such as https://api.openai.com/v1").optional(),
    AI_API_KEY: z.string().min(1).optional(),
    AI_MODEL: z.string().min(1).max(200).default("gpt-4o-mini"),
    AI_IMAGE_MODEL: z.string().min(1).max(200).optional(),
    STORAGE_S3_ENDPOINT: z
      .url("STORAGE_S3_ENDPOINT must be a full URL such as https://s3.eu-west-2.amazonaws.com")
      .optional(),
    STORAGE_S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "STORAGE_S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)",
      )
      .optional(),
    STORAGE_S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, "STORAGE_S3_REGION must be a region such as eu-west-2")
      .optional(),
    STORAGE_S3_ACCESS_KEY_ID: z.string().min(1).max(200).optional(),
    STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).max(200).optional(),
    METRICS_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]{32,200}$/, "METRICS_TOKEN must be 32 to 200 printable characters without spaces")
      .optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    TRUST_PROXY: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
    CLIENT_DIR: z.string().default("./build/client"),
    DATABASE_STARTUP_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(3_600).default(60),
    SWEEP_INTERVAL_SECONDS: z.coerce
      .number({ message: "SWEEP_INTERVAL_SECONDS must be a whole number of seconds from 1 to 3600" })
      .int("SWEEP_INTERVAL_SECONDS must be a whole number of seconds from 1 to 3600")
      .min(1, "SWEEP_INTERVAL_SECONDS must be a whole number of seconds from 1 to 3600")
      .max(3_600, "SWEEP_INTERVAL_SECONDS must be a whole number of seconds from 1 to 3600")
      .default(15),
    TEST_CLOCK: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
  })
  .superRefine((env, ctx) => {
    if (env.STRIPE_SECRET_KEY) {
      for (const name of ["STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_ID"] as const) {
        if (!env[name])
          ctx.addIssue({ code: "custom", path: [name], message: `${name} is required with STRIPE_SECRET_KEY` });
      }
    }
    if (env.PAYMENTS === "stripe" && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_SECRET_KEY"],
        message: "PAYMENTS=stripe needs the STRIPE_* settings",
      });
    }
    if (env.PAYMENTS === "local" && env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENTS"],
        message: "PAYMENTS=local gives Premium away: unset it, or unset STRIPE_SECRET_KEY",
      });
    }
    if (!env.STRIPE_SECRET_KEY && env.PAYMENTS !== "local" && env.PUBLIC_URL && !isLoopback(env.PUBLIC_URL)) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENTS"],
        message:
          "PUBLIC_URL is not a loopback address and no payments are set up: set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID, or PAYMENTS=local to give Premium away through the test checkout",
      });
    }
    if (Boolean(env.AI_BASE_URL) !== Boolean(env.AI_API_KEY)) {
      const missing = env.AI_BASE_URL ? "AI_API_KEY" : "AI_BASE_URL";
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: `AI_BASE_URL and AI_API_KEY go together: set ${missing} too, or neither`,
      });
    }
    if (env.AI_IMAGE_MODEL && !(env.AI_BASE_URL && env.AI_API_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["AI_IMAGE_MODEL"],
        message: "AI_IMAGE_MODEL needs AI_BASE_URL and AI_API_KEY (the images API is asked at the same address)",
      });
    }
    const s3Missing = S3_SETTINGS.filter((name) => !env[name]);
    if (s3Missing.length > 0 && s3Missing.length < S3_SETTINGS.length) {
      ctx.addIssue({
        code: "custom",
        path: [s3Missing[0] ?? "STORAGE_S3_ENDPOINT"],
        message: `The STORAGE_S3_* settings go together: set ${s3Missing.join(", ")} too, or none of them`,
      });
    }
    if (env.DATABASE_URL && env.TEST_CLOCK) {
      ctx.addIssue({
        code: "custom",
        path: ["TEST_CLOCK"],
        message: "TEST_CLOCK is for browser tests only, never with DATABASE_URL",
      });
    }
    if (env.DATABASE_URL && env.BACKUP_DIR && env.BACKUP_DIR !== "off") {
      ctx.addIssue({
        code: "custom",
        path: ["BACKUP_DIR"],
        message:
          "BACKUP_DIR is for the embedded database; with DATABASE_URL, back up PostgreSQL with its own tools (pg_dump)",
      });
    }
    if (env.DATABASE_URL && !env.APP_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["APP_SECRET"],
        message: "APP_SECRET is required when DATABASE_URL is set (production keeps no secrets on disk)",
      });
    }
  });

type Env = z.infer<typeof envSchema>;

/** Whether an address names this machine only (a laptop), not a deployment people reach. */
function isLoopback(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  dataDir: string;
  /**
   * Where a server on the embedded database keeps a backup a day, the last 7
   * (BACKUP_DIR; DATA_DIR/backups unless set). Null with BACKUP_DIR=off, and on PostgreSQL.
   */
  backupDir: string | null;
  databaseUrl: string | undefined;
  appSecret: string;
  /** Signs the captcha challenges: CAPTCHA_SECRET, or derived from the app secret under its own label. */
  captchaHmacKey: string;
  publicUrl: string;
  /**
   * The origins state-changing requests may come from: PUBLIC_URL's, and on a
   * laptop with no PUBLIC_URL also http://127.0.0.1:PORT. Never derived from a request.
   */
  allowedOrigins: string[];
  secureCookies: boolean;
  smtpUrl: string | undefined;
  /** Shared store for the per-IP request limits when several instances run. */
  redisUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  /**
   * Card payments through Stripe; without it, the local test checkout takes
   * payments, which only a loopback PUBLIC_URL or PAYMENTS=local allows.
   */
  stripe: StripeConfig | undefined;
  /** An OpenAI-compatible chat model for the coach (and later the tutor); without it, the built-in coach answers. */
  ai: AiConfig | undefined;
  /** An OpenAI-compatible images model for avatars (AI_IMAGE_MODEL); without it, the built-in painter draws them. */
  aiImage: AiConfig | undefined;
  /** Uploaded files in an S3-compatible bucket; without it, in the folder DATA_DIR/files. */
  storageS3: S3StorageConfig | undefined;
  /** The bearer token a scraper sends to GET /metrics; without it the endpoint does not exist. */
  metricsToken: string | undefined;
  logLevel: Env["LOG_LEVEL"];
  trustProxy: boolean;
  clientDir: string;
  /** Browser tests only: the server's clock can be moved through POST /api/test/clock. */
  testClock: boolean;
  /** How long the server waits at start-up for PostgreSQL to be reachable, in milliseconds. */
  databaseStartupTimeoutMs: number;
  /** How often the server looks for work left undone (follow-ups, weekly reports, emails), in milliseconds. */
  sweepEveryMs: number;
}

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError listing every problem. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as in most deployment tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "environment"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const appSecret = env.APP_SECRET ?? embeddedSecret(dataDir);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    backupDir:
      env.DATABASE_URL || env.BACKUP_DIR === "off"
        ? null
        : path.resolve(env.BACKUP_DIR ?? path.join(dataDir, "backups")),
    databaseUrl: env.DATABASE_URL,
    appSecret,
    captchaHmacKey: env.CAPTCHA_SECRET ?? deriveSecret(appSecret, "captcha-hmac-key"),
    publicUrl,
    allowedOrigins: [
      new URL(publicUrl).origin,
      ...(env.PUBLIC_URL === undefined ? [`http://127.0.0.1:${env.PORT}`] : []),
    ],
    secureCookies: publicUrl.startsWith("https://"),
    smtpUrl: env.SMTP_URL,
    redisUrl: env.REDIS_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PRICE_ID
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, priceId: env.STRIPE_PRICE_ID }
        : undefined,
    ai:
      env.AI_BASE_URL && env.AI_API_KEY
        ? { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL }
        : undefined,
    aiImage:
      env.AI_BASE_URL && env.AI_API_KEY && env.AI_IMAGE_MODEL
        ? { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_IMAGE_MODEL }
        : undefined,
    storageS3:
      env.STORAGE_S3_ENDPOINT &&
      env.STORAGE_S3_BUCKET &&
      env.STORAGE_S3_REGION &&
      env.STORAGE_S3_ACCESS_KEY_ID &&
      env.STORAGE_S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.STORAGE_S3_ENDPOINT,
            bucket: env.STORAGE_S3_BUCKET,
            region: env.STORAGE_S3_REGION,
            accessKeyId: env.STORAGE_S3_ACCESS_KEY_ID,
            secretAccessKey: env.STORAGE_S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    metricsToken: env.METRICS_TOKEN,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    clientDir: path.resolve(env.CLIENT_DIR),
    testClock: env.TEST_CLOCK,
    databaseStartupTimeoutMs: env.DATABASE_STARTUP_TIMEOUT_SECONDS * 1000,
    sweepEveryMs: env.SWEEP_INTERVAL_SECONDS * 1000,
  };
}

/** In embedded mode a secret is generated once and kept in DATA_DIR. */
function embeddedSecret(dataDir: string): string {
  const file = appSecretFile(dataDir);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * A secret for one purpose, derived from the app secret so that no second
 * secret has to be kept, and so that what is signed for one purpose is never
 * valid for another.
 */
export function deriveSecret(appSecret: string, label: string): string {
  return createHmac("sha256", appSecret).update(`maths-sprint/${label}`).digest("hex");
}
