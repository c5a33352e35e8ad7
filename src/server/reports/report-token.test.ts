import { createHmac, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { deriveSecret } from "../core/config";
import { parentOfUnsubscribeToken, unsubscribeToken } from "./report-token";

const APP_SECRET = "test-secret-test-secret-test-secret-0123456789";
const hmac = (key: string, text: string) => createHmac("sha256", key).update(text).digest("base64url");

describe("the weekly report's unsubscribe token", () => {
  it("names the parent it was made for, under the same APP_SECRET only", () => {
    const parentId = randomUUID();
    const token = unsubscribeToken(APP_SECRET, parentId);
    expect(parentOfUnsubscribeToken(APP_SECRET, token)).toBe(parentId);
    expect(parentOfUnsubscribeToken(`${APP_SECRET}-changed`, token)).toBeNull();
  });

  it("is signed with a key of its own: nothing signed with APP_SECRET itself, or another purpose's key, is one", () => {
    const parentId = randomUUID();
    const [, version] = unsubscribeToken(APP_SECRET, parentId).split(".");
    // What another use of the secret could sign: the token's own texts, with the raw secret (as the PIN's HMAC
    // uses it) or with another purpose's key derived from it (the captcha's).
    const keys = [APP_SECRET, deriveSecret(APP_SECRET, "captcha-hmac-key")];
    const texts = [`weekly-report-unsubscribe:v${version}:${parentId}`, `v${version}:${parentId}`, parentId];
    for (const key of keys) {
      for (const text of texts) {
        expect(parentOfUnsubscribeToken(APP_SECRET, `${parentId}.${version}.${hmac(key, text)}`), text).toBeNull();
      }
    }
  });
});
