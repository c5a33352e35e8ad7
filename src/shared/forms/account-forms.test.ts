import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import {
  checkChangePasswordForm,
  checkChildForm,
  checkChildLoginForm,
  checkForgotPasswordForm,
  checkLoginForm,
  checkNewPasswordForm,
  checkSignupForm,
} from "./account-forms";
import { digitsOnly } from "./digits";

describe("sign-up form (spec 5)", () => {
  it.each([
    [{ email: "", password: "secret1", confirmPassword: "secret1" }, messages.allFieldsRequired],
    [{ email: "a@b.co", password: "", confirmPassword: "" }, messages.allFieldsRequired],
    [{ email: "a@b", password: "secret1", confirmPassword: "secret1" }, messages.invalidEmail],
    [{ email: "a@b.co", password: "short", confirmPassword: "short" }, messages.passwordTooShort],
    [{ email: "a@b.co", password: "secret1", confirmPassword: "secret2" }, messages.passwordsDoNotMatch],
    [{ email: "a@b.co", password: "secret1", confirmPassword: "secret1" }, null],
  ])("%j → %s", (values, expected) => {
    expect(checkSignupForm(values)).toBe(expected);
  });
});

describe("other account forms", () => {
  it("login needs both fields", () => {
    expect(checkLoginForm({ email: " ", password: "x" })).toBe(messages.emailAndPasswordRequired);
    expect(checkLoginForm({ email: "a@b.co", password: "" })).toBe(messages.emailAndPasswordRequired);
    expect(checkLoginForm({ email: "a@b.co", password: "x" })).toBeNull();
  });

  it("forgot password asks for a valid email", () => {
    expect(checkForgotPasswordForm({ email: "" })).toBe(messages.enterEmail);
    expect(checkForgotPasswordForm({ email: "nope" })).toBe(messages.invalidEmail);
    expect(checkForgotPasswordForm({ email: "a@b.co" })).toBeNull();
  });

  it("new password needs 6 characters and a matching confirmation", () => {
    expect(checkNewPasswordForm({ password: "abc", confirmPassword: "abc" })).toBe(messages.passwordTooShort);
    expect(checkNewPasswordForm({ password: "abcdef", confirmPassword: "abcdeg" })).toBe(messages.passwordsDoNotMatch);
    expect(checkNewPasswordForm({ password: "abcdef", confirmPassword: "abcdef" })).toBeNull();
  });

  it("account password change uses its own wording", () => {
    const base = { currentPassword: "old-one" };
    expect(checkChangePasswordForm({ ...base, newPassword: "abcdef", confirmPassword: "abcdeg" })).toBe(
      messages.newPasswordsDoNotMatch,
    );
    expect(checkChangePasswordForm({ ...base, newPassword: "abc", confirmPassword: "abc" })).toBe(
      messages.newPasswordTooShort,
    );
  });

  it("child login needs both fields, a valid email and a 4-digit PIN", () => {
    expect(checkChildLoginForm({ email: "", pin: "1234" })).toBe(messages.allFieldsRequired);
    expect(checkChildLoginForm({ email: "a@b.co", pin: " " })).toBe(messages.allFieldsRequired);
    expect(checkChildLoginForm({ email: " a@b.co ", pin: " 4821 " })).toBeNull();
  });

  it("add child checks the name and the PIN", () => {
    expect(checkChildForm({ name: "   ", pin: "4821" })).toEqual({ name: messages.enterName });
    expect(checkChildForm({ name: "Ava", pin: "482" })).toEqual({ pin: messages.pinFourDigits });
    expect(checkChildForm({ name: "Ava", pin: "4821" })).toBeNull();
  });

  it("the PIN input strips non-digits and keeps 4", () => {
    expect(digitsOnly("4a8-2 19")).toBe("4821");
  });
});
