import { localStore } from "../../local-store";

/**
 * The feedback prompt's record (hasGivenFeedback and the dismissal
 * time), kept on this device for each parent login, so that two parents on
 * one computer each have their own. Unparseable data is ignored.
 */
export interface FeedbackRecord {
  hasGivenFeedback: boolean;
  /** When the prompt was last closed without sending, in ms since the epoch. */
  dismissedAt: number | null;
}

const keyOf = (userId: string) => `ms.feedback.${userId}`;

/**
 * The parent's record on this device, or null when this browser keeps no
 * storage: the prompt is then not shown at all, since a dismissal could not
 * be remembered and it would come back on every page.
 */
export function readFeedbackRecord(userId: string): FeedbackRecord | null {
  const stored = localStore.getJson(keyOf(userId));
  if (stored === undefined) return null;
  const { hasGivenFeedback, dismissedAt } = (typeof stored === "object" && stored !== null ? stored : {}) as Record<
    string,
    unknown
  >;
  return {
    hasGivenFeedback: hasGivenFeedback === true,
    dismissedAt: typeof dismissedAt === "number" && Number.isFinite(dismissedAt) ? dismissedAt : null,
  };
}

/** Keeps the record; storage that is full or refused keeps it for this page only (the prompt's own state). */
export function writeFeedbackRecord(userId: string, record: FeedbackRecord): void {
  localStore.setJson(keyOf(userId), record);
}

/** Marks the parent as having given feedback on this device (they have a testimonial on the server). */
export function markFeedbackGiven(userId: string): void {
  const record = readFeedbackRecord(userId);
  if (record && !record.hasGivenFeedback) writeFeedbackRecord(userId, { ...record, hasGivenFeedback: true });
}
