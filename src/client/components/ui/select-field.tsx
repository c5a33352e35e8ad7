import { useId, type ReactNode, type SelectHTMLAttributes } from "react";

interface SelectFieldProps<T extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> {
  label: string;
  options: readonly T[];
  labelOf: (option: T) => string;
  /** A first option with no value ("Choose a game mode"), chosen until another is. */
  placeholder?: string;
  /** What the choices are, said under the list (and read with it). */
  hint?: ReactNode;
  error?: string | undefined;
}

/** A labelled list to choose one option from, styled like TextField, with its hint and inline error read with it. */
export function SelectField<T extends string>(props: SelectFieldProps<T>) {
  const { label, options, labelOf, placeholder, hint, error, id, className = "", ...rest } = props;
  const ownId = useId();
  const fieldId = id ?? ownId;
  const describedBy =
    [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={fieldId} className="font-semibold text-ink">
        {label}
      </label>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`min-h-12 rounded-xl border-2 bg-white px-3 text-lg text-ink outline-none focus:border-brand-500 ${
          error ? "border-berry-600" : "border-slate-300"
        }`}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${fieldId}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} className="text-sm font-medium text-berry-600">
          {error}
        </p>
      )}
    </div>
  );
}
