import type { FastifyReply, FastifyRequest } from "fastify";
import { TRUSTED_DEVICE_DAYS } from "../../shared/constants";
import type { Config } from "../core/config";

export const SESSION_COOKIE = "ms_session";
/** Long-lived random id of a browser; marks the family's trusted browsers for PIN throttling. */
export const DEVICE_COOKIE = "ms_device";

const base = (config: Config) => ({
  path: "/",
  httpOnly: true,
  sameSite: "lax" as const,
  secure: config.secureCookies,
});

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date) {
  void reply.setCookie(SESSION_COOKIE, token, { ...base(config), expires: expiresAt });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  void reply.clearCookie(SESSION_COOKIE, base(config));
}

export function setDeviceCookie(reply: FastifyReply, config: Config, deviceToken: string, now: Date) {
  void reply.setCookie(DEVICE_COOKIE, deviceToken, {
    ...base(config),
    expires: new Date(now.getTime() + TRUSTED_DEVICE_DAYS * 86_400_000),
  });
}

export function readCookie(req: FastifyRequest, name: string): string | undefined {
  const value = req.cookies[name];
  return value && value.length <= 200 ? value : undefined;
}

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header?.startsWith("Bearer ")) return undefined;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : undefined;
}
