import { OK } from "../../shared/api/endpoint";
import * as api from "../../shared/api/accounts";
import * as referralsApi from "../../shared/api/referrals";
import { DEVICE_COOKIE, clearSessionCookie, readCookie, setDeviceCookie, setSessionCookie } from "../auth/cookies";
import { endParentSession } from "../auth/sessions";
import type { Router, RouteContext } from "../http/router";
import type { Access } from "../../shared/api/endpoint";
import { changePassword } from "./change-password";
import { accountEmail, requestEmailChange, resendVerificationEmail, verifyEmail } from "./email-verification";
import { requestPasswordReset, resetPassword, verifyResetToken } from "./password-reset";
import { loadParentSession } from "./present-parent";
import { signInParent } from "./sign-in-parent";
import { signUpParent } from "./sign-up-parent";
import { trustDevice } from "./trust-device";

/** Sets the session cookie and marks this browser as one of the family's own. */
async function startBrowserSession(
  ctx: RouteContext<Access>,
  parentId: string,
  session: { token: string; expiresAt: Date },
) {
  const { deps, req, reply } = ctx;
  const now = deps.clock();
  const existing = readCookie(req, DEVICE_COOKIE);
  const device = await trustDevice(deps.database.db, parentId, existing, now);
  if (device !== existing) setDeviceCookie(reply, deps.config, device, now);
  setSessionCookie(reply, deps.config, session.token, session.expiresAt);
}

export function registerAccountRoutes(router: Router) {
  router.handle(api.signup, async ({ body }, ctx) => {
    const { user, parent, session } = await signUpParent(ctx.deps, {
      ...body,
      userAgent: ctx.req.headers["user-agent"],
    });
    await startBrowserSession(ctx, parent.id, session);
    return loadParentSession(ctx.deps.database.db, user.id, ctx.deps.clock());
  });

  router.handle(api.login, async ({ body }, ctx) => {
    const { user, parent, session } = await signInParent(ctx.deps, {
      ...body,
      userAgent: ctx.req.headers["user-agent"] ?? "",
    });
    await startBrowserSession(ctx, parent.id, session);
    return loadParentSession(ctx.deps.database.db, user.id, ctx.deps.clock());
  });

  router.handle(api.logout, async (_input, ctx) => {
    const parent = ctx.caller.parent;
    if (parent) await endParentSession(ctx.deps.database.db, parent.sessionId);
    clearSessionCookie(ctx.reply, ctx.deps.config);
    return OK;
  });

  router.handle(api.getSession, async (_input, { deps, caller }) => {
    const parent = caller.parent;
    return { session: parent ? await loadParentSession(deps.database.db, parent.userId, deps.clock()) : null };
  });

  // Answers first, then looks the address up and writes its email: the answer's time never tells whether it is known.
  router.handle(api.forgotPassword, ({ body }, { deps }) => {
    deps.background.run("a password reset email", () => requestPasswordReset(deps, body.email));
    return Promise.resolve(OK);
  });

  router.handle(api.verifyResetToken, async ({ body }, { deps }) => {
    await verifyResetToken(deps, body.token);
    return OK;
  });

  router.handle(api.resetPassword, async ({ body }, { deps }) => {
    await resetPassword(deps, body.token, body.password);
    return OK;
  });

  router.handle(api.changePassword, async ({ body }, { deps, actor }) => {
    await changePassword(deps, actor, body);
    return OK;
  });

  // Confirming an address (which also completes a referred family's referral), and sending the link again.
  router.handle(referralsApi.verifyEmail, async ({ body }, { deps }) => verifyEmail(deps, body.token));
  router.handle(referralsApi.resendVerificationEmail, async (_input, { deps, actor }) => {
    await resendVerificationEmail(deps, actor);
    return OK;
  });
  router.handle(api.accountEmail, async (_input, { deps, actor }) => accountEmail(deps, actor));

  router.handle(api.changeEmail, async ({ body }, { deps, actor }) => {
    await requestEmailChange(deps, actor, body);
    return OK;
  });
}
