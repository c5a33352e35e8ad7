/**
 * The app's one announcer: what a screen reader should say that is not the
 * focused control's own name. Every page and every game mode announces
 * through `announce`; none keeps a live region of its own for it.
 *
 * - Two regions, mounted once with the app (`LiveRegions`) so that they are in
 *   the page before anything is put in them: a polite one, read when the
 *   screen reader is next quiet, and an assertive one, read at once.
 * - Once: an announcement given a `once` key is said the first time only, so
 *   that an effect run again (a re-render, React's checks) does not repeat it.
 * - No talking over: what is announced in one go (one render's effects) is
 *   said as one sentence, in the order given ("Right. 7 times 8."), and it
 *   replaces what its region said before, so a new question cuts short the
 *   last answer's feedback instead of being queued behind it.
 */
export type Politeness = "polite" | "assertive";

export interface AnnounceOptions {
  /** Polite unless it must interrupt (a game's questions, feedback and end). */
  politeness?: Politeness;
  /** Said the first time an announcement with this key is made, and never again. */
  once?: string;
}

/** The keys of the announcements already made; only the latest are kept. */
const ONCE_KEYS_KEPT = 200;
const made = new Set<string>();

const regions: Record<Politeness, HTMLElement | null> = { polite: null, assertive: null };
const pending: Record<Politeness, string[]> = { polite: [], assertive: [] };
let flushQueued = false;

/** Says `text` through the app's live regions (see the module's comment). */
export function announce(text: string, { politeness = "polite", once }: AnnounceOptions = {}): void {
  const words = text.trim();
  if (words === "") return;
  if (once !== undefined) {
    if (made.has(once)) return;
    made.add(once);
    if (made.size > ONCE_KEYS_KEPT) {
      const [oldest] = made;
      if (oldest !== undefined) made.delete(oldest);
    }
  }
  pending[politeness].push(words);
  if (flushQueued) return;
  flushQueued = true;
  queueMicrotask(flush);
}

function flush() {
  flushQueued = false;
  for (const politeness of ["assertive", "polite"] as const) {
    const words = pending[politeness].join(" ");
    pending[politeness] = [];
    if (words === "") continue;
    const region = regions[politeness] ?? ownRegion(politeness);
    // The same words again are still a change a screen reader hears.
    region.textContent = region.textContent === words ? `${words}\u00a0` : words;
  }
}

/** A region of the announcer's own, for a screen rendered without the app's (a component on its own). */
function ownRegion(politeness: Politeness): HTMLElement {
  const region = document.createElement("div");
  setUp(region, politeness);
  document.body.append(region);
  regions[politeness] = region;
  return region;
}

function setUp(region: HTMLElement, politeness: Politeness) {
  region.setAttribute("aria-live", politeness);
  region.setAttribute("aria-atomic", "true");
  region.className = "sr-only";
  region.dataset.announcer = politeness;
}

function register(politeness: Politeness) {
  return (region: HTMLDivElement | null) => {
    regions[politeness] = region;
  };
}
const politeRef = register("polite");
const assertiveRef = register("assertive");

/** The announcer's two regions, empty until something is announced; the app renders them once. */
export function LiveRegions() {
  return (
    <>
      <div ref={politeRef} className="sr-only" aria-live="polite" aria-atomic="true" data-announcer="polite" />
      <div ref={assertiveRef} className="sr-only" aria-live="assertive" aria-atomic="true" data-announcer="assertive" />
    </>
  );
}
