import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, REFERRAL_MAX_WEEKS, REFERRAL_PREMIUM_DAYS } from "../constants";

const DAY_MS = 86_400_000;

/**
 * Premium after a referral week is added: 7 days on from the later of now and
 * the Premium the parent already has, so a week is never lost to an overlap.
 */
export function premiumAfterReferralWeek(premiumUntil: Date | null, now: Date): Date {
  const base = premiumUntil && premiumUntil.getTime() > now.getTime() ? premiumUntil : now;
  return new Date(base.getTime() + REFERRAL_PREMIUM_DAYS * DAY_MS);
}

/** Whether a referrer who has earned `weeksEarned` weeks by referring may earn another. */
export const mayEarnReferralWeek = (weeksEarned: number): boolean => weeksEarned < REFERRAL_MAX_WEEKS;

const CODE_PATTERN = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/** A code as typed or pasted (any case, spaces around) in the form it is stored, or null if it cannot be one. */
export function normaliseReferralCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}
