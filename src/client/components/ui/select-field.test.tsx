import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { SelectField } from "./select-field";

it("names the list by its label, and reads its hint and its error with it", () => {
  render(
    <SelectField
      id="mission-type"
      label="Question type"
      options={["all", "addition"]}
      labelOf={(type) => (type === "all" ? "All question types" : "Addition")}
      hint="What the game asks"
      error="Choose a question type"
      value="all"
      onChange={() => undefined}
    />,
  );
  const list = screen.getByRole("combobox", { name: "Question type" });
  expect(list).toHaveAttribute("id", "mission-type");
  expect(list).toBeInvalid();
  expect(list).toHaveAccessibleDescription("What the game asks Choose a question type");
  expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["All question types", "Addition"]);
});
