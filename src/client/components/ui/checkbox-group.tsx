import { useId, type ReactNode } from "react";

interface CheckboxGroupProps<T extends string | number> {
  legend: string;
  options: readonly T[];
  labelOf: (option: T) => ReactNode;
  /** The options ticked, in the options' order. */
  value: readonly T[];
  onChange: (value: T[]) => void;
  error?: string | undefined;
  /** A grid of wide boxes (names), or a grid of small ones (numbers). */
  layout: "grid" | "chips";
}

const LAYOUTS = {
  grid: {
    group: "grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 sm:grid-cols-3",
    box: "flex min-h-11 items-center gap-2 rounded-xl bg-slate-50 px-3 ring-1 ring-slate-200",
  },
  // Columns of one width, as many as fit, so that 2× and 12× line up.
  chips: {
    group: "grid grid-cols-[repeat(auto-fill,minmax(4.25rem,1fr))] gap-2",
    box: "flex min-h-11 items-center justify-center gap-1 rounded-xl bg-slate-50 px-2 ring-1 ring-slate-200",
  },
} as const;

/** Several choices under one legend, each a checkbox of touch size, with the group's error said under them. */
export function CheckboxGroup<T extends string | number>(props: CheckboxGroupProps<T>) {
  const { legend, options, labelOf, value, onChange, error, layout } = props;
  const errorId = useId();
  const isChosen = (option: T) => value.includes(option);
  const toggle = (option: T, on: boolean) => onChange(options.filter((o) => (o === option ? on : isChosen(o))));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold text-ink">{legend}</legend>
      <div className={LAYOUTS[layout].group}>
        {options.map((option) => (
          <label key={option} className={LAYOUTS[layout].box}>
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={isChosen(option)}
              onChange={(e) => toggle(option, e.target.checked)}
            />
            {labelOf(option)}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-berry-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
