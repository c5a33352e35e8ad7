import { act, render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { FUN_FACTS } from "../../../shared/fun-facts/fun-facts";
import { FunFactCard } from "./fun-fact-card";

/** Renders the card and lets its month's facts arrive. */
async function renderCard(card: ReactElement) {
  await act(async () => {
    render(card);
    await Promise.resolve();
  });
}

describe("FunFactCard", () => {
  it("shows the entry of the day with its category under a named heading", async () => {
    await renderCard(<FunFactCard date={new Date("2025-01-02T08:00:00Z")} />);
    const fact = FUN_FACTS[1];
    const card = screen.getByRole("region", { name: "Fun fact of the day" });
    expect(await within(card).findByText(fact?.text ?? "")).toBeInTheDocument();
    expect(card).toHaveTextContent(fact?.category ?? "");
  });

  it("shows the leap-day entry on 29 February", async () => {
    await renderCard(<FunFactCard date={new Date("2028-02-29T08:00:00Z")} />);
    expect(await screen.findByText(/Today is 29 February, leap day!/)).toBeInTheDocument();
  });

  it("shows the last entry of the year from December's file", async () => {
    await renderCard(<FunFactCard date={new Date("2025-12-31T08:00:00Z")} />);
    expect(await screen.findByText(FUN_FACTS[365]?.text ?? "-")).toBeInTheDocument();
  });
});
