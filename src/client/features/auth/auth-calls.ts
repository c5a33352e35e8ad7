// The API side of the account pages and the auth context, loaded on first use: the
// public pages then carry neither the API schemas nor the validation library until
// someone starts filling in a form (see load-auth-calls.ts).
export { api, onAuthLost } from "../../api";
export { ApiError } from "../../api-error";
export * as accountsApi from "../../../shared/api/accounts";
export * as childrenApi from "../../../shared/api/children";
export * as accountForms from "../../../shared/forms/account-forms";
export { readChildSession } from "../../session/child-session-store";
