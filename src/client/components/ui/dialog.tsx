import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { useVisibleArea } from "../../hooks/use-visible-area";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Hides the close cross, e.g. for a countdown that needs an explicit choice. */
  hideClose?: boolean;
  role?: "dialog" | "alertdialog";
  /** Room for a grid (the awards): wider than a form's dialog. */
  wide?: boolean;
  /** What takes the focus as it opens (the chosen one of a group, say); by default its first control. */
  initialFocus?: () => HTMLElement | null;
  /** At most this share of the visible height (the awards' 0.9); by default all of it but a 1 rem margin each side. */
  heightShare?: number;
}

/**
 * An accessible modal dialog: focus is trapped, Escape closes, and focus goes
 * back to whatever had it when the dialog opened (the button that opened it).
 * It never runs past the visible area: its content scrolls inside it, so every
 * action stays reachable with the on-screen keyboard open.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  hideClose,
  role = "dialog",
  wide = false,
  initialFocus,
  heightShare,
}: DialogProps) {
  // Radix hands focus back only to its own Trigger, which these dialogs, opened from state, do not have.
  const opener = useRef<HTMLElement | null>(null);
  // The box stays within what is visible, also with the on-screen keyboard open, and scrolls inside.
  const visible = useVisibleArea(open, heightShare);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <RadixDialog.Content
          role={role}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            const target = initialFocus?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
            opener.current = null;
          }}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] ${wide ? "max-w-3xl" : "max-w-md"} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl`}
          style={visible ?? (heightShare === undefined ? undefined : { maxHeight: `${heightShare * 100}dvh` })}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <RadixDialog.Title className="pr-8 text-xl font-bold text-ink">{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="mt-2 text-ink-soft">{description}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
          {!hideClose && (
            <RadixDialog.Close
              className="absolute right-2 top-2 flex h-11 w-11 items-center justify-center rounded-full text-ink-soft hover:bg-slate-100"
              aria-label="Close"
            >
              <X aria-hidden size={20} />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
