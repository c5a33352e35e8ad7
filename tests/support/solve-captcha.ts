import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { captchaChallenge, type CaptchaChallenge } from "../../src/shared/api/captcha";
import { callAs } from "./call-as";
import type { TestApp } from "./test-app";

/** Fetches a challenge and solves it as the browser's widget would, returning the widget's payload. */
export async function solveCaptcha(t: TestApp): Promise<string> {
  const challenge = (await callAs(t, {}, captchaChallenge)).ok();
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
