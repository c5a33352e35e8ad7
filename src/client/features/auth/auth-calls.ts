// The schema side of the account forms, loaded on first use: the public pages then carry
// neither the API schemas nor the validation library until someone starts filling in a form
// (see load-auth-calls.ts).
export { askPasswordReset, logIn, signUp } from "../../queries/sign-in";
export * as accountForms from "../../../shared/forms/account-forms";
