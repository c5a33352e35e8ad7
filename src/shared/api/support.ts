import { z } from "zod";
import { SUPPORT_MESSAGE_MAX, SUPPORT_NAME_MAX } from "../constants";
import { messages } from "../messages";
import { captchaTokenField } from "./captcha";
import { defineEndpoint, okSchema } from "./endpoint";
import { requiredEmailField, textField } from "./fields";

/** The Help Center form: checked by this schema in the browser and on the server. */
export const supportMessageBody = z.object({
  // Line breaks and tabs are folded into single spaces below.
  name: textField({ max: 1_000, error: messages.allFieldsRequired, multiline: true })
    .transform((name) => name.replace(/\s+/g, " ").trim())
    .pipe(
      z
        .string()
        .min(1, messages.allFieldsRequired)
        .max(SUPPORT_NAME_MAX, `Please use a name of at most ${SUPPORT_NAME_MAX} characters`),
    ),
  email: requiredEmailField(messages.allFieldsRequired),
  message: textField({ max: 100_000, error: messages.describeIssue, multiline: true })
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

/** The account page's support form (docs/product/accounts.md#support-and-feedback): the parent's email and the issue. */
const supportRequestBody = z.object({
  email: requiredEmailField(messages.enterEmail),
  issue_description: textField({ max: 100_000, error: messages.describeIssue, multiline: true })
    .trim()
    .min(1, messages.describeIssue)
    .max(
      SUPPORT_MESSAGE_MAX,
      `Please keep your message under ${SUPPORT_MESSAGE_MAX.toLocaleString("en-GB")} characters`,
    ),
});

export const submitSupportRequest = defineEndpoint({
  method: "POST",
  path: "/api/account/support-requests",
  access: "parent",
  summary: "Open a support request from the account page (the signed-in parent; no captcha)",
  status: 201,
  rateLimit: { max: 10, windowMs: 60 * 60_000 },
  body: supportRequestBody,
  response: okSchema,
});
