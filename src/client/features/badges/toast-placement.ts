/**
 * Where the badge-earned toast goes so that it covers nothing the child is
 * about to press, and as little as it can of what they are reading, then of
 * any other control: under the app's header, in its corner on a wide window,
 * in a gap of the page, or at the window's foot. What it must not cover is marked `data-toast-keep-clear="press"`
 * (the results' Play again, a game's keypad) and an open dialog counts so
 * whole; what it had better not cover is marked `"read"` (the results'
 * headline, a game's question), measured by its lines of text. Where no place
 * is clear of what must be pressed the toast waits until one is (the page
 * scrolls, the dialog closes): everything outside a modal dialog is hidden
 * from screen readers while it is open, so it would not be heard either.
 */

/** Marks the app's header, which the toast never covers. */
const APP_HEADER_ATTRIBUTE = "data-app-header";
/** Marks the toast itself, which is none of what it keeps clear of. */
const TOAST_ATTRIBUTE = "data-badge-toast";
/** Marks what the toast must not cover ("press") or had better not ("read"). */
const KEEP_CLEAR_ATTRIBUTE = "data-toast-keep-clear";

export const TOAST_GAP_PX = 16;
/** The toast's width: Tailwind's max-w-sm on a phone, narrower from `CORNER_FROM_PX`, where it may sit in the corner. */
const TOAST_WIDTH_PX = 384;
const CORNER_TOAST_WIDTH_PX = 320;
const CORNER_FROM_PX = 1024;

export type ToastPlacement = { at: "top"; top: number } | { at: "corner"; top: number } | { at: "held" };

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface ToastSurroundings {
  width: number;
  height: number;
  /** How far down the app's header reaches now (0 once scrolled away). */
  headerBottom: number;
  /** The lines of text it had better not cover. */
  read: readonly Box[];
  /** What it must not cover: the controls marked so, and open dialogs whole. */
  press: readonly Box[];
  dialogs: readonly Box[];
  /** Every other control on screen, which it covers only when it must. */
  controls: readonly Box[];
}

/** How wide the toast is in a window `windowWidth` wide. */
function toastWidth(windowWidth: number): number {
  return windowWidth >= CORNER_FROM_PX
    ? CORNER_TOAST_WIDTH_PX
    : Math.min(TOAST_WIDTH_PX, windowWidth - 2 * TOAST_GAP_PX);
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
const covers = (box: Box, boxes: readonly Box[]) => boxes.reduce((sum, kept) => sum + overlap(box, kept), 0);

/**
 * The place for a toast `toastHeight` tall, from what is on screen: the
 * places tried are under the header (and its corner on a wide window), just
 * below each thing read, just above each thing pressed, and the window's foot.
 */
export function placeToast(toastHeight: number, around: ToastSurroundings): ToastPlacement {
  const width = toastWidth(around.width);
  const centred = (around.width - width) / 2;
  const highest = Math.max(0, around.headerBottom) + TOAST_GAP_PX;
  const lowest = around.height - TOAST_GAP_PX - toastHeight;
  const tops = [
    highest,
    ...around.read.map((box) => box.bottom + TOAST_GAP_PX),
    ...around.press.map((box) => box.top - TOAST_GAP_PX - toastHeight),
    lowest,
  ];
  const places: { placement: ToastPlacement; box: Box }[] = [];
  for (const top of [...new Set(tops)].sort((a, b) => a - b)) {
    if (top < highest || top > lowest) continue;
    places.push({
      placement: { at: "top", top },
      box: { left: centred, right: centred + width, top, bottom: top + toastHeight },
    });
  }
  if (around.width >= CORNER_FROM_PX) {
    const right = around.width - TOAST_GAP_PX;
    const box = { left: right - width, right, top: highest, bottom: highest + toastHeight };
    places.push({ placement: { at: "corner", top: highest }, box });
  }
  const free = places.filter(({ box }) => covers(box, around.press) === 0 && covers(box, around.dialogs) === 0);
  if (free.length === 0) return { at: "held" };
  // What it covers of what is read first, then of other controls; then the highest.
  const cost = (box: Box) => [covers(box, around.read), covers(box, around.controls)] as const;
  const better = (a: Box, b: Box) => {
    const [readA, controlsA] = cost(a);
    const [readB, controlsB] = cost(b);
    return readA !== readB ? readA < readB : controlsA !== controlsB ? controlsA < controlsB : a.top < b.top;
  };
  return free.reduce((best, place) => (better(place.box, best.box) ? place : best)).placement;
}

const boxOf = (rect: DOMRect | undefined): Box | null =>
  rect && rect.width > 0 && rect.height > 0
    ? { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom }
    : null;
const present = (box: Box | null): box is Box => box !== null;

/** The lines of an element's text where they are (its box where lines cannot be measured). */
function textLines(element: Element): Box[] {
  const range = document.createRange();
  range.selectNodeContents(element);
  const lines = typeof range.getClientRects === "function" ? [...range.getClientRects()].map(boxOf) : [];
  return lines.length > 0 ? lines.filter(present) : [boxOf(element.getBoundingClientRect())].filter(present);
}

const boxesOf = (selector: string) =>
  [...document.querySelectorAll(selector)]
    .filter((element) => !element.closest(`[${TOAST_ATTRIBUTE}]`))
    .map((element) => boxOf(element.getBoundingClientRect()))
    .filter(present);

/** What a child can press or type into. */
const CONTROLS = "a[href], button, input, select, textarea, summary, [role='button'], [role='link']";

/** What is on screen now, as `placeToast` reads it. */
export function surroundingsNow(): ToastSurroundings {
  const header = document.querySelector(`[${APP_HEADER_ATTRIBUTE}]`);
  const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
  const marked = (kind: string) => `[${KEEP_CLEAR_ATTRIBUTE}="${kind}"]`;
  return {
    width: document.documentElement.clientWidth || window.innerWidth,
    height: window.innerHeight,
    headerBottom,
    read: [...document.querySelectorAll(marked("read"))].flatMap(textLines),
    press: boxesOf(marked("press")),
    dialogs: boxesOf('[role="dialog"], [role="alertdialog"]'),
    controls: boxesOf(CONTROLS).filter((box) => box.top >= headerBottom),
  };
}
