import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { FastifyInstance } from "fastify";
import type { CaptchaChallenge } from "../../src/shared/api/captcha";

/** Fetches a challenge and solves it as the browser's widget would, returning the widget's payload. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: "GET", url: "/api/captcha/challenge" });
  if (res.statusCode !== 200) throw new Error(`challenge failed: ${res.statusCode} ${res.body}`);
  const challenge = res.json<CaptchaChallenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve the captcha");
  return encodePayload({ challenge, solution });
}

export function encodePayload(payload: unknown): string {
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

export function decodePayload(payload: string): { challenge: CaptchaChallenge; solution: Record<string, unknown> } {
  return JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as never;
}
