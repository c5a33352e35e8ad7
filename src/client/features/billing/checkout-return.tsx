import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { CHECKOUT_CONFIRM_WAIT_MS } from "../../../shared/constants";
import { Alert } from "../../components/ui/alert";
import { useSubscription } from "../../queries/billing";

/**
 * Back from checkout: a thank-you that waits for the payment to land (the
 * provider tells the server a moment later), saying so plainly after 30 s;
 * or a calm note when the parent cancelled.
 */
export function CheckoutReturn() {
  const [params] = useSearchParams();
  const outcome = params.get("checkout");
  if (outcome === "success") return <CheckoutSuccess />;
  if (outcome === "cancelled") {
    return <Alert tone="info">Checkout cancelled. Nothing has been charged; you can upgrade whenever you like.</Alert>;
  }
  return null;
}

function CheckoutSuccess() {
  const [waitedTooLong, setWaitedTooLong] = useState(false);
  const premium = useSubscription({ untilPremium: true }).data?.premium === true;

  useEffect(() => {
    if (premium) return;
    const timer = setTimeout(() => setWaitedTooLong(true), CHECKOUT_CONFIRM_WAIT_MS);
    return () => clearTimeout(timer);
  }, [premium]);

  if (premium) {
    return <Alert tone="success">Thank you! Premium is now active for your family.</Alert>;
  }
  if (waitedTooLong) {
    return (
      <Alert tone="info">
        Thank you! We have not had confirmation of your payment yet. It usually takes a few seconds; refresh this page
        in a minute, and if Premium still does not show, contact support from Account Settings.
      </Alert>
    );
  }
  return <Alert tone="info">Thank you! Confirming your payment…</Alert>;
}
