import { z } from "zod";
import { messages } from "../messages";
import { defineEndpoint, okSchema } from "./endpoint";
import { emailField, passwordField } from "./fields";

const parentDataSchema = z.object({
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

const requiredEmail = z
  .string({ error: messages.emailAndPasswordRequired })
  .trim()
  .min(1, messages.emailAndPasswordRequired)
  .transform((e) => e.toLowerCase());

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
    ref: z.string().trim().max(64).optional(),
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
    password: z.string({ error: messages.emailAndPasswordRequired }).min(1, messages.emailAndPasswordRequired),
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
    email: z.string({ error: messages.enterEmail }).trim().min(1, messages.enterEmail).pipe(emailField),
  }),
  response: okSchema,
});

const resetToken = z.string({ error: messages.resetLinkInvalid }).min(20, messages.resetLinkInvalid).max(200);

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
    currentPassword: z.string().min(1, messages.currentPasswordIncorrect),
    newPassword: z.string().min(6, messages.newPasswordTooShort).max(200),
  }),
  response: okSchema,
});
