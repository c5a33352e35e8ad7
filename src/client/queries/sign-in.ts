import * as accountsApi from "../../shared/api/accounts";
import type { BodyOf } from "../../shared/api/endpoint";
import { api } from "../api";

// The parent's account calls, with their schemas: the public pages load this module on demand
// (through `loadAuthCalls`) or from their own route's module, never with the app.

/** Signs a parent in with the details the form checked. */
export const logIn = (body: BodyOf<typeof accountsApi.login>) => api(accountsApi.login, { body });

/** Makes a parent's account. */
export const signUp = (body: BodyOf<typeof accountsApi.signup>) => api(accountsApi.signup, { body });

/** Asks for a link to reset the parent's password. */
export const askPasswordReset = (body: BodyOf<typeof accountsApi.forgotPassword>) =>
  api(accountsApi.forgotPassword, { body });

/** Sends a reset link's token to the server, which spends it only with the new password. */
export const checkResetLink = (token: string) => api(accountsApi.verifyResetToken, { body: { token } });

/** Sets a new password with a reset link's token. */
export const resetPassword = (body: BodyOf<typeof accountsApi.resetPassword>) =>
  api(accountsApi.resetPassword, { body });

/** Changes the signed-in parent's password. */
export const changePassword = (body: BodyOf<typeof accountsApi.changePassword>) =>
  api(accountsApi.changePassword, { body });
