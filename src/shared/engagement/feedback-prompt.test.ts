import { describe, expect, it } from "vitest";
import { TESTIMONIAL_MIN_LOGINS, TESTIMONIAL_SNOOZE_MS } from "../constants";
import { feedbackPromptSnoozed, mayAskForFeedback, shouldShowFeedbackPrompt } from "./feedback-prompt";

const NOW = Date.parse("2026-06-01T09:00:00.000Z");
const HOUR = 3_600_000;

describe("the parent feedback prompt's conditions", () => {
  const LOGIN_COUNTS = [0, 1, 2, 3, 4, 250];
  const DISMISSALS: [string, number | null, boolean][] = [
    // [when, dismissedAt, still snoozed]
    ["never", null, false],
    ["just now", NOW, true],
    ["an hour ago", NOW - HOUR, true],
    ["24 hours less 1 ms ago", NOW - TESTIMONIAL_SNOOZE_MS + 1, true],
    ["exactly 24 hours ago", NOW - TESTIMONIAL_SNOOZE_MS, false],
    ["25 hours ago", NOW - 25 * HOUR, false],
    ["a year ago", NOW - 365 * 24 * HOUR, false],
    ["a minute from now (clock put back)", NOW + 60_000, true],
    ["two days from now (clock was far ahead)", NOW + 48 * HOUR, false],
  ];
  const GIVEN = [false, true];
  const ON_SERVER: (boolean | null)[] = [false, true, null];

  for (const loginCount of LOGIN_COUNTS) {
    for (const hasGivenFeedback of GIVEN) {
      for (const [when, dismissedAt, snoozed] of DISMISSALS) {
        for (const hasTestimonial of ON_SERVER) {
          const expected = loginCount >= 3 && !hasGivenFeedback && !snoozed && hasTestimonial === false;
          it(`${loginCount} logins, ${hasGivenFeedback ? "given" : "not given"}, dismissed ${when}, testimonial on the server ${String(hasTestimonial)} → ${expected ? "shown" : "hidden"}`, () => {
            const facts = { loginCount, hasGivenFeedback, dismissedAt, hasTestimonial, now: NOW };
            expect(shouldShowFeedbackPrompt(facts)).toBe(expected);
            // The server is asked exactly when its answer is all that is missing.
            expect(mayAskForFeedback(facts)).toBe(loginCount >= 3 && !hasGivenFeedback && !snoozed);
          });
        }
      }
    }
  }

  it("starts at the spec's 3 logins", () => {
    expect(TESTIMONIAL_MIN_LOGINS).toBe(3);
    const facts = { hasGivenFeedback: false, dismissedAt: null, hasTestimonial: false, now: NOW };
    expect(shouldShowFeedbackPrompt({ ...facts, loginCount: 2 })).toBe(false);
    expect(shouldShowFeedbackPrompt({ ...facts, loginCount: 3 })).toBe(true);
  });

  it("snoozes for the spec's 24 hours after a dismissal", () => {
    expect(TESTIMONIAL_SNOOZE_MS).toBe(24 * HOUR);
    const dismissedAt = NOW;
    expect(feedbackPromptSnoozed(dismissedAt, NOW + 24 * HOUR - 1)).toBe(true);
    expect(feedbackPromptSnoozed(dismissedAt, NOW + 24 * HOUR)).toBe(false);
  });
});
