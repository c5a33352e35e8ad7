import type { ReactNode } from "react";
import { useHydrated } from "../../hooks/use-hydrated";

/**
 * A form's controls on a pre-rendered page: shown at once, and disabled until the
 * app has started, so that nothing typed or sent before then is lost.
 */
export function FormFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} aria-busy={hydrated ? undefined : true} className="m-0 min-w-0 border-0 p-0">
      {children}
    </fieldset>
  );
}
