import { z } from "zod";
import { DIFFICULTY_LEVELS, PASSWORD_MIN_LENGTH, PIN_PATTERN } from "../constants";
import { EMAIL_MAX_LENGTH, normaliseEmail } from "../account/email-address";
import { messages, productMessages } from "../messages";

/** Field schemas shared by forms and the server. Their messages are the product's, in messages.ts. */

/** C0 and C1 control characters and DEL: nothing a person types into a one-line field. */
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, but tab and line breaks are welcome (a message of several lines). */
// eslint-disable-next-line no-control-regex
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/**
 * A surrogate that is not half of a pair (with the `u` flag a pair is one code
 * point, so only a lone half matches): ill-formed UTF-16, which has no UTF-8
 * form. PostgreSQL refuses it in jsonb and node-postgres turns it into U+FFFD
 * in text, so two different passwords or emails would become one.
 */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/** Whether a string is well-formed Unicode with no control character (but the line breaks of `multiline`). */
function isCleanText(value: string, multiline = false): boolean {
  return !(multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value) && !LONE_SURROGATE.test(value);
}

/**
 * Every string the API accepts starts here: a length cap first (so a 1 MB
 * string is refused before anything else looks at it), then no control
 * characters (a NUL cannot be stored by PostgreSQL, and none belongs in a name,
 * an email or a token) and no lone surrogate (ill-formed Unicode, which the
 * database cannot store as sent). `error` is the message for a missing or
 * non-string value.
 */
export function textField(options: { max: number; error?: string; tooLong?: string; multiline?: boolean }) {
  return z
    .string(options.error === undefined ? undefined : { error: options.error })
    .max(options.max, options.tooLong ?? productMessages.textTooLong)
    .refine((value) => isCleanText(value, options.multiline), {
      message: productMessages.controlCharacters,
      abort: true,
    });
}

/**
 * Format characters (Unicode's Cf: zero-width spaces and joiners, bidi
 * controls, the byte-order mark, tags) and the other characters that show
 * nothing (Hangul fillers, the Braille blank, variation selectors, the
 * combining grapheme joiner): in a name they only hide what is written, for
 * example words joined into one by zero-width spaces.
 */
const INVISIBLE = /[\p{Cf}\p{Variation_Selector}\u115f\u2800\u3164\uffa0]|\u034f|\u1160|\u17b4|\u17b5/gu;

/** A name as it is kept and shown: no invisible characters, one space between words, composed (NFC). */
function visibleName(name: string): string {
  return name.normalize("NFC").replace(INVISIBLE, "").replace(/\s+/gu, " ").trim();
}

/** The first word of a child's name: all of it that an AI model or a message is ever given. */
export function firstNameOf(name: string): string {
  const visible = visibleName(name);
  return visible.split(" ")[0] ?? visible;
}

/** An address we can deliver to, kept in its normal form (`normaliseEmail`: one plain mailbox, lower-case). */
export const emailField = textField({ max: 1_000, error: messages.invalidEmail, tooLong: messages.invalidEmail })
  .trim()
  .min(1, messages.invalidEmail)
  .max(EMAIL_MAX_LENGTH, messages.invalidEmail)
  .refine((email) => normaliseEmail(email) !== null, messages.invalidEmail)
  .transform((email) => normaliseEmail(email) ?? email);

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

/** A child's first name, stripped of what shows nothing (`visibleName`) before its checks. */
export const childNameField = textField({ max: 1_000, error: messages.enterName })
  .overwrite(visibleName)
  .min(1, messages.enterName)
  .max(40, "Please use a name of at most 40 characters");

export const difficultyField = z.enum(DIFFICULTY_LEVELS);

export const idField = z.uuid({ error: "Not a valid id" });
