import type { childLogin } from "../api/children";
import { messages } from "../messages";
import { BODY, required, type FormDefinition } from "./form-check";

/**
 * The child's sign-in (docs/product/accounts.md#sign-up-and-sign-in), on the child's path from sign-in to the first
 * question, which must stay light: no schema or validation library is loaded
 * here. The form's own rule (both fields filled in) runs first; the body
 * schema's messages (a valid email, a 4-digit PIN) come back from the server,
 * which applies that schema, and land on the form's fields.
 */
export const childLoginForm: FormDefinition<{ email: string; pin: string }, NonNullable<typeof childLogin.body>> = {
  schema: null,
  toBody: ({ email, pin }) => ({ parent_email: email, child_pin: pin }),
  fieldOf: { parent_email: "email", child_pin: "pin" },
  steps: [required(messages.allFieldsRequired, "email", "pin"), BODY],
};
