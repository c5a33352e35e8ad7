import { useEffect, useState } from "react";

/** A modal of any kind on the page: a Radix dialog (portalled into the body) or a native open <dialog>. */
const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"], dialog[open]';

/** Whether some dialog is open on the page now. */
export const aDialogIsOpen = (): boolean => document.querySelector(OPEN_DIALOG) !== null;

/** Where typing goes: a field the parent may be filling in. */
const TYPING_TARGET =
  'input:not([type="button"], [type="submit"], [type="radio"], [type="checkbox"]), textarea, select, [contenteditable="true"]';

/** Whether the parent is in a field, typing or about to. */
export const typingInAField = (): boolean => document.activeElement?.matches(TYPING_TARGET) ?? false;

/**
 * Whether some dialog is open on the page, watched while `watching` (before
 * our own opens: it is one too), so that a prompt never opens on top of
 * another and waits for it to close.
 */
export function useAnotherDialogOpen(watching: boolean): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!watching) return;
    const check = () => setOpen(aDialogIsOpen());
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["open"] });
    return () => observer.disconnect();
  }, [watching]);
  return watching && open;
}
