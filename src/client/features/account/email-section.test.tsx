import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accountEmail, changeEmail, type AccountEmail } from "../../../shared/api/accounts";
import { messages, productMessages } from "../../../shared/messages";
import { fillIn } from "../../../shared/words";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { EmailSection } from "./email-section";
import { resendVerificationEmail } from "../../../shared/api/referrals";
import { renderWithQueries } from "../../../../tests/support/render-route";

afterEach(() => vi.unstubAllGlobals());

/** The server's account address, as it stands: the change below makes a new address wait for its link. */
function accountAt(state: AccountEmail) {
  return on(accountEmail, () => ({ status: 200, body: state }));
}

describe("the account page's email address", () => {
  it("says an unconfirmed address gets no email, and sends the link again only as the server says", async () => {
    const { calls } = fakeFetch(
      accountAt({ email: "sam@example.com", confirmed: false, pending_email: null }),
      on(resendVerificationEmail, {
        status: 429,
        body: { error: { code: "rate_limited", message: productMessages.verificationEmailTooSoon } },
      }),
    );
    renderWithQueries(<EmailSection />);
    expect(
      await screen.findByText(fillIn(productMessages.confirmEmailPlease, { email: "sam@example.com" })),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Send the link again" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(productMessages.verificationEmailTooSoon);
    expect(screen.queryByText(productMessages.verificationEmailSent)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.init.method === "POST")).toHaveLength(1);
  });

  it("asks for a new address and the password, then shows the address waiting for its link as the server has it", async () => {
    const state: AccountEmail = { email: "sam@example.com", confirmed: true, pending_email: null };
    const { calls } = fakeFetch(
      accountAt(state),
      on(changeEmail, () => {
        state.pending_email = "sam.new@example.com";
        return { status: 200, body: { ok: true } };
      }),
    );
    renderWithQueries(<EmailSection />);
    expect(await screen.findByText(/which you have confirmed/)).toBeInTheDocument();
    expect(screen.queryByTestId("confirm-email")).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("New email address"), "  Sam.New@Example.com ");
    await userEvent.type(screen.getByLabelText("Current password"), "correct-horse");
    await userEvent.click(screen.getByRole("button", { name: "Change email address" }));
    expect(
      await screen.findByText(fillIn(productMessages.emailChangeSent, { email: "sam.new@example.com" })),
    ).toBeInTheDocument();
    const post = calls.find((c) => c.init.method === "POST");
    expect(JSON.parse(post?.init.body as string)).toEqual({
      newEmail: "sam.new@example.com",
      currentPassword: "correct-horse",
    });
    expect(screen.getByLabelText("New email address")).toHaveValue("");
  });

  it("refuses an address a mailer would read as another, before sending anything", async () => {
    const { calls } = fakeFetch(accountAt({ email: "sam@example.com", confirmed: true, pending_email: null }));
    renderWithQueries(<EmailSection />);
    await userEvent.type(screen.getByLabelText("New email address"), "foo<victim@example.net>");
    await userEvent.type(screen.getByLabelText("Current password"), "correct-horse");
    await userEvent.click(screen.getByRole("button", { name: "Change email address" }));
    expect(await screen.findByText(messages.invalidEmail)).toBeInTheDocument();
    expect(calls.filter((c) => c.init.method === "POST")).toHaveLength(0);
  });
});
