import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FUN_FACTS } from "../../../shared/fun-facts/fun-facts";
import { FunFactCard } from "./fun-fact-card";

describe("FunFactCard", () => {
  it("shows the entry of the day with its category under a named heading", () => {
    render(<FunFactCard date={new Date("2025-01-02T08:00:00Z")} />);
    const fact = FUN_FACTS[1];
    const card = screen.getByRole("region", { name: "Fun fact of the day" });
    expect(card).toHaveTextContent(fact?.category ?? "");
    expect(card).toHaveTextContent(fact?.text ?? "");
  });

  it("shows the leap-day entry on 29 February", () => {
    render(<FunFactCard date={new Date("2028-02-29T08:00:00Z")} />);
    expect(screen.getByText(/Today is 29 February, leap day!/)).toBeInTheDocument();
  });
});
