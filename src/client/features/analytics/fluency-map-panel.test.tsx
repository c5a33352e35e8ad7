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
    expect(screen.getByText(/fluent: right within 3 seconds on the last three/)).toBeInTheDocument();
  });
});
