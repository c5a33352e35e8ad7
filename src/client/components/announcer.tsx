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

/** The regions, said in this order when both have news. */
const POLITENESS = ["assertive", "polite"] as const;
const regions: Record<Politeness, HTMLElement | null> = { polite: null, assertive: null };
const pending: Record<Politeness, string[]> = { polite: [], assertive: [] };
let flushQueued = false;

/** Says `text` through the app's live regions (see the module's comment); nothing before they are mounted. */
export function announce(text: string, { politeness = "polite", once }: AnnounceOptions = {}): void {
  if (once !== undefined) {
    if (made.has(once)) return;
    made.add(once);
    if (made.size > ONCE_KEYS_KEPT) made.delete(made.values().next().value ?? "");
  }
  pending[politeness].push(text);
  if (flushQueued) return;
  flushQueued = true;
  queueMicrotask(flush);
}

function flush() {
  flushQueued = false;
  for (const politeness of POLITENESS) {
    const words = pending[politeness].join(" ");
    pending[politeness] = [];
    const region = regions[politeness];
    // The same words again are still a change a screen reader hears.
    if (words && region) region.textContent = region.textContent === words ? `${words}\u00a0` : words;
  }
}

/** The announcer's two regions, empty until something is announced; the app renders them once. */
export function LiveRegions() {
  return POLITENESS.map((politeness) => (
    <div
      key={politeness}
      ref={(region) => {
        regions[politeness] = region;
      }}
      className="sr-only"
      aria-live={politeness}
      aria-atomic="true"
      data-announcer={politeness}
    />
  ));
}
