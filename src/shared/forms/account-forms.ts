import { changeEmail, changePassword, forgotPassword, login, resetPassword, signup } from "../api/accounts";
import { createChild, updateChild, type Child } from "../api/children";
import { deleteAccount } from "../api/family-data";
import { messages } from "../messages";
import { BODY, bodyOf, required, sameAs, type FormDefinition } from "./form-check";

const loginBody = bodyOf(login);
const forgotPasswordBody = bodyOf(forgotPassword);
const changePasswordBody = bodyOf(changePassword);
const changeEmailBody = bodyOf(changeEmail);
const createChildBody = bodyOf(createChild);
const updateChildBody = bodyOf(updateChild);

/**
 * The account forms of docs/product/accounts.md (docs/decisions/0010-forms.md):
 * each checks with its endpoint's body schema, plus the rules only a form has,
 * in the order their messages come (docs/product/accounts.md#sign-up-and-sign-in).
 */

const signupBody = bodyOf(signup).pick({ email: true, password: true });
export const signupForm: FormDefinition<
  { email: string; password: string; confirmPassword: string },
  typeof signupBody
> = {
  schema: signupBody,
  toBody: ({ email, password }) => ({ email, password }),
  steps: [
    required(messages.allFieldsRequired, "email", "password", "confirmPassword"),
    BODY,
    sameAs("password", "confirmPassword", messages.passwordsDoNotMatch),
  ],
};

export const loginForm: FormDefinition<{ email: string; password: string }, typeof loginBody> = {
  schema: loginBody,
  toBody: ({ email, password }) => ({ email, password }),
  steps: [required(messages.emailAndPasswordRequired, "email", "password"), BODY],
};

export const forgotPasswordForm: FormDefinition<{ email: string }, typeof forgotPasswordBody> = {
  schema: forgotPasswordBody,
  toBody: ({ email }) => ({ email }),
  steps: [BODY],
};

const newPasswordBody = bodyOf(resetPassword).pick({ password: true });
/** The reset link's form; the token comes from the link. */
export const newPasswordForm: FormDefinition<{ password: string; confirmPassword: string }, typeof newPasswordBody> = {
  schema: newPasswordBody,
  toBody: ({ password }) => ({ password }),
  steps: [BODY, sameAs("password", "confirmPassword", messages.passwordsDoNotMatch)],
};

export const changePasswordForm: FormDefinition<
  { currentPassword: string; newPassword: string; confirmPassword: string },
  typeof changePasswordBody
> = {
  schema: changePasswordBody,
  toBody: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
  steps: [
    required(messages.allFieldsRequired, "currentPassword", "newPassword", "confirmPassword"),
    sameAs("newPassword", "confirmPassword", messages.newPasswordsDoNotMatch),
    BODY,
  ],
};

/** A new sign-in address, with the current password. */
export const changeEmailForm: FormDefinition<{ newEmail: string; currentPassword: string }, typeof changeEmailBody> = {
  schema: changeEmailBody,
  toBody: ({ newEmail, currentPassword }) => ({ newEmail, currentPassword }),
  steps: [required(messages.allFieldsRequired, "newEmail", "currentPassword"), BODY],
};

export const addChildForm: FormDefinition<{ name: string; pin: string }, typeof createChildBody> = {
  schema: createChildBody,
  toBody: ({ name, pin }) => ({ name, pin }),
  steps: [BODY],
};

/** What the edit form compares against. */
type EditedChild = Pick<Child, "name" | "difficulty_level">;

type EditChildValues = { name: string; pin: string; difficulty_level: string };

/** What an edit changes: an empty PIN keeps the current one; an unchanged name or level is left out. */
export function childChanges(child: EditedChild, values: EditChildValues): Record<string, unknown> {
  return {
    ...(values.name.trim() !== child.name && { name: values.name }),
    ...(values.pin !== "" && { pin: values.pin }),
    ...(values.difficulty_level !== child.difficulty_level && { difficulty_level: values.difficulty_level }),
  };
}

/** Editing `child`: only what changed is checked and sent. */
export function editChildForm(child: EditedChild): FormDefinition<EditChildValues, typeof updateChildBody> {
  return { schema: updateChildBody, toBody: (values) => childChanges(child, values), steps: [BODY] };
}

const deleteAccountBody = bodyOf(deleteAccount);
/** Deleting the account: the parent types "delete", in any case (docs/product/accounts.md#account-deletion). */
export const deleteAccountForm: FormDefinition<{ confirmation: string }, typeof deleteAccountBody> = {
  schema: deleteAccountBody,
  toBody: ({ confirmation }) => ({ confirmation }),
  steps: [BODY],
};
