import { useId, type TextareaHTMLAttributes } from "react";

interface Props extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: string;
  error?: string | undefined;
}

/** A labelled multi-line input with its inline error, styled like TextField. */
export function MessageField({ label, error, className = "", ...rest }: Props) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`w-full rounded-xl border-2 bg-white px-3 py-2 text-lg text-ink outline-none focus:border-brand-500 ${
          error ? "border-berry-600" : "border-slate-300"
        }`}
        {...rest}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-berry-600">
          {error}
        </p>
      )}
    </div>
  );
}
