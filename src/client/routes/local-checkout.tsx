import { useSearchParams } from "react-router";
import { Card } from "../components/ui/card";
import { ParentOnly } from "../features/auth/parent-only";
import { LocalCheckout } from "../features/billing/local-checkout";
import type { Route } from "./+types/local-checkout";

export const meta: Route.MetaFunction = () => [{ title: "Test checkout | Maths Sprint" }];

export default function LocalCheckoutPage() {
  const [params] = useSearchParams();
  return (
    <ParentOnly>
      <Card className="mx-auto w-full max-w-lg">
        <h1 className="mb-4 text-2xl font-extrabold">Test checkout</h1>
        <LocalCheckout session={params.get("session")} />
      </Card>
    </ParentOnly>
  );
}
