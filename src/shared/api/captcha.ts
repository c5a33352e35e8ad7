import { z } from "zod";
import { CAPTCHA_CHALLENGE_PATH } from "../constants";
import { messages } from "../messages";
import { defineEndpoint, type ResponseOf } from "./endpoint";
import { textField } from "./fields";

/** The solved captcha a public form sends: the widget's payload. */
export const captchaTokenField = textField({
  max: 8_000,
  error: messages.completeCaptcha,
  tooLong: messages.completeCaptcha,
})
  .trim()
  .min(1, messages.completeCaptcha);

export const captchaChallenge = defineEndpoint({
  method: "GET",
  path: CAPTCHA_CHALLENGE_PATH,
  access: "public",
  summary: "A fresh proof-of-work challenge for the captcha widget (ALTCHA); good once, for 10 minutes",
  rateLimit: { max: 60, windowMs: 60_000 },
  response: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
    }),
    signature: z.string(),
  }),
});

/** A challenge for the browser's widget to solve, in the widget's own format. */
export type CaptchaChallenge = ResponseOf<typeof captchaChallenge>;
