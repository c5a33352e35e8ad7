import type { Access } from "../../../shared/api/endpoint";
import { messages } from "../../../shared/messages";
import { forbidden, unauthorized } from "../../core/app-error";
import type { Actor, ChildActor, ParentActor } from "../actor";
import { canAdminister } from "./badge-admin-policy";
import type { Caller } from "./caller";

export type ActorFor<A extends Access> = A extends "parent" | "admin"
  ? ParentActor
  : A extends "child"
    ? ChildActor
    : A extends "player"
      ? ParentActor | ChildActor
      : Actor | null;

/**
 * Who may call an endpoint at all, by its declared access: the first policy
 * every request meets. `signedOut` is the message for a caller with no
 * session (a few endpoints word their own, `signedOutMessage`).
 */
export function authorizeEndpoint(access: Access, caller: Caller, signedOut: string = messages.noAuthenticatedSession) {
  const { parent, child } = caller;
  switch (access) {
    case "public":
      return child ?? parent;
    case "parent":
      if (!parent) throw unauthorized("not_authenticated", signedOut);
      return parent;
    case "admin":
      if (!parent) throw unauthorized("not_authenticated", signedOut);
      if (!canAdminister(parent, { isAdmin: parent.isAdmin }))
        throw forbidden("admin_required", "Admin privileges required");
      return parent;
    case "child":
      if (!child) throw unauthorized("session_not_found", signedOut);
      return child;
    case "player": {
      const actor = child ?? parent;
      if (!actor) throw unauthorized("not_authenticated", signedOut);
      return actor;
    }
  }
}
