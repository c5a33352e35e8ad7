import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import type { SavedQuestion } from "../../../shared/api/play";
import { MtcResult } from "./mtc-result";

const question = (position: number, answer: number | null): SavedQuestion => ({
  position,
  question_type: "multiplication",
  operand1: 7,
  operand2: 8,
  correct_answer: 56,
  user_answer: answer,
  is_correct: answer === 56,
  response_time_ms: answer === null ? null : 2_400,
  traffic_light: null,
  missing_type: null,
  operator_answer: null,
  user_operator_answer: null,
});

it("lists each answer under column headings, the time at the end", () => {
  render(<MtcResult score={1} questions={[question(1, 56), question(2, null)]} />);
  const table = screen.getByRole("table", { name: "Your answers" });
  const headings = within(table).getAllByRole("columnheader");
  expect(headings.map((h) => h.textContent)).toEqual(["Question", "Your answer", "Right answer", "Time"]);
  expect(headings[3]).toHaveClass("text-right");
  const rows = within(table).getAllByRole("row").slice(1);
  expect(within(rows[0] as HTMLElement).getByRole("rowheader")).toHaveTextContent("7 × 8");
  expect(rows[0]).toHaveTextContent("✓ 56562.4 s");
  expect(rows[1]).toHaveTextContent("✗ no answer56");
  expect(screen.getByTestId("mtc-score")).toHaveTextContent("1 / 25");
});
