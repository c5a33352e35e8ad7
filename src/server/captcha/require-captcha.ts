import { productMessages } from "../../shared/messages";
import type { AppDeps } from "../core/deps";
import { badRequest } from "../core/app-error";

/** Spends a solved captcha, or refuses the request. For any public form that needs one. */
export async function requireCaptcha(deps: AppDeps, token: string): Promise<void> {
  const verdict = await deps.captcha.redeem(token);
  if (!verdict.ok) {
    throw badRequest(`captcha_${verdict.reason}`, productMessages.captchaFailed, {
      token: productMessages.captchaFailed,
    });
  }
}
