import { CheckCircle2 } from "lucide-react";
import { useCallback, useId, useState } from "react";
import { SUPPORT_MESSAGE_MAX, SUPPORT_NAME_MAX } from "../../../shared/constants";
import type { SupportFormErrors } from "../../../shared/forms/support-form";
import { messages } from "../../../shared/messages";
import { ApiError } from "../../api-error";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/text-field";
import { CaptchaWidget } from "../../components/captcha/captcha-widget";
import { MessageField } from "./message-field";

const loadSupportCalls = () => import("./support-calls");

/** The server's own words when it answered; otherwise the spec's fallback. */
function failureText(error: unknown): string {
  const answered = error instanceof ApiError && error.status > 0 && error.code !== "http_error";
  return answered ? error.message : messages.sendMessageFailed;
}

/** The public Help Center form: name, email, message and the captcha. Replaced by a thank-you once sent. */
export function SupportForm() {
  const [values, setValues] = useState({ name: "", email: "", message: "" });
  const [token, setToken] = useState("");
  const [captchaRound, setCaptchaRound] = useState(0);
  const [errors, setErrors] = useState<SupportFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [started, setStarted] = useState(false);
  const hintId = useId();
  const onCaptcha = useCallback((next: string) => setToken(next), []);

  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  async function submit() {
    setFailure(null);
    let calls: Awaited<ReturnType<typeof loadSupportCalls>>;
    try {
      calls = await loadSupportCalls();
    } catch {
      return setFailure(messages.sendMessageFailed);
    }
    const { api, checkSupportForm, sendSupportMessage } = calls;
    const problems = checkSupportForm({ ...values, token });
    setErrors(problems ?? {});
    if (problems) return;
    setBusy(true);
    try {
      await api(sendSupportMessage, { body: { ...values, token } });
      setSent(true);
    } catch (error) {
      setFailure(failureText(error));
      if (error instanceof ApiError) setErrors(error.fields);
      // A refused captcha is spent or stale: start a fresh one.
      setToken("");
      setCaptchaRound((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
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
      onFocus={() => {
        setStarted(true);
        void loadSupportCalls();
      }}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Contact support"
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label="Name"
        autoComplete="name"
        maxLength={SUPPORT_NAME_MAX}
        value={values.name}
        onChange={set("name")}
        error={errors.name}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set("email")}
        error={errors.email}
      />
      <MessageField
        label="Message"
        maxLength={SUPPORT_MESSAGE_MAX}
        value={values.message}
        onChange={set("message")}
        error={errors.message}
      />
      <CaptchaWidget key={captchaRound} onChange={onCaptcha} active={started} />
      <Button type="submit" size="lg" busy={busy} disabled={!token} aria-describedby={token ? undefined : hintId}>
        {busy ? "Sending..." : "Send Message"}
      </Button>
      {!token && (
        <p id={hintId} className="text-center text-sm text-ink-soft">
          {errors.token ?? messages.completeCaptcha}
        </p>
      )}
    </form>
  );
}
