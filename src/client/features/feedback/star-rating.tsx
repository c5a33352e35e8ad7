import { Star } from "lucide-react";
import { useId, useRef, useState } from "react";
import { TESTIMONIAL_MAX_RATING } from "../../../shared/constants";

const STARS = Array.from({ length: TESTIMONIAL_MAX_RATING }, (_, i) => i + 1);
const starsLabel = (n: number) => `${n} ${n === 1 ? "star" : "stars"}`;

interface Props {
  legend: string;
  /** The chosen number of stars as text ("1" to "5"), or "" for no rating. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A rating of 1 to 5 stars: a group of radio buttons (arrow keys move between
 * them), drawn as stars, with a way to give no rating at all.
 */
export function StarRating({ legend, value, onChange }: Props) {
  const name = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const first = useRef<HTMLInputElement>(null);
  const chosen = value === "" ? 0 : Number(value);
  const lit = hovered ?? chosen;
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0">
      <legend className="font-semibold text-ink">{legend}</legend>
      <div className="mt-1 flex" onMouseLeave={() => setHovered(null)}>
        {STARS.map((n) => (
          <label key={n} className="cursor-pointer" onMouseEnter={() => setHovered(n)}>
            <input
              type="radio"
              name={name}
              value={String(n)}
              ref={n === 1 ? first : undefined}
              checked={chosen === n}
              onChange={() => onChange(String(n))}
              className="peer sr-only"
            />
            <span className="sr-only">{starsLabel(n)}</span>
            <Star
              aria-hidden
              size={36}
              strokeWidth={1.75}
              className={`m-1 rounded-lg transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 ${
                n <= lit ? "fill-sun-400 text-amber-500" : "fill-white text-slate-300"
              }`}
            />
          </label>
        ))}
      </div>
      <div className="flex min-h-6 items-center gap-3 text-sm">
        <p className="text-ink-soft" aria-hidden>
          {chosen === 0 ? "No rating" : `${chosen} out of ${TESTIMONIAL_MAX_RATING} stars`}
        </p>
        {chosen !== 0 && (
          <button
            type="button"
            onClick={() => {
              onChange("");
              // The button goes with the rating: focus stays in the group.
              first.current?.focus();
            }}
            className="inline-flex min-h-8 items-center rounded px-1 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            Clear rating
          </button>
        )}
      </div>
    </fieldset>
  );
}
