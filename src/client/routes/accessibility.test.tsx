import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ACCESSIBILITY_STATEMENT_REVIEWED } from "../../shared/public-pages";
import STATEMENT from "../../../docs/product/accessibility-statement.md?raw";
import AccessibilityStatement from "./accessibility";

function renderStatement() {
  return render(
    <MemoryRouter>
      <AccessibilityStatement />
    </MemoryRouter>,
  );
}

describe("the accessibility statement", () => {
  it("has the sections of docs/product/accessibility-statement.md, in its order", () => {
    renderStatement();
    expect(screen.getByRole("heading", { level: 1, name: "Accessibility statement" })).toBeVisible();
    const written = [...STATEMENT.matchAll(/^## (.+)$/gm)].map(([, heading]) => heading);
    const shown = screen.getAllByRole("region").map((section) =>
      within(section)
        .getByRole("heading", { level: 2 })
        .textContent?.replace(/^\d+\. /, ""),
    );
    expect(written.length).toBeGreaterThan(5);
    expect(shown).toEqual(written);
  });

  it("gives its compliance status, how to report a problem through the Help Center, and when it was prepared", () => {
    const { container } = renderStatement();
    expect(container.textContent).toContain("partially compliant with the WCAG 2.2 AA standard");
    expect(STATEMENT).toContain("partially compliant with the WCAG 2.2 AA standard");
    const reporting = screen.getByRole("region", { name: /Reporting accessibility problems/ });
    expect(within(reporting).getByRole("link", { name: "Help Center" })).toHaveAttribute("href", "/support");
    expect(container.textContent).toContain(`prepared on ${ACCESSIBILITY_STATEMENT_REVIEWED}`);
    expect(STATEMENT).toContain(`prepared on ${ACCESSIBILITY_STATEMENT_REVIEWED}`);
    expect(screen.getByText(`Last updated ${ACCESSIBILITY_STATEMENT_REVIEWED}`)).toBeVisible();
  });

  it("says, word for word, what the file says works, what does not yet, and what is being done", () => {
    const { container } = renderStatement();
    const words = (text: string) =>
      text
        .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
        .replace(/\s+/g, " ")
        .trim();
    const bullets = [...STATEMENT.matchAll(/^- (.+)$/gm)].map(([, item = ""]) => words(item));
    const items = [...container.querySelectorAll("section li")].map((li) => words(li.textContent));
    expect(bullets.length).toBeGreaterThan(8);
    expect(items).toEqual(bullets);
    // The paragraphs that say how the games are, whether they comply, and what comes next.
    const page = words(container.textContent);
    for (const heading of ["## How accessible the games are", "### Compliance status", "## What we are doing"]) {
      const after = STATEMENT.slice(STATEMENT.indexOf(heading)).split("\n\n")[1] ?? "";
      expect(page).toContain(words(after));
    }
  });
});
