import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { VerifyEmailResponse } from "../../shared/api/referrals";
import { productMessages } from "../../shared/messages";
import { referralsRoutes } from "../api-routes";
import { api, ApiError, errorMessage } from "../api";
import { AuthCard } from "../components/layout/auth-card";
import { Alert } from "../components/ui/alert";
import { ButtonLink } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = () => [
  { title: "Confirm your email address | Maths Sprint" },
  { name: "robots", content: "noindex" },
];

type Phase =
  | { kind: "verifying" }
  | { kind: "verified"; referral: VerifyEmailResponse["referral"] }
  | { kind: "invalid"; message: string };

/**
 * A link can be used once, and the page may be mounted more than once while it
 * opens (the app starting, React's checks): each token is sent once, and every
 * mount waits for that one answer.
 */
const verifications = new Map<string, Promise<VerifyEmailResponse>>();
function verifyOnce(token: string): Promise<VerifyEmailResponse> {
  let answer = verifications.get(token);
  if (!answer) {
    answer = api(referralsRoutes.verifyEmail, { body: { token } });
    verifications.set(token, answer);
  }
  return answer;
}

const problemOf = (e: unknown) =>
  e instanceof ApiError && e.status === 400 ? productMessages.verificationLinkInvalid : errorMessage(e);

/**
 * The link of a verification email: it proves the parent's address once
 * (the server spends it), then says so, or says plainly that the link is used
 * up, out of date or broken, and where to ask for another.
 */
export default function VerifyEmail() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [phase, setPhase] = useState<Phase>({ kind: "verifying" });

  useEffect(() => {
    if (!token) return;
    let current = true;
    verifyOnce(token).then(
      ({ referral }) => current && setPhase({ kind: "verified", referral }),
      (e: unknown) => current && setPhase({ kind: "invalid", message: problemOf(e) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const shown: Phase = token ? phase : { kind: "invalid", message: productMessages.verificationLinkInvalid };

  if (shown.kind === "verifying") {
    return (
      <AuthCard title="Confirming your email address">
        <Spinner label="Checking your link" />
      </AuthCard>
    );
  }
  if (shown.kind === "invalid") {
    return (
      <AuthCard title="This link cannot be used">
        <div className="flex flex-col gap-4">
          <Alert tone="error">{shown.message}</Alert>
          <ButtonLink to="/parent/account" size="lg">
            Go to account settings
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Email address confirmed">
      <div className="flex flex-col gap-4">
        <Alert tone="success">
          {productMessages.emailVerified}
          {shown.referral === "completed" && ` ${productMessages.referralCompletedNow}`}
          {shown.referral === "waiting_for_game" && ` ${productMessages.referralWaitsForGame}`}
        </Alert>
        <ButtonLink to="/parent/dashboard" size="lg">
          Go to your dashboard
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
