import { z } from "zod";
import { SUPPORT_MESSAGE_MAX, SUPPORT_NAME_MAX } from "../constants";
import { messages } from "../messages";
import { captchaTokenField } from "./captcha";
import { defineEndpoint, okSchema } from "./endpoint";
import { emailField } from "./fields";

/** The Help Center form: checked by this schema in the browser and on the server. */
export const supportMessageBody = z.object({
  name: z
    .string({ error: messages.allFieldsRequired })
    .transform((name) => name.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, messages.allFieldsRequired)
        .max(SUPPORT_NAME_MAX, `Please use a name of at most ${SUPPORT_NAME_MAX} characters`),
    ),
  email: z.string({ error: messages.allFieldsRequired }).trim().min(1, messages.allFieldsRequired).pipe(emailField),
  message: z
    .string({ error: messages.describeIssue })
    .trim()
    .min(1, messages.describeIssue)
    .max(
      SUPPORT_MESSAGE_MAX,
      `Please keep your message under ${SUPPORT_MESSAGE_MAX.toLocaleString("en-GB")} characters`,
    ),
  token: captchaTokenField,
});

export const sendSupportMessage = defineEndpoint({
  method: "POST",
  path: "/api/support",
  access: "public",
  summary: "Send a message to the support team from the public Help Center (captcha required)",
  status: 201,
  rateLimit: { max: 5, windowMs: 60 * 60_000 },
  body: supportMessageBody,
  response: okSchema,
});
