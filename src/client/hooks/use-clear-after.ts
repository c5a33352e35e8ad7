import { useEffect } from "react";
import { ACCOUNT_MESSAGE_CLEAR_MS } from "../../shared/constants";

/** Clears a message of the account pages 5 seconds after it appears (or after `ms`) (docs/product/accounts.md#timings-on-the-account-pages). */
export function useClearAfter(message: string | null, clear: () => void, ms: number = ACCOUNT_MESSAGE_CLEAR_MS) {
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(clear, ms);
    return () => clearTimeout(timer);
  }, [message, clear, ms]);
}
