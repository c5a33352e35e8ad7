import { GUESSABLE_PINS } from "../../shared/constants";
import { productMessages } from "../../shared/messages";
import { hmac } from "../auth/tokens";
import { unprocessable } from "../core/app-error";

/** PINs are kept as an HMAC-SHA-256 with the server secret, never in clear. */
export function pinHmac(secret: string, pin: string): string {
  return hmac(secret, `child-pin:${pin}`);
}

export function assertPinNotGuessable(pin: string): void {
  if (GUESSABLE_PINS.has(pin)) {
    throw unprocessable("guessable_pin", productMessages.guessablePin, { pin: productMessages.guessablePin });
  }
}
