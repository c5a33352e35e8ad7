import type { PremiumFeature } from "../constants";
import { listInWords } from "../words";

/**
 * What Premium adds, in the parent's words: one entry for each thing the
 * server keeps for a family with Premium (each feature of PREMIUM_FEATURES,
 * refused without it, and the weekly report's facts, left out without it).
 * Every page that sells Premium reads it from here; no game mode is Premium.
 */
const premiumAdds: Readonly<Record<PremiumFeature | "weekly_report_facts", string>> = {
  analytics: "analytics and progress history for each child",
  challenge_mode: "Challenge Mode for head-to-head games",
  ai_feedback: "tutor feedback after each game",
  premium_stickers: "premium stickers to reward missions",
  weekly_report_facts: "the facts to practise next in your weekly email",
};

// Marked pure: a bundle that shows no Premium text leaves them out.
const premiumAddsItems: readonly string[] = /* @__PURE__ */ Object.values(premiumAdds);

/** What Premium adds, as the items of a list ("Analytics and progress history for each child"...). */
export const premiumAddsList: readonly string[] = /* @__PURE__ */ premiumAddsItems.map(
  (item) => `${item.charAt(0).toUpperCase()}${item.slice(1)}`,
);

const sentenceOf = (items: readonly string[]) => `Premium adds ${listInWords(items)}.`;

/** What Premium adds, as a sentence. */
export const premiumAddsSentence = /* @__PURE__ */ sentenceOf(premiumAddsItems);
