import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../shared/messages";
import { fakeFetch, on } from "../../../tests/support/fake-fetch";
import { renderRoute } from "../../../tests/support/render-route";
import { createQueryClient } from "../query-client";
import ResetPassword from "./reset-password";
import { resetPassword, verifyResetToken } from "../../shared/api/accounts";

const queryClient = createQueryClient();
let n = 0;
const newToken = () => `${String(++n).padStart(3, "0")}${"b".repeat(40)}`;

const renderPage = (url: string) => renderRoute(<ResetPassword />, url, queryClient);

const invalidToken = { error: { code: "invalid_token" as const, message: messages.resetLinkExpired } };

afterEach(() => vi.unstubAllGlobals());

describe("the reset link's page", () => {
  it("checks the link once however often it is mounted, then asks for the new password", async () => {
    const { calls } = fakeFetch(on(verifyResetToken, { status: 200, body: { ok: true } }));
    const token = newToken();
    renderPage(`/parent/reset-password?token=${token}`).unmount();
    renderPage(`/parent/reset-password?token=${token}`);
    expect(await screen.findByRole("heading", { name: "Choose a new password" })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("says the link has expired when the check refuses it, and offers a new one", async () => {
    fakeFetch(on(verifyResetToken, { status: 400, body: invalidToken }));
    renderPage(`/parent/reset-password?token=${newToken()}`);
    expect(await screen.findByText(messages.resetLinkExpired)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/forgot-password");
  });

  it("says the link has expired when it runs out while the new password is typed", async () => {
    fakeFetch(
      on(verifyResetToken, { status: 200, body: { ok: true } }),
      on(resetPassword, { status: 400, body: invalidToken }),
    );
    renderPage(`/parent/reset-password?token=${newToken()}`);
    await userEvent.type(await screen.findByLabelText("New password"), "secret99");
    await userEvent.type(screen.getByLabelText("Confirm new password"), "secret99");
    await userEvent.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText(messages.resetLinkExpired)).toBeInTheDocument();
  });

  it("asks nothing of the server for a link without a token", () => {
    const { calls } = fakeFetch();
    renderPage("/parent/reset-password");
    expect(screen.getByText(messages.resetLinkInvalidOrExpired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
