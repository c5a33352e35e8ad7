import { OK } from "../../shared/api/endpoint";
import { eq } from "drizzle-orm";
import * as api from "../../shared/api/children";
import { messages, productMessages } from "../../shared/messages";
import { fillIn, plural } from "../../shared/words";
import { DEVICE_COOKIE, clearSessionCookie, readCookie } from "../auth/cookies";
import { endChildSession, endParentSession } from "../auth/sessions";
import { children } from "../db/schema/children";
import { parents } from "../db/schema/users";
import { AppError } from "../core/app-error";
import type { Router } from "../http/router";
import { presentChildData } from "../children/present-child";
import { signInChild } from "./sign-in-child";
import { enablePinSignIn, getPinSignInStatus } from "./pin-sign-in-status";

const MINUTE_MS = 60_000;

/** How long PIN sign-in rests, in words a child reads: "1 minute", "15 minutes", "1 hour"; or ask the grown-up. */
function restingMessage(until: Date | null, now: Date): string {
  if (!until) return productMessages.pinSignInRestingAskGrownUp;
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE_MS));
  const wait = minutes >= 60 ? plural(Math.ceil(minutes / 60), "hour") : plural(minutes, "minute");
  return fillIn(productMessages.pinSignInResting, { wait });
}

export function registerChildAuthRoutes(router: Router) {
  router.handle(api.childLogin, async ({ body }, { deps, req, reply, caller }) => {
    const outcome = await signInChild(deps, {
      email: body.parent_email,
      pin: body.child_pin,
      ip: req.ip,
      deviceToken: readCookie(req, DEVICE_COOKIE),
    });
    if (outcome.kind === "ip_throttled") throw new AppError(429, "too_many_attempts", productMessages.tooManyAttempts);
    // A paused counter is told to the child in words they can read: an unknown email's counter
    // pauses after as many tries, in the same words, so this tells a stranger nothing.
    if (outcome.kind === "locked") {
      throw new AppError(429, "pin_sign_in_resting", restingMessage(outcome.until, deps.clock()));
    }
    // A wrong PIN and an unknown email answer exactly alike.
    if (outcome.kind !== "signed_in") throw new AppError(401, "invalid_credentials", messages.loginFailed);
    // A child sign-in signs the parent out of this browser.
    const parent = caller.parent;
    if (parent) await endParentSession(deps.database.db, parent.sessionId);
    clearSessionCookie(reply, deps.config);
    return { token: outcome.token, expires_at: outcome.expiresAt.toISOString(), child_data: outcome.child };
  });

  router.handle(api.childLogout, async (_input, { deps, actor }) => {
    await endChildSession(deps.database.db, actor.sessionId);
    return OK;
  });

  router.handle(api.childMe, async (_input, { deps, actor }) => {
    const [row] = await deps.database.db
      .select({ child: children, userId: parents.userId, email: parents.email })
      .from(children)
      .innerJoin(parents, eq(parents.id, children.parentId))
      .where(eq(children.id, actor.childId));
    if (!row) throw new AppError(401, "session_not_found", messages.noAuthenticatedSession);
    return {
      child_data: presentChildData(row.child, { userId: row.userId, email: row.email }),
      expires_at: actor.expiresAt.toISOString(),
    };
  });

  router.handle(api.pinSignInStatus, async (_input, { deps, actor }) => getPinSignInStatus(deps, actor));

  router.handle(api.enablePinSignIn, async (_input, { deps, actor }) => {
    await enablePinSignIn(deps, actor);
    return OK;
  });
}
