import type { CaptchaChallenge } from "../../../shared/api/captcha";

type CaptchaFailure = "invalid" | "expired" | "used";
export type CaptchaVerdict = { ok: true } | { ok: false; reason: CaptchaFailure };

/**
 * Tells people from scripts on public forms, without a third party. A solved
 * challenge is good for one submission and only until it expires.
 */
export interface Captcha {
  createChallenge(): Promise<CaptchaChallenge>;
  /** Verifies the widget's payload and spends it: the same payload never passes twice. */
  redeem(payload: string): Promise<CaptchaVerdict>;
}
