import { createHmac } from "node:crypto";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { lt } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { captchaRedemptions } from "../../db/schema/captcha";
import type { Captcha, CaptchaVerdict } from "./captcha";

/** How long a challenge may be solved and redeemed. */
export const CAPTCHA_TTL_MS = 10 * 60_000;

/**
 * The proof of work: PBKDF2-SHA-256 with 1,000 iterations per attempt, and a
 * secret counter between 1,000 and 4,000, so a browser needs a few thousand
 * attempts (about half a second on a laptop) while the server verifies with one
 * HMAC (the key is known to the server and signed into the challenge).
 */
const ALGORITHM = "PBKDF2/SHA-256";
const COST = 1_000;
const COUNTER_MIN = 1_000;
const COUNTER_MAX = 4_000;

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string().regex(/^[0-9a-f]{16,128}$/),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number().int().positive(),
    }),
    signature: z.string().min(1),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().regex(/^[0-9a-f]{1,256}$/),
    time: z.number().optional(),
  }),
});

function decode(payload: string): unknown {
  try {
    return JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  } catch {
    return null;
  }
}

interface AltchaOptions {
  db: Db;
  /** The time now (the server's clock). */
  clock: () => Date;
  hmacKey: string;
  ttlMs?: number;
}

/** ALTCHA, self-hosted: challenges signed with the configured key; redemptions kept in `captcha_redemptions`. */
export function createAltchaCaptcha({ db, clock, hmacKey, ttlMs = CAPTCHA_TTL_MS }: AltchaOptions): Captcha {
  const hmacSignatureSecret = hmacKey;
  // The derived keys are signed with a second secret, so a challenge signature can never pass as a key signature.
  const hmacKeySignatureSecret = createHmac("sha256", hmacKey).update("altcha-key-signature").digest("hex");
  const fail = (reason: "invalid" | "expired" | "used"): CaptchaVerdict => ({ ok: false, reason });

  return {
    async createChallenge() {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(COUNTER_MAX, COUNTER_MIN),
        deriveKey,
        expiresAt: new Date(clock().getTime() + ttlMs),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      const { expiresAt } = challenge.parameters;
      if (!challenge.signature || expiresAt === undefined) throw new Error("ALTCHA returned an unsigned challenge");
      return { parameters: { ...challenge.parameters, expiresAt }, signature: challenge.signature };
    },

    async redeem(payload) {
      const parsed = payloadSchema.safeParse(decode(payload));
      if (!parsed.success) return fail("invalid");
      const { challenge, solution } = parsed.data;
      const now = clock();
      const expiresAt = new Date(challenge.parameters.expiresAt * 1_000);
      if (expiresAt <= now) return fail("expired");
      try {
        const result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        if (result.expired) return fail("expired");
        if (!result.verified) return fail("invalid");
      } catch {
        return fail("invalid");
      }
      // The nonce is signed and random: spending it is one insert that only one request can win.
      await db.delete(captchaRedemptions).where(lt(captchaRedemptions.expiresAt, now));
      const spent = await db
        .insert(captchaRedemptions)
        .values({ challengeId: challenge.parameters.nonce, expiresAt, redeemedAt: now })
        .onConflictDoNothing()
        .returning({ challengeId: captchaRedemptions.challengeId });
      return spent.length === 1 ? { ok: true } : fail("used");
    },
  };
}
