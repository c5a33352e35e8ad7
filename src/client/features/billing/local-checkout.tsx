import { FlaskConical } from "lucide-react";
import { useNavigate } from "react-router";
import { PREMIUM_PRICE } from "../../../shared/constants";
import { messages } from "../../../shared/messages";
import { errorMessage } from "../../api";
import { Alert } from "../../components/ui/alert";
import { Button, ButtonLink } from "../../components/ui/button";
import { usePayLocalCheckout } from "../../queries/billing";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The local test checkout: it takes no card, and Pay has the effect a real payment would. */
export function LocalCheckout({ session }: { session: string | null }) {
  const navigate = useNavigate();
  const pay = usePayLocalCheckout();
  if (!session || !UUID.test(session)) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="error">{messages.openCheckoutFailed}</Alert>
        <ButtonLink to="/parent/dashboard" variant="secondary" className="self-start">
          Back to dashboard
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-start gap-3 rounded-2xl bg-sun-100 p-4 text-ink ring-1 ring-sun-300">
        <FlaskConical aria-hidden className="mt-0.5 shrink-0" size={22} />
        <p>
          <strong>This is a test payment and no card is charged.</strong> Maths Sprint is running with its built-in test
          checkout, so paying here gives your family Premium without taking any money.
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Plan</dt>
        <dd>Maths Sprint Premium</dd>
        <dt className="font-semibold">Price</dt>
        <dd>{PREMIUM_PRICE} a month, cancel anytime</dd>
      </dl>
      {pay.isError && <Alert tone="error">{errorMessage(pay.error)}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button
          busy={pay.isPending}
          onClick={() => pay.mutate(session, { onSuccess: () => void navigate("/parent/dashboard?checkout=success") })}
        >
          Pay {PREMIUM_PRICE}
        </Button>
        <Button variant="secondary" onClick={() => void navigate("/parent/dashboard?checkout=cancelled")}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
