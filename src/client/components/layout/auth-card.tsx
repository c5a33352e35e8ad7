import type { ReactNode } from "react";
import { FormFieldset } from "../ui/form-fieldset";

/** The narrow centred card used by sign-in and sign-up pages. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md">
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">{title}</h1>
        {intro && <div className="mt-2 text-ink-soft">{intro}</div>}
        <div className="mt-6">
          <FormFieldset>{children}</FormFieldset>
        </div>
      </div>
    </div>
  );
}
