import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { premiumAddsList, premiumAddsSentence } from "../../shared/messages";
import { fakeFetch } from "../../../tests/support/fake-fetch";
import { AuthProvider } from "../features/auth/auth-context";
import BestFreeMathsApp from "./best-free-maths-app";
import BestMathsApp from "./best-maths-app";
import Faq from "./faq";
import Home from "./home";
import Terms from "./terms";

/** Every public page that says what Premium adds. */
const PAGES: readonly [string, () => ReactElement, "sentence" | "list"][] = [
  ["the landing page", () => <Home />, "sentence"],
  ["the FAQ", () => <Faq />, "sentence"],
  ["the terms", () => <Terms />, "sentence"],
  ["/best-free-maths-app", () => <BestFreeMathsApp />, "list"],
  ["/best-maths-app", () => <BestMathsApp />, "sentence"],
];

function renderPage(page: ReactElement) {
  fakeFetch();
  return render(
    <MemoryRouter>
      <AuthProvider validateParent={false}>{page}</AuthProvider>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the landing page's helpers", () => {
  it("are the built-in coach and tutor, as the product labels them, not AI helpers", () => {
    const { container } = renderPage(<Home />);
    expect(container.textContent).not.toMatch(/AI helpers/i);
    expect(container.textContent).toContain("Maths Sprint's built-in coach and tutor write for you");
  });
});

describe("what the public pages say Premium adds", () => {
  it.each(PAGES)("%s sells no extra game modes: every mode is open to every family", (_, page) => {
    const { container } = renderPage(page());
    expect(container.textContent).not.toMatch(/extra (game )?modes|core game modes/i);
  });

  it.each(PAGES)("%s reads the one list of what Premium adds", (_, page, form) => {
    const { container } = renderPage(page());
    const text = container.textContent ?? "";
    if (form === "sentence") expect(text).toContain(premiumAddsSentence);
    else for (const item of premiumAddsList) expect(text).toContain(item);
  });
});
