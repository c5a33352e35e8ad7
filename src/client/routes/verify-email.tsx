import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { productMessages } from "../../shared/messages";
import { fillIn } from "../../shared/words";
import { ApiError, errorMessage } from "../api";
import { AuthCard } from "../components/layout/auth-card";
import { Alert } from "../components/ui/alert";
import { ButtonLink } from "../components/ui/button";
import { LinkChecking, LinkProblem } from "../features/auth/emailed-link";
import { useEmailedLink, verifyEmailLink } from "../queries/emailed-link";
import { useRefreshParentSession } from "../queries/session";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = () => [
  { title: "Confirm your email address | Maths Sprint" },
  { name: "robots", content: "noindex" },
];

const problemOf = (e: unknown) =>
  e instanceof ApiError && e.status === 400 ? productMessages.verificationLinkInvalid : errorMessage(e);

/**
 * The link of a verification email: it proves the parent's address once
 * (the server spends it), then says so, or says plainly that the link is used
 * up, out of date or broken, and where to ask for another.
 */
export default function VerifyEmail() {
  const [params] = useSearchParams();
  const link = useEmailedLink("verify-email", params.get("token") ?? "", verifyEmailLink);
  const refreshParentSession = useRefreshParentSession();
  const changedTo = link.kind === "valid" ? link.answer.email : undefined;
  // A new sign-in address: the session this browser holds is read again, so every page shows the new one.
  useEffect(() => {
    if (changedTo !== undefined) void refreshParentSession();
  }, [changedTo, refreshParentSession]);

  if (link.kind === "checking")
    return <LinkChecking title="Confirming your email address" label="Checking your link" />;
  if (link.kind !== "valid") {
    const message = link.kind === "missing" ? productMessages.verificationLinkInvalid : problemOf(link.error);
    return <LinkProblem message={message} to="/parent/account" action="Go to account settings" />;
  }
  const { referral, email } = link.answer;
  return (
    <AuthCard title="Email address confirmed">
      <div className="flex flex-col gap-4">
        <Alert tone="success">
          {email === undefined ? productMessages.emailVerified : fillIn(productMessages.emailChanged, { email })}
          {referral === "completed" && ` ${productMessages.referralCompletedNow}`}
          {referral === "waiting_for_game" && ` ${productMessages.referralWaitsForGame}`}
        </Alert>
        <ButtonLink to="/parent/dashboard" size="lg">
          Go to your dashboard
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
