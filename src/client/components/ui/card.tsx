import type { HTMLAttributes } from "react";

/** A white card; `compact` for one of many on a phone's screen (the dashboard's children). */
export function Card({
  className = "",
  compact = false,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { compact?: boolean }) {
  return (
    <div
      className={`rounded-2xl bg-white ${compact ? "p-4" : "p-5"} shadow-sm ring-1 ring-slate-200 ${className}`}
      {...rest}
    />
  );
}
