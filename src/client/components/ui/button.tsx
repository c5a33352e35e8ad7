import type { ComponentProps } from "react";
import { Link, type LinkProps } from "react-router";

type Variant = "primary" | "accent" | "secondary" | "danger" | "ghost";
type Size = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 min-h-11";
const variants: Record<Variant, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 shadow-sm",
  /** The sunny call to action on dark or brand backgrounds. */
  accent: "bg-sun-400 text-ink hover:bg-sun-300 shadow-sm",
  secondary: "bg-white text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50",
  danger: "bg-berry-600 text-white hover:bg-[#9d1249]",
  ghost: "text-brand-700 hover:bg-brand-50",
};
const sizes: Record<Size, string> = {
  sm: "px-2.5 py-1.5 text-sm sm:px-4 sm:text-base",
  md: "px-4 py-2 text-base",
  lg: "px-6 py-3 text-lg",
};

function buttonClass(variant: Variant = "primary", size: Size = "md", extra = ""): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

interface ButtonProps extends ComponentProps<"button"> {
  variant?: Variant;
  size?: Size;
  busy?: boolean;
}

export function Button({
  variant,
  size,
  busy,
  className = "",
  children,
  disabled,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, size, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {children}
    </button>
  );
}

export function ButtonLink({ variant, size, className = "", ...rest }: LinkProps & { variant?: Variant; size?: Size }) {
  return <Link className={buttonClass(variant, size, className)} {...rest} />;
}
