import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { childLogin } from "../../shared/api/children";
import type { BodyOf } from "../../shared/api/endpoint";
import { api, type SignedInAs } from "../api";
import { accountsRoutes, childrenRoutes } from "../api-routes";
import { queryKeys } from "./keys";

/** The parent's session on the server, or null when no parent is signed in. */
export const readParentSession = async () => (await api(accountsRoutes.getSession)).session;

/** The server's view of the signed-in child. */
export const readChildData = async () => (await api(childrenRoutes.childMe)).child_data;

/** Ends the person's session on the server, given up when `signal` aborts. */
export const sendSignOut = (who: SignedInAs, signal: AbortSignal) =>
  who === "child" ? api(childrenRoutes.childLogout, { signal }) : api(accountsRoutes.logout, { signal });

/** Signs a child in with the family's email and the child's PIN. */
export const sendChildLogin = (body: BodyOf<typeof childLogin>) => api(childrenRoutes.childLogin, { body });

/** Reads the parent's session again, so that every page shows what changed in it (a new sign-in address). */
export function useRefreshParentSession() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: queryKeys.session.parent }), [client]);
}
