import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { productMessages } from "../../../shared/messages";
import { SignedOutNotice } from "./signed-out-notice";

function renderAt(state: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: "/", state }]}>
      <SignedOutNotice />
    </MemoryRouter>,
  );
}

describe("the page a parent lands on after a sign-out they did not ask for", () => {
  it.each([productMessages.signedOutInactive, productMessages.accountDeleted])("says why: %s", (message) => {
    renderAt({ message });
    const region = screen.getByRole("status");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toHaveTextContent(message);
  });

  it("says nothing on an ordinary visit", () => {
    renderAt(null);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
