import { useEffect, useState } from "react";
import { ACCOUNT_CLOCK_TICK_MS } from "../../../shared/constants";

/** The account page's notion of now, ticking every 60 seconds (docs/product/accounts.md#timings-on-the-account-pages), so that a date it waits for passes on screen. */
export function useAccountClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), ACCOUNT_CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
