// The API side of the auth context, loaded on first use: the public pages, where nobody is
// signed in, then carry neither the API schemas nor the validation library.
export { api, ApiError, onChildAuthLost } from "../../api";
export * as accountsApi from "../../../shared/api/accounts";
export * as childrenApi from "../../../shared/api/children";
export { readChildSession } from "./child-session-store";
