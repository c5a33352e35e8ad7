import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import {
  addChildForm,
  changePasswordForm,
  editChildForm,
  forgotPasswordForm,
  loginForm,
  newPasswordForm,
  signupForm,
} from "./account-forms";
import { bodyOf, checkForm, fieldErrorsFrom, type FormDefinition, type FormValues } from "./form-check";
import { childLogin } from "../api/children";
import { childLoginForm } from "./child-login-form";

/** The form's message: the first problem in the checks' order, or null when it may be sent. */
function messageOf<V extends FormValues>(form: FormDefinition<V>, values: V): string | null {
  const result = checkForm(form, values);
  return result.ok ? null : result.message;
}

/** Each field's first problem, or null. */
function fieldsOf<V extends FormValues>(form: FormDefinition<V>, values: V) {
  const result = checkForm(form, values);
  return result.ok ? null : result.fields;
}
import { digitsOnly } from "./digits";

describe("sign-up form (docs/product/accounts.md#sign-up-and-sign-in)", () => {
  it.each([
    [{ email: "", password: "secret1", confirmPassword: "secret1" }, messages.allFieldsRequired],
    [{ email: "a@b.co", password: "", confirmPassword: "" }, messages.allFieldsRequired],
    [{ email: "a@b", password: "secret1", confirmPassword: "secret1" }, messages.invalidEmail],
    [{ email: "a@b.co", password: "short", confirmPassword: "short" }, messages.passwordTooShort],
    [{ email: "a@b.co", password: "secret1", confirmPassword: "secret2" }, messages.passwordsDoNotMatch],
    [{ email: "a@b.co", password: "secret1", confirmPassword: "secret1" }, null],
  ])("%j → %s", (values, expected) => {
    expect(messageOf(signupForm, values)).toBe(expected);
  });
});

describe("the checks are the request body's own schema", () => {
  it("sends the body as the schema makes it: the email trimmed and lowercased", () => {
    expect(checkForm(loginForm, { email: "  Sam@Example.COM ", password: "pw" })).toEqual({
      ok: true,
      body: { email: "sam@example.com", password: "pw" },
    });
    // The child's sign-in is checked by the server alone (it keeps the child's device light).
    expect(checkForm(childLoginForm, { email: " a@b.co ", pin: " 4821 " })).toEqual({
      ok: true,
      body: { parent_email: " a@b.co ", child_pin: " 4821 " },
    });
  });

  it("a new password over 200 characters is refused by every form that sets one, as the server does", () => {
    const long = "a".repeat(201);
    const tooLong = "Password must be at most 200 characters long";
    expect(messageOf(signupForm, { email: "a@b.co", password: long, confirmPassword: long })).toBe(tooLong);
    expect(messageOf(newPasswordForm, { password: long, confirmPassword: long })).toBe(tooLong);
    expect(messageOf(changePasswordForm, { currentPassword: "x", newPassword: long, confirmPassword: long })).toBe(
      tooLong,
    );
  });

  it("control characters are refused before the server sees them", () => {
    expect(fieldsOf(addChildForm, { name: "Ava\u0000", pin: "4821" })).toEqual({
      name: "Please remove the special characters from this field",
    });
  });

  it("places a field's message on the form field it came from, whether found here or by the server", () => {
    const server = bodyOf(childLogin).safeParse({ parent_email: "a@b", child_pin: "12" });
    const serverFields = Object.fromEntries((server.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(fieldErrorsFrom(childLoginForm, serverFields)).toEqual({
      email: messages.invalidEmail,
      pin: messages.pinFourDigits,
    });
    expect(fieldsOf({ ...childLoginForm, schema: bodyOf(childLogin) }, { email: "a@b", pin: "12" })).toEqual({
      email: messages.invalidEmail,
      pin: messages.pinFourDigits,
    });
  });
});

describe("other account forms", () => {
  it("login needs both fields", () => {
    expect(messageOf(loginForm, { email: " ", password: "x" })).toBe(messages.emailAndPasswordRequired);
    expect(messageOf(loginForm, { email: "a@b.co", password: "" })).toBe(messages.emailAndPasswordRequired);
    expect(messageOf(loginForm, { email: "a@b.co", password: "x" })).toBeNull();
  });

  it("forgot password asks for a valid email", () => {
    expect(messageOf(forgotPasswordForm, { email: "" })).toBe(messages.enterEmail);
    expect(messageOf(forgotPasswordForm, { email: "nope" })).toBe(messages.invalidEmail);
    expect(messageOf(forgotPasswordForm, { email: "a@b.co" })).toBeNull();
  });

  it("new password needs 6 characters and a matching confirmation", () => {
    expect(messageOf(newPasswordForm, { password: "abc", confirmPassword: "abc" })).toBe(messages.passwordTooShort);
    expect(messageOf(newPasswordForm, { password: "abcdef", confirmPassword: "abcdeg" })).toBe(
      messages.passwordsDoNotMatch,
    );
    expect(messageOf(newPasswordForm, { password: "abcdef", confirmPassword: "abcdef" })).toBeNull();
  });

  it("account password change uses its own wording", () => {
    const base = { currentPassword: "old-one" };
    expect(messageOf(changePasswordForm, { ...base, newPassword: "abcdef", confirmPassword: "abcdeg" })).toBe(
      messages.newPasswordsDoNotMatch,
    );
    expect(messageOf(changePasswordForm, { ...base, newPassword: "abc", confirmPassword: "abc" })).toBe(
      messages.newPasswordTooShort,
    );
  });

  it("child login needs both fields, a valid email and a 4-digit PIN", () => {
    expect(messageOf(childLoginForm, { email: "", pin: "1234" })).toBe(messages.allFieldsRequired);
    expect(messageOf(childLoginForm, { email: "a@b.co", pin: " " })).toBe(messages.allFieldsRequired);
    expect(messageOf(childLoginForm, { email: " a@b.co ", pin: " 4821 " })).toBeNull();
  });

  it("add child checks the name and the PIN", () => {
    expect(fieldsOf(addChildForm, { name: "   ", pin: "4821" })).toEqual({ name: messages.enterName });
    expect(fieldsOf(addChildForm, { name: "Ava", pin: "482" })).toEqual({ pin: messages.pinFourDigits });
    expect(fieldsOf(addChildForm, { name: "Ava", pin: "4821" })).toBeNull();
  });

  it("editing a child checks only what changed; an empty PIN keeps the current one", () => {
    const edit = editChildForm({ name: "Ava", difficulty_level: "beginner" });
    expect(checkForm(edit, { name: "Ava", pin: "", difficulty_level: "expert" })).toEqual({
      ok: true,
      body: { difficulty_level: "expert" },
    });
    expect(fieldsOf(edit, { name: " ", pin: "12", difficulty_level: "beginner" })).toEqual({
      name: messages.enterName,
      pin: messages.pinFourDigits,
    });
  });

  it("the PIN input strips non-digits and keeps 4", () => {
    expect(digitsOnly("4a8-2 19")).toBe("4821");
  });
});
