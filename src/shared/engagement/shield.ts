import { SHIELD_EXPIRING_SOON_MS, SHIELD_VALID_DAYS } from "../constants";
import { addUtcDays, utcDateOf } from "./utc-date";

/** A child's streak shield as stored on the child. */
export interface ShieldState {
  held: boolean;
  expiresAt: Date | null;
  usesCount: number;
}

/** Active: held and not expired. */
export function isShieldActive(shield: ShieldState, now: Date): boolean {
  return shield.held && shield.expiresAt !== null && shield.expiresAt.getTime() > now.getTime();
}

/** Expiring soon: active with 24 hours or less left. */
export function isShieldExpiringSoon(shield: ShieldState, now: Date): boolean {
  return (
    isShieldActive(shield, now) &&
    shield.expiresAt !== null &&
    shield.expiresAt.getTime() - now.getTime() <= SHIELD_EXPIRING_SOON_MS
  );
}

/**
 * The expiry of a newly awarded shield: 7 days on at 23:59:59.999 UTC,
 * counted from the later of now and the current expiry.
 */
export function shieldExpiryFrom(now: Date, currentExpiry: Date | null): Date {
  const base = currentExpiry && currentExpiry.getTime() > now.getTime() ? currentExpiry : now;
  return new Date(`${addUtcDays(utcDateOf(base), SHIELD_VALID_DAYS)}T23:59:59.999Z`);
}

export function awardShield(shield: ShieldState, now: Date): ShieldState {
  return { ...shield, held: true, expiresAt: shieldExpiryFrom(now, shield.expiresAt) };
}

/** Consumed when the streak would break: no longer held, one more use counted. */
export function consumeShield(shield: ShieldState): ShieldState {
  return { ...shield, held: false, usesCount: shield.usesCount + 1 };
}
