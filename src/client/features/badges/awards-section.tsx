import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";

/** The awards' grid of cards. */
export const GRID = "grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4";

/** A query's error in words, or the fallback. */
export const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message) || fallback;

/** A part of the awards that could not be loaded, with Retry. */
export function Failure({ title, detail, onRetry }: { title: string; detail: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
      <p className="font-bold">{title}</p>
      <p className="mt-1 text-sm">{detail}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

/** A titled part of the awards. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-5" aria-label={title}>
      <h3 className="mb-2 text-lg font-bold text-ink">{title}</h3>
      {children}
    </section>
  );
}
