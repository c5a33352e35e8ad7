import { messages } from "../messages";
import { emailField, passwordField, pinField, childNameField } from "../api/fields";
import { PASSWORD_MIN_LENGTH } from "../constants";

/**
 * Form checks of the spec's section 5, in the order the spec gives them. Each
 * returns the first message to show, or null when the form may be sent.
 */

const blank = (v: string) => v.trim() === "";

export function checkSignupForm(v: { email: string; password: string; confirmPassword: string }): string | null {
  if (blank(v.email) || v.password === "" || v.confirmPassword === "") return messages.allFieldsRequired;
  if (!emailField.safeParse(v.email).success) return messages.invalidEmail;
  if (!passwordField.safeParse(v.password).success) return messages.passwordTooShort;
  if (v.password !== v.confirmPassword) return messages.passwordsDoNotMatch;
  return null;
}

export function checkLoginForm(v: { email: string; password: string }): string | null {
  if (blank(v.email) || v.password === "") return messages.emailAndPasswordRequired;
  return null;
}

export function checkForgotPasswordForm(v: { email: string }): string | null {
  if (blank(v.email)) return messages.enterEmail;
  if (!emailField.safeParse(v.email).success) return messages.invalidEmail;
  return null;
}

export function checkNewPasswordForm(v: { password: string; confirmPassword: string }): string | null {
  if (v.password.length < PASSWORD_MIN_LENGTH) return messages.passwordTooShort;
  if (v.password !== v.confirmPassword) return messages.passwordsDoNotMatch;
  return null;
}

export function checkChangePasswordForm(v: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): string | null {
  if (v.currentPassword === "" || v.newPassword === "" || v.confirmPassword === "") return messages.allFieldsRequired;
  if (v.newPassword !== v.confirmPassword) return messages.newPasswordsDoNotMatch;
  if (v.newPassword.length < PASSWORD_MIN_LENGTH) return messages.newPasswordTooShort;
  return null;
}

export function checkChildLoginForm(v: { email: string; pin: string }): string | null {
  if (blank(v.email) || blank(v.pin)) return messages.allFieldsRequired;
  if (!emailField.safeParse(v.email).success) return messages.invalidEmail;
  if (!pinField.safeParse(v.pin).success) return messages.pinFourDigits;
  return null;
}

export function checkChildForm(v: { name: string; pin: string }): { name?: string; pin?: string } | null {
  const errors: { name?: string; pin?: string } = {};
  const name = childNameField.safeParse(v.name);
  if (!name.success) errors.name = name.error.issues[0]?.message ?? messages.enterName;
  if (!pinField.safeParse(v.pin).success) errors.pin = messages.pinFourDigits;
  return Object.keys(errors).length > 0 ? errors : null;
}
