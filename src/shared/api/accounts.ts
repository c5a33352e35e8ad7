import { z } from "zod";
import { messages } from "../messages";
import { defineEndpoint, okSchema } from "./endpoint";
import { EMAIL_MAX_LENGTH, normalForm } from "../account/email-address";
import {
  emailField,
  givenPasswordField,
  newPasswordField,
  passwordField,
  requiredEmailField,
  textField,
} from "./fields";

export const parentDataSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  email: z.string(),
  premium: z.boolean(),
  premium_until: z.string().nullable(),
  is_admin: z.boolean(),
  login_count: z.number().int(),
  last_active: z.string().nullable(),
  referral_code: z.string().nullable(),
});
export type ParentData = z.infer<typeof parentDataSchema>;

const parentSessionSchema = z.object({
  user: z.object({ id: z.string(), email: z.string() }),
  parentData: parentDataSchema,
});
export type ParentSession = z.infer<typeof parentSessionSchema>;

/** Sign-in takes any address it may know, so only presence, length and characters are checked. */
const requiredEmail = textField({
  max: EMAIL_MAX_LENGTH,
  error: messages.emailAndPasswordRequired,
  tooLong: messages.invalidEmailOrPassword,
})
  .trim()
  .min(1, messages.emailAndPasswordRequired)
  .transform(normalForm);

export const signup = defineEndpoint({
  method: "POST",
  path: "/api/auth/signup",
  access: "public",
  summary: "Create a parent account and sign in",
  status: 201,
  rateLimit: { max: 20, windowMs: 60 * 60_000 },
  body: z.object({
    email: emailField,
    password: passwordField,
    ref: textField({ max: 64 }).trim().optional(),
  }),
  response: parentSessionSchema,
});

export const login = defineEndpoint({
  method: "POST",
  path: "/api/auth/login",
  access: "public",
  summary: "Sign a parent in with email and password",
  rateLimit: { max: 30, windowMs: 60_000 },
  body: z.object({
    email: requiredEmail,
    password: givenPasswordField(messages.emailAndPasswordRequired),
  }),
  response: parentSessionSchema,
});

export const logout = defineEndpoint({
  method: "POST",
  path: "/api/auth/logout",
  access: "public",
  summary: "End the parent session of this browser (succeeds when there is none)",
  response: okSchema,
});

export const getSession = defineEndpoint({
  method: "GET",
  path: "/api/auth/session",
  access: "public",
  summary: "The signed-in parent, or null: validates this browser's session",
  response: z.object({ session: parentSessionSchema.nullable() }),
});

export const forgotPassword = defineEndpoint({
  method: "POST",
  path: "/api/auth/forgot-password",
  access: "public",
  summary: "Email a password reset link (same answer whether or not the account exists)",
  rateLimit: { max: 10, windowMs: 15 * 60_000 },
  body: z.object({
    email: requiredEmailField(messages.enterEmail),
  }),
  response: okSchema,
});

const resetToken = textField({ max: 200, error: messages.resetLinkInvalid, tooLong: messages.resetLinkInvalid }).min(
  20,
  messages.resetLinkInvalid,
);

export const verifyResetToken = defineEndpoint({
  method: "POST",
  path: "/api/auth/reset-password/verify",
  access: "public",
  summary: "Check that a reset link is still valid, without using it",
  body: z.object({ token: resetToken }),
  response: okSchema,
});

export const resetPassword = defineEndpoint({
  method: "POST",
  path: "/api/auth/reset-password",
  access: "public",
  summary: "Set a new password from a reset link; ends every session",
  rateLimit: { max: 20, windowMs: 15 * 60_000 },
  body: z.object({ token: resetToken, password: passwordField }),
  response: okSchema,
});

export const changePassword = defineEndpoint({
  method: "POST",
  path: "/api/auth/change-password",
  access: "parent",
  summary: "Change the password; ends every other session",
  body: z.object({
    currentPassword: givenPasswordField(messages.currentPasswordIncorrect),
    newPassword: newPasswordField(messages.newPasswordTooShort),
  }),
  response: okSchema,
});

const accountEmailSchema = z.object({
  /** The address the parent signs in with, and the only one we write to. */
  email: z.string(),
  /** Whether its owner has confirmed it by the emailed link: until then nothing but that link and a reset is sent. */
  confirmed: z.boolean(),
  /** A new address the parent asked to sign in with, waiting for its link to be followed. */
  pending_email: z.string().nullable(),
});
export type AccountEmail = z.infer<typeof accountEmailSchema>;

export const accountEmail = defineEndpoint({
  method: "GET",
  path: "/api/account/email",
  access: "parent",
  summary: "The parent's sign-in address, whether it is confirmed, and a new address waiting for its link",
  response: accountEmailSchema,
});

export const changeEmail = defineEndpoint({
  method: "POST",
  path: "/api/account/email",
  access: "parent",
  summary:
    "Ask to sign in with a new address: a link is sent there (at most one a minute), and the address changes once it is followed",
  rateLimit: { max: 10, windowMs: 60_000 },
  body: z.object({
    newEmail: requiredEmailField(messages.enterEmail),
    currentPassword: givenPasswordField(messages.currentPasswordIncorrect),
  }),
  response: okSchema,
});
