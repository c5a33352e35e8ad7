import { randomInt } from "node:crypto";

const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** An 8-character code without look-alike characters, for invite links. */
export function newReferralCode(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += ALPHABET.charAt(randomInt(ALPHABET.length));
  return code;
}
