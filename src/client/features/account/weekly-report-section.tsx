import { useCallback, useState } from "react";
import { Link } from "react-router";
import { productMessages } from "../../../shared/messages";
import { Alert } from "../../components/ui/alert";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { useAccountEmail } from "../../queries/account";
import { useSaveWeeklyReportSetting, useWeeklyReportSetting } from "../../queries/weekly-report";
import { useClearAfter } from "../../hooks/use-clear-after";

/**
 * The weekly report's setting: a switch that saves at once, through the
 * server, and says what the server answered; and the way to last week's report.
 */
export function WeeklyReportSection() {
  const setting = useWeeklyReportSetting();
  // An unconfirmed address is sent no report: the card says so, as the server has it.
  const account = useAccountEmail();
  const save = useSaveWeeklyReportSetting();
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const clear = useCallback(() => setMessage(null), []);
  useClearAfter(message?.text ?? null, clear);

  const change = (enabled: boolean) => {
    setMessage(null);
    save.mutate(enabled, {
      onSuccess: (saved) =>
        setMessage({
          tone: "success",
          text: saved.enabled
            ? "The weekly report is on: it comes on Sunday evenings."
            : "The weekly report is off: no more weekly emails.",
        }),
      onError: () => setMessage({ tone: "error", text: productMessages.weeklyReportSettingFailed }),
    });
  };

  return (
    <Card>
      <h2 className="text-xl font-bold">Weekly report</h2>
      <p className="mt-2 max-w-prose text-ink-soft">
        An email on Sunday evenings with each child&apos;s week: games played, streak, badges, missions and one idea to
        try next.
      </p>
      <div className="mt-4 flex flex-col items-start gap-3">
        {setting.isPending ? (
          <Spinner label="Loading the weekly report setting" />
        ) : setting.isError ? (
          <Alert tone="error">The weekly report setting could not be loaded. Please try again.</Alert>
        ) : (
          <div className="flex items-center gap-3">
            <label className="flex min-h-11 items-center gap-3 rounded-xl bg-slate-50 px-3 py-2 text-ink ring-1 ring-slate-200">
              <input
                type="checkbox"
                role="switch"
                className="h-5 w-5 shrink-0"
                // What the server has: a change shows once the server has answered it, not before.
                checked={setting.data.enabled}
                disabled={save.isPending}
                aria-busy={save.isPending || undefined}
                onChange={(e) => change(e.target.checked)}
              />
              Email me the weekly report
            </label>
            {save.isPending && <Spinner label="Saving the weekly report setting" size={20} />}
          </div>
        )}
        {account.data?.confirmed === false && setting.data?.enabled && (
          <p className="max-w-prose text-ink-soft">
            It starts once you have confirmed your email address with the link we sent you.
          </p>
        )}
        <div role="status" aria-live="polite">
          {message && <Alert tone={message.tone}>{message.text}</Alert>}
        </div>
        <Link
          to="/parent/account/weekly-report"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          Last week&apos;s report
        </Link>
      </div>
    </Card>
  );
}
