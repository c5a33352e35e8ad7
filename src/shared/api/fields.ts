import { z } from "zod";
import { DIFFICULTY_LEVELS, PASSWORD_MIN_LENGTH, PIN_PATTERN } from "../constants";
import { messages, productMessages } from "../messages";

/** Field schemas shared by forms and the server. Messages are the spec's. */

/** C0 and C1 control characters and DEL: nothing a person types into a one-line field. */
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, but tab and line breaks are welcome (a message of several lines). */
// eslint-disable-next-line no-control-regex
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * Every string the API accepts starts here: a length cap first (so a 1 MB
 * string is refused before anything else looks at it), then no control
 * characters (a NUL cannot be stored by PostgreSQL, and none belongs in a name,
 * an email or a token). `error` is the message for a missing or non-string value.
 */
export function textField(options: { max: number; error?: string; tooLong?: string; multiline?: boolean }) {
  const control = options.multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL;
  return z
    .string(options.error === undefined ? undefined : { error: options.error })
    .max(options.max, options.tooLong ?? productMessages.textTooLong)
    .refine((value) => !control.test(value), { message: productMessages.controlCharacters, abort: true });
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The longest address SMTP can deliver to. */
export const EMAIL_MAX_LENGTH = 254;

export const emailField = textField({ max: 1_000, error: messages.invalidEmail, tooLong: messages.invalidEmail })
  .trim()
  .min(1, messages.invalidEmail)
  .max(EMAIL_MAX_LENGTH, messages.invalidEmail)
  .regex(EMAIL_PATTERN, messages.invalidEmail)
  .transform((email) => email.toLowerCase());

/** An email that must be present (`required` when empty), then valid. */
export const requiredEmailField = (required: string) =>
  textField({ max: 1_000, error: required, tooLong: messages.invalidEmail }).trim().min(1, required).pipe(emailField);

const PASSWORD_MAX_LENGTH = 200;
const passwordTooLong = `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;

/** A password being chosen: at least 6 characters (`tooShort` in the form's own words), at most 200. */
export const newPasswordField = (tooShort: string) =>
  textField({ max: PASSWORD_MAX_LENGTH, error: tooShort, tooLong: passwordTooLong }).min(PASSWORD_MIN_LENGTH, tooShort);

export const passwordField = newPasswordField(messages.passwordTooShort);

/** A password given to be checked (sign-in, current password): present, and no longer than any we accept. */
export const givenPasswordField = (required: string) =>
  textField({ max: PASSWORD_MAX_LENGTH, error: required, tooLong: required }).min(1, required);

export const pinField = textField({ max: 100, error: "PIN must be exactly 4 digits", tooLong: messages.pinFourDigits })
  .trim()
  .regex(PIN_PATTERN, messages.pinFourDigits);

export const childNameField = textField({ max: 1_000, error: messages.enterName })
  .trim()
  .min(1, messages.enterName)
  .max(40, "Please use a name of at most 40 characters");

export const difficultyField = z.enum(DIFFICULTY_LEVELS);

export const idField = z.uuid({ error: "Not a valid id" });
