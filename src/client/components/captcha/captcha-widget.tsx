import type {} from "altcha/types/react";
import { useEffect, useRef, useState } from "react";
import { CAPTCHA_CHALLENGE_PATH } from "../../../shared/constants";
import { Alert } from "../ui/alert";

interface Props {
  /** The solved payload to send with the form, or "" while unsolved or expired. */
  onChange: (token: string) => void;
  /** False until someone starts on the form: the widget's code is loaded, and its work done, only then. */
  active: boolean;
}

/** The widget in the product's colours, shaped like its form fields. */
const WIDGET_LOOK = {
  "--altcha-max-width": "100%",
  "--altcha-border-width": "2px",
  "--altcha-border-radius": "0.75rem",
  "--altcha-border-color": "var(--color-slate-300)",
  "--altcha-color-primary": "var(--color-brand-600)",
  "--altcha-color-success": "var(--color-mint-600)",
  "--altcha-checkbox-size": "24px",
} as const;

interface StateChange {
  state: string;
  payload?: string | null;
}

/**
 * The self-hosted ALTCHA captcha. Once active, it loads and solves its proof of
 * work in a background worker (about half a second), fetching its challenge from
 * this server only; when the challenge expires it asks to be ticked again.
 * Remount it (change its key) for a fresh challenge after a refused submission.
 */
export function CaptchaWidget({ onChange, active }: Props) {
  const ref = useRef<HTMLElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (active) import("./load-altcha").catch(() => setFailed(true));
  }, [active]);

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      onChange(state === "verified" && payload ? payload : "");
    };
    widget.addEventListener("statechange", listener);
    return () => widget.removeEventListener("statechange", listener);
    // The widget element appears when the captcha becomes active.
  }, [onChange, active]);

  if (failed) {
    return <Alert tone="error">The CAPTCHA could not be loaded. Please refresh the page and try again.</Alert>;
  }
  if (!active) {
    return (
      <p className="flex min-h-13 items-center rounded-xl border-2 border-slate-300 px-4 py-2 text-sm text-ink-soft">
        A quick check that you are not a robot starts when you fill in the form.
      </p>
    );
  }
  return (
    <div className="min-h-13">
      <altcha-widget
        ref={ref}
        style={WIDGET_LOOK}
        challenge={CAPTCHA_CHALLENGE_PATH}
        auto="onload"
        configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
      />
    </div>
  );
}
