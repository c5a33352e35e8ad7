import type { Logger } from "pino";
import type { BackgroundWork } from "./background-work";
import type { Clock } from "./clock";
import type { Config } from "./config";
import type { Database } from "../db/client";
import type { Metrics } from "./metrics";
import type { Parts } from "./parts";
import type { AiChat } from "../providers/ai/ai-chat";
import type { AvatarMaker } from "../providers/avatars/avatar-maker";
import type { Captcha } from "../providers/captcha/captcha";
import type { Mailer } from "../providers/email/mailer";
import type { Payments } from "../providers/payments/payments";
import type { FileStorage } from "../providers/storage/file-storage";

/** Everything a domain function may need, created once at start-up and injected. */
export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  mailer: Mailer;
  captcha: Captcha;
  payments: Payments;
  /** The configured AI model, or null (the built-in coach). */
  ai: AiChat | null;
  /** Uploaded and generated files (each also recorded in the files table). */
  storage: FileStorage;
  /** Draws avatars: the built-in painter, or an image model with the painter behind it. */
  avatars: AvatarMaker;
  log: Logger;
  /** What the server counts for an operator (GET /metrics when METRICS_TOKEN is set). */
  metrics: Metrics;
  /** This instance's view of the outside parts (mail server, Redis): up, down, or not configured. */
  parts: Parts;
  /** Work a request leaves running once it has answered (a password reset's email, say). */
  background: BackgroundWork;
}
