import { z } from "zod";
import { DIFFICULTY_LEVELS, PASSWORD_MIN_LENGTH, PIN_PATTERN } from "../constants";
import { messages } from "../messages";

/** Field schemas shared by forms and the server. Messages are the spec's. */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string({ error: messages.invalidEmail })
  .trim()
  .min(1, messages.invalidEmail)
  .max(254, messages.invalidEmail)
  .regex(EMAIL_PATTERN, messages.invalidEmail)
  .transform((email) => email.toLowerCase());

export const passwordField = z
  .string({ error: messages.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)
  .max(200, "Password must be at most 200 characters long");

export const pinField = z
  .string({ error: "PIN must be exactly 4 digits" })
  .trim()
  .regex(PIN_PATTERN, messages.pinFourDigits);

export const childNameField = z
  .string({ error: messages.enterName })
  .trim()
  .min(1, messages.enterName)
  .max(40, "Please use a name of at most 40 characters");

export const difficultyField = z.enum(DIFFICULTY_LEVELS);

export const idField = z.uuid({ error: "Not a valid id" });
