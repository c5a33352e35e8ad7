import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ChildAnalytics } from "../../queries/analytics";
import { FluencyMapPanel } from "./fluency-map-panel";

const DAY = 86_400_000;
const fetchedAt = Date.UTC(2026, 10, 30, 16);
const at = (daysAgo: number) => new Date(fetchedAt - daysAgo * DAY).toISOString();
type Record = ChildAnalytics["times_table_facts"][number];
const fact = (operand1: number, operand2: number, answers: [boolean, number, number][]): Record => ({
  operand1,
  operand2,
  attempts: answers.length,
  correct: answers.filter(([right]) => right).length,
  recent_correct: answers.map(([right]) => right),
  recent_ms: answers.map(([, ms]) => ms),
  recent_at: answers.map(([, , daysAgo]) => at(daysAgo)),
});

describe("Times-table fluency map", () => {
  it("names to practise next the facts Smart Practice would ask first, the one missed lately first", () => {
    const facts = [
      // Right 9 times in 10, long ago; missed the last day it was asked.
      fact(6, 7, [...Array.from({ length: 9 }, (): [boolean, number, number] => [true, 1_500, 30]), [false, 6_000, 2]]),
      fact(3, 4, [[true, 2_000, 1]]),
      fact(2, 2, [
        [true, 900, 7],
        [true, 800, 3],
        [true, 700, 1],
      ]),
    ];
    render(<FluencyMapPanel facts={facts} level="beginner" fetchedAt={fetchedAt} />);
    const list = screen.getByTestId("facts-To practise next");
    expect(Array.from(list.querySelectorAll("li strong"), (e) => e.textContent)).toEqual(["6 × 7 = 42", "3 × 4 = 12"]);
    // Each says why it comes next, so that a parent who sees 1 of 1 right is not left wondering.
    expect(Array.from(list.querySelectorAll("li"), (e) => e.textContent)).toEqual([
      "6 × 7 = 42: missed the last day it was asked (9 of 10 right lately)",
      "3 × 4 = 12: answered only once so far, so it comes back soon",
    ]);
    expect(screen.getByTestId("fluency-count-needs_practice")).toHaveTextContent("1");
    expect(screen.getByTestId("fluency-count-getting_there")).toHaveTextContent("1");
    expect(screen.getByTestId("fluency-count-fluent")).toHaveTextContent("1");
    expect(screen.getByText(/fluent, right within 3 seconds at each of the last 3\./)).toBeInTheDocument();
  });

  it("says how each level is decided, and gives each square the figures that decide it", () => {
    const answers = (right: boolean, ms: number, days: number[]) =>
      days.map((d): [boolean, number, number] => [right, ms, d]);
    const facts = [
      // 14 of 20 right, the last three sittings right and quick.
      fact(1, 4, [...answers(false, 2_000, [40, 39, 38, 37, 36, 35]), ...answers(true, 1_000, [34, 33, 32, 31])]),
      fact(4, 1, answers(true, 1_200, [20, 19, 18, 17, 16, 15, 14, 7, 3, 1])),
      // 17 of 20 right, the last two sittings right but slower than the check's 6 s.
      fact(1, 3, answers(true, 1_000, [30, 29, 28, 27, 26, 25, 24, 23, 22, 21])),
      fact(3, 1, [
        ...answers(false, 2_000, [20, 19, 18]),
        ...answers(true, 1_000, [10, 9, 8, 7, 3]),
        ...answers(true, 7_000, [2, 1]),
      ]),
    ];
    render(<FluencyMapPanel facts={facts} level="beginner" fetchedAt={fetchedAt} />);
    expect(
      screen.getByText(
        /from the last 10 answers to each order.*Answers within 12 hours are one sitting, timed by its slowest answer\. The level comes from the latest sittings, not from how many answers were right/,
      ),
    ).toBeInTheDocument();
    const map = screen.getByTestId("fluency-map");
    expect(map).toHaveTextContent(
      "1 × 4 = 4: Fluent (latest sittings first: right in 1.2 s, right in 1.2 s, right in 1.2 s; right within 3 s at the last 3; 14 of 20 answers right lately)",
    );
    expect(map).toHaveTextContent(
      "1 × 3 = 3: Getting there (latest sittings first: right in 7.0 s, right in 7.0 s, right in 1.0 s; secure needs the last 2 right within 6 s; 17 of 20 answers right lately)",
    );
  });
});
