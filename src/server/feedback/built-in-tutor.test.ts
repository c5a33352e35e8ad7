import { describe, expect, it } from "vitest";
import { tutorMessages } from "../../shared/messages";
import { fillIn } from "../../shared/words";
import { builtInFeedback, type TutorInput } from "./built-in-tutor";

const game = (overrides: Partial<TutorInput> = {}): TutorInput => ({
  firstName: "Ava",
  mode: "timed",
  difficulty: "intermediate",
  score: 14,
  maxScore: 40,
  answered: 18,
  right: 14,
  averageMs: 2_400,
  missed: [
    { fact: "7 × 8", answer: "56", given: "54" },
    { fact: "6 × 7", answer: "42", given: null },
    { fact: "9 + 6", answer: "15", given: "14" },
    { fact: "8 × 8", answer: "64", given: "62" },
  ],
  slow: [
    { fact: "9 × 6", ms: 7_200 },
    { fact: "4 × 7", ms: 4_100 },
    { fact: "3 × 8", ms: 3_500 },
  ],
  byType: [
    { type: "multiplication", answered: 12, right: 9 },
    { type: "addition", answered: 6, right: 5 },
  ],
  earlierPercent: null,
  ...overrides,
});

describe("the built-in tutor", () => {
  it("sums up the game with the child's first name, the score, the mode, the speed and the strongest type", () => {
    const feedback = builtInFeedback(game());
    expect(feedback.topic).toBe("Times tables");
    expect(feedback.feedback_summary).toBe(
      "Ava scored 14 out of 40 (35%) in the 90 Second Challenge at Intermediate level, with 14 of 18 answered right. " +
        "Answers took 2.4 s on average. The strongest was addition: 5 of 6 right.",
    );
  });

  it("names the facts missed (three at most) with their answers, and the two slowest right ones", () => {
    const { improvement_tips: tips } = builtInFeedback(game());
    expect(tips[0]).toBe(
      "Practise the ones that slipped: 7 × 8 = 56, 6 × 7 = 42 and 9 + 6 = 15. Say each one aloud three times, then try it again tomorrow.",
    );
    expect(tips[1]).toBe(
      "Speed up 9 × 6 (7.2 s) and 4 × 7 (4.1 s): right, but not yet instant. Quick-fire them for a minute a day until they come within 3 seconds.",
    );
    expect(tips[2]).toMatch(/^The trickiest was multiplication \(9 of 12\): build a hard fact from an easy one/);
  });

  it("builds the activity from the facts missed", () => {
    expect(builtInFeedback(game()).suggested_activity).toMatch(
      /^Times-table snap: write 7 × 8, 6 × 7 and 9 \+ 6 on cards/,
    );
    expect(
      builtInFeedback(game({ byType: [{ type: "subtraction", answered: 10, right: 6 }], missed: [] }))
        .suggested_activity,
    ).toMatch(/^Shop keeper/);
  });

  it.each([
    [
      90,
      "That is a little below the recent average of 90%. Wobbles are normal; a short game tomorrow usually brings it back.",
    ],
    [33, "In line with the last few games (about 33%): steady, secure work."],
    [20.4, "That is 15 points above the average of the last few games (20%): real progress."],
  ])("compares with the earlier games' average of %s%%", (earlierPercent, line) => {
    expect(builtInFeedback(game({ earlierPercent })).progress_analysis).toBe(line);
  });

  it("never calls a low Get to 100 score steady and secure, however in line with the last few", () => {
    const getTo100 = (score: number, earlierPercent: number) =>
      builtInFeedback(game({ mode: "get_to_100", score, maxScore: 100, earlierPercent })).progress_analysis;
    expect(getTo100(5, 4)).toBe(
      "In line with the last few games (about 4%). Get to 100 ends at the first slip, so aim to go a few answers further than 5 next time.",
    );
    expect(getTo100(5, 4)).not.toMatch(/steady|secure/);
    expect(getTo100(60, 58)).toBe(fillIn(tutorMessages.inLineSecure, { earlier: "58%" }));
    expect(builtInFeedback(game({ score: 6, earlierPercent: 14 })).progress_analysis).toBe(
      fillIn(tutorMessages.inLineLow, { earlier: "14%" }),
    );
  });

  it("has no progress line for a first game of the mode", () => {
    expect(builtInFeedback(game()).progress_analysis).toBeNull();
  });

  it("suggests the next level after a perfect game, and cheers it", () => {
    const perfect = builtInFeedback(
      game({
        score: 20,
        maxScore: 20,
        right: 20,
        answered: 20,
        missed: [],
        slow: [],
        byType: [{ type: "addition", answered: 20, right: 20 }],
      }),
    );
    expect(perfect.improvement_tips).toEqual(["Everything went right: ask for the next level up from Intermediate."]);
    expect(perfect.motivational_message).toBe(
      "Brilliant work, Ava! Keep going: that kind of score comes from practice, and it shows.",
    );
  });

  it("says a word about skipping when three or more were skipped", () => {
    const skipped = [1, 2, 3].map((n) => ({ fact: `${n} × 9`, answer: String(n * 9), given: null }));
    expect(builtInFeedback(game({ missed: skipped })).improvement_tips).toContain(
      "3 questions were skipped: a quick best guess is fine, and it shows what to practise next.",
    );
  });
});
