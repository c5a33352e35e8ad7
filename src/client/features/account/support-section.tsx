import { useCallback, useState } from "react";
import { SUPPORT_CONFIRMATION_MS, SUPPORT_MESSAGE_MAX } from "../../../shared/constants";
import { supportRequestForm } from "../../../shared/forms/support-form";
import { messages, productMessages } from "../../../shared/messages";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { MessageField } from "../../components/ui/message-field";
import { useApiForm } from "../../forms/use-api-form";
import { useClearAfter } from "../../hooks/use-clear-after";
import { sendSupportRequest } from "../../queries/support";

/** Contact support from the account page: the parent's own email, said as text (it cannot be changed); the issue required. */
export function SupportSection({ email }: { email: string }) {
  const [confirmed, setConfirmed] = useState(false);
  const form = useApiForm({
    initial: { email, issue_description: "" },
    definition: supportRequestForm,
    send: sendSupportRequest,
    onSent: () => setConfirmed(true),
    // However the send failed, the one message for it.
    failure: () => messages.supportRequestFailed,
  });
  const { reset, clearMessage } = form;
  useClearAfter(form.message, clearMessage);
  // The confirmation closes after 3 seconds, leaving an empty form for the next question.
  const close = useCallback(() => {
    setConfirmed(false);
    reset({ email, issue_description: "" });
  }, [reset, email]);
  useClearAfter(confirmed ? "sent" : null, close, SUPPORT_CONFIRMATION_MS);

  return (
    <Card>
      <h2 className="text-xl font-bold">Contact support</h2>
      <p className="mt-2 text-ink-soft">We reply to every request within 24 hours.</p>
      {confirmed ? (
        <div className="mt-4 max-w-md">
          <Alert tone="success">{productMessages.supportRequestSent}</Alert>
        </div>
      ) : (
        <form {...form.formProps} className="mt-4 flex max-w-md flex-col gap-4" aria-label="Contact support">
          {form.banner && <Alert tone="error">{form.banner}</Alert>}
          {/* The account's own address: the server sends every request from it, so it is said, not asked for. */}
          <p className="text-ink-soft" data-testid="support-reply-to">
            We reply to your account&apos;s email address,{" "}
            <span className="font-semibold text-ink wrap-anywhere">{email}</span>.
          </p>
          {form.fields.email && <Alert tone="error">{form.fields.email}</Alert>}
          <MessageField
            label="How can we help?"
            maxLength={SUPPORT_MESSAGE_MAX}
            {...form.field("issue_description")}
            error={form.fields.issue_description}
          />
          <Button type="submit" busy={form.busy} className="self-start">
            {form.busy ? "Sending..." : "Send request"}
          </Button>
        </form>
      )}
    </Card>
  );
}
