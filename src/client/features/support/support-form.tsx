import { CheckCircle2 } from "lucide-react";
import { useCallback, useId, useState } from "react";
import { SUPPORT_MESSAGE_MAX, SUPPORT_NAME_MAX } from "../../../shared/constants";
import { messages } from "../../../shared/messages";
import { ApiError } from "../../api-error";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/text-field";
import { CaptchaWidget } from "../../components/captcha/captcha-widget";
import { useApiForm } from "../../forms/use-api-form";
import { MessageField } from "../../components/ui/message-field";

const loadSupportCalls = () => import("./support-calls");

/** The server's own words when it answered; otherwise the form's own message for a failed send. */
function failureText(error: unknown): string {
  const answered = error instanceof ApiError && error.status > 0 && error.code !== "http_error";
  return answered ? error.message : messages.sendMessageFailed;
}

/** The public Help Center form: name, email, message and the captcha. Replaced by a thank-you once sent. */
export function SupportForm() {
  const [captchaRound, setCaptchaRound] = useState(0);
  const [started, setStarted] = useState(false);
  const hintId = useId();
  const form = useApiForm({
    initial: { name: "", email: "", message: "", token: "" },
    definition: async () => (await loadSupportCalls()).supportForm,
    send: async (body) => {
      const { sendSupportMessage } = await loadSupportCalls();
      return sendSupportMessage(body);
    },
    failure: (error, setValue) => {
      // A refused captcha is spent or stale: start a fresh one.
      setValue("token", "");
      setCaptchaRound((n) => n + 1);
      return failureText(error);
    },
  });
  const { setValue } = form;
  const onCaptcha = useCallback((next: string) => setValue("token", next), [setValue]);
  const token = form.values.token;
  const errors = form.fields;

  if (form.sent) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
        <CheckCircle2 aria-hidden size={48} className="text-mint-600" />
        <p className="text-2xl font-bold text-ink">{messages.supportThanks}</p>
        <p className="max-w-sm text-ink-soft">We reply to every message within 24 hours.</p>
      </div>
    );
  }

  return (
    <form
      {...form.formProps}
      onFocus={() => {
        setStarted(true);
        form.formProps.onFocus();
      }}
      className="flex flex-col gap-4"
      aria-label="Contact support"
    >
      {form.failure && <Alert tone="error">{form.failure}</Alert>}
      <TextField
        label="Name"
        autoComplete="name"
        maxLength={SUPPORT_NAME_MAX}
        {...form.field("name")}
        error={errors.name}
      />
      <TextField label="Email" type="email" autoComplete="email" {...form.field("email")} error={errors.email} />
      <MessageField label="Message" maxLength={SUPPORT_MESSAGE_MAX} {...form.field("message")} error={errors.message} />
      <CaptchaWidget key={captchaRound} onChange={onCaptcha} active={started} />
      <Button type="submit" size="lg" busy={form.busy} disabled={!token} aria-describedby={token ? undefined : hintId}>
        {form.busy ? "Sending..." : "Send Message"}
      </Button>
      {!token && (
        <p id={hintId} className="text-center text-sm text-ink-soft">
          {errors.token ?? messages.completeCaptcha}
        </p>
      )}
    </form>
  );
}
