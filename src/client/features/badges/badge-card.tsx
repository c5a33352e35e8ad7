import { CheckCircle2, Lock } from "lucide-react";
import { useState } from "react";
import type { BadgeProgress, BadgeSummary } from "../../../shared/api/badges";

/** Shown for a badge with no image, or one whose image does not load. */
const PLACEHOLDER = "/badges/placeholder.svg";

type Size = "sm" | "md" | "lg";
const IMAGE_SIZE: Record<Size, string> = { sm: "h-12 w-12", md: "h-20 w-20", lg: "h-28 w-28" };

/** A badge's picture, falling back to the placeholder. Decorative: the name is written beside it. */
export function BadgeImage({
  badge,
  size = "md",
  locked = false,
}: {
  badge: BadgeSummary;
  size?: Size;
  locked?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const src = failed || !badge.image_url ? PLACEHOLDER : badge.image_url;
  return (
    <img
      src={src}
      alt=""
      width={128}
      height={128}
      onError={() => setFailed(true)}
      className={`${IMAGE_SIZE[size]} shrink-0 object-contain ${locked ? "opacity-50 grayscale" : ""}`}
    />
  );
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

/** One badge in the awards dialog: earned with a green tick and its date, or locked with its progress. */
export function BadgeCard({ entry, size = "md" }: { entry: BadgeProgress; size?: Size }) {
  const { badge, earned, earned_at, progress } = entry;
  return (
    <li
      className={`relative flex flex-col items-center gap-2 rounded-2xl p-3 text-center ring-1 ${
        earned ? "bg-emerald-50 ring-emerald-200" : "bg-slate-50 ring-slate-200"
      }`}
    >
      {earned ? (
        <CheckCircle2 aria-hidden size={24} className="absolute right-2 top-2 fill-white text-emerald-600" />
      ) : (
        <Lock aria-hidden size={18} className="absolute right-2 top-2 text-slate-500" />
      )}
      <BadgeImage badge={badge} size={size} locked={!earned} />
      <h4 className="text-sm font-bold text-ink">{badge.name}</h4>
      <p className="text-xs text-ink-soft">{badge.description}</p>
      {earned && earned_at && (
        <p className="text-xs font-semibold text-emerald-800">
          <span className="sr-only">Earned </span>
          <time dateTime={earned_at}>{dateFormat.format(new Date(earned_at))}</time>
        </p>
      )}
      {!earned && progress > 0 && (
        <div className="w-full">
          <div
            role="progressbar"
            aria-label={`${badge.name} progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${progress}%` }} />
          </div>
          <p className="mt-1 text-xs text-ink-soft">{progress}% complete</p>
        </div>
      )}
    </li>
  );
}
