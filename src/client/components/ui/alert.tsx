import type { ReactNode } from "react";
import { AlertCircle, CheckCircle2, Info } from "lucide-react";

type Tone = "error" | "success" | "info";
const tones: Record<Tone, string> = {
  error: "bg-red-50 text-red-800 ring-red-200",
  success: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  info: "bg-brand-50 text-brand-900 ring-brand-200",
};
const icons = { error: AlertCircle, success: CheckCircle2, info: Info };

/** A message banner. Errors are announced at once; others politely. */
export function Alert({ tone, children, action }: { tone: Tone; children: ReactNode; action?: ReactNode }) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`flex items-start gap-3 rounded-xl px-4 py-3 ring-1 ${tones[tone]}`}
    >
      <Icon aria-hidden className="mt-0.5 shrink-0" size={20} />
      <div className="min-w-0 flex-1">{children}</div>
      {action}
    </div>
  );
}
