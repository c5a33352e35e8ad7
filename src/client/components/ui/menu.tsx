import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Link } from "react-router";

export interface MenuItem {
  /** The item's accessible name (e.g. "Edit Ava"); `text` is what it shows. */
  label: string;
  text: string;
  icon?: ReactNode;
  /** A link, or an action. */
  to?: string;
  onSelect?: () => void;
  danger?: boolean;
}

const itemClass =
  "flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left font-semibold outline-none hover:bg-brand-50 focus:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600";

/**
 * A menu button (WAI-ARIA menu button pattern): Enter, Space or the arrows
 * open it, the arrows, Home and End move between its items, Escape closes it
 * and gives the focus back to the button, Tab or a click elsewhere closes it.
 */
export function Menu({ label, trigger, items }: { label: string; trigger: ReactNode; items: MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState<"first" | "last">("first");
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const entries = () => Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  // Opens where it fits: upwards when there is not room below the button and more above it,
  // and brought into view when neither side holds it all (before its first item takes the focus).
  useLayoutEffect(() => {
    const menu = list.current;
    const opener = button.current;
    if (!open || !menu || !opener) return;
    const at = opener.getBoundingClientRect();
    const height = menu.getBoundingClientRect().height;
    const below = window.innerHeight - at.bottom;
    menu.dataset.placement = height > below && at.top > below ? "up" : "down";
    menu.scrollIntoView?.({ block: "nearest" });
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const all = entries();
    (start === "first" ? all[0] : all.at(-1))?.focus();
    const away = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", away);
    return () => document.removeEventListener("pointerdown", away);
  }, [open, start]);

  function show(from: "first" | "last") {
    setStart(from);
    setOpen(true);
  }
  function close() {
    setOpen(false);
    button.current?.focus();
  }
  function onButtonKey(event: KeyboardEvent) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    show(event.key === "ArrowUp" ? "last" : "first");
  }
  function onListKey(event: KeyboardEvent) {
    const all = entries();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => all[(index + all.length) % all.length]?.focus();
    const moves: Record<string, () => void> = {
      ArrowDown: () => go(at + 1),
      ArrowUp: () => go(at - 1),
      Home: () => go(0),
      End: () => go(all.length - 1),
      Escape: close,
      Tab: () => setOpen(false),
    };
    const move = moves[event.key];
    if (!move) return;
    if (event.key !== "Tab") event.preventDefault();
    move();
  }
  function choose(item: MenuItem) {
    // The button keeps the focus, so a dialog the item opens gives it back there.
    button.current?.focus();
    setOpen(false);
    item.onSelect?.();
  }

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? setOpen(false) : show("first"))}
        onKeyDown={onButtonKey}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-xl bg-white px-2 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
      >
        {trigger}
      </button>
      {open && (
        <ul
          ref={list}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          onKeyDown={onListKey}
          className="absolute right-0 z-30 mt-1 flex w-60 flex-col gap-0.5 rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200 data-[placement=up]:bottom-full data-[placement=up]:mt-0 data-[placement=up]:mb-1"
        >
          {items.map((item) => (
            <li key={item.label} role="none">
              {item.to ? (
                <Link role="menuitem" tabIndex={-1} to={item.to} aria-label={item.label} className={itemClass}>
                  {item.icon} {item.text}
                </Link>
              ) : (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  aria-label={item.label}
                  onClick={() => choose(item)}
                  className={`${itemClass} ${item.danger ? "text-berry-600" : "text-ink"}`}
                >
                  {item.icon} {item.text}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
