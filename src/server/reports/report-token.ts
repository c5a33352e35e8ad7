import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { deriveSecret } from "../core/config";

/**
 * The weekly report's unsubscribe token: the parent's id, a version and an
 * HMAC-SHA-256 of both under a key of its own, derived from the server's
 * secret for this purpose alone (`deriveSecret`), so it turns off the weekly
 * report and can be used for nothing else (no sign-in, no other setting), and
 * nothing signed for another purpose is one. It is never stored. Raising the
 * version (or changing APP_SECRET) revokes every link already sent.
 */
const PURPOSE = "weekly-report-unsubscribe";
const VERSION = 2;

const mac = (appSecret: string, parentId: string, version: number) =>
  createHmac("sha256", deriveSecret(appSecret, PURPOSE)).update(`v${version}:${parentId}`).digest("base64url");

export function unsubscribeToken(appSecret: string, parentId: string): string {
  return `${parentId}.${VERSION}.${mac(appSecret, parentId, VERSION)}`;
}

const tokenShape = z.tuple([z.uuid(), z.literal(String(VERSION)), z.string().regex(/^[A-Za-z0-9_-]{43}$/)]);

/** The parent id a token was made for, or null when it is not one of ours, as it is now. */
export function parentOfUnsubscribeToken(appSecret: string, token: string): string | null {
  const parsed = tokenShape.safeParse(token.split("."));
  if (!parsed.success) return null;
  const [parentId, , given] = parsed.data;
  const expected = Buffer.from(mac(appSecret, parentId, VERSION));
  const got = Buffer.from(given);
  return got.length === expected.length && timingSafeEqual(got, expected) ? parentId : null;
}
