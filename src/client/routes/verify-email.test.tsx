import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { productMessages } from "../../shared/messages";
import { fillIn } from "../../shared/words";
import { fakeFetch, on } from "../../../tests/support/fake-fetch";
import { renderRoute } from "../../../tests/support/render-route";
import { createQueryClient } from "../query-client";
import VerifyEmail from "./verify-email";
import type { ErrorBody, ResponseOf } from "../../shared/api/endpoint";
import { verifyEmail } from "../../shared/api/referrals";
import { getSession } from "../../shared/api/accounts";

/** The app's one query client, kept while the page is mounted again. */
const queryClient = createQueryClient();
let n = 0;
/** A token of its own for each test: the app remembers the answer for each token it sent. */
const newToken = () => `${String(++n).padStart(3, "0")}${"a".repeat(40)}`;

const renderPage = (url: string) => renderRoute(<VerifyEmail />, url, queryClient);

const answer = (status: number, body: ResponseOf<typeof verifyEmail> | ErrorBody) => on(verifyEmail, { status, body });

afterEach(() => vi.unstubAllGlobals());

describe("the verification link's page", () => {
  it("says it is checking, then that the address is confirmed and the referral waits for a game; it spends the link once", async () => {
    const { calls } = fakeFetch(answer(200, { referral: "waiting_for_game" }));
    const token = newToken();
    // Mounted, unmounted and mounted again while the app starts: still one request.
    renderPage(`/parent/verify-email?token=${token}`).unmount();
    renderPage(`/parent/verify-email?token=${token}`);
    expect(screen.getByRole("heading", { name: "Confirming your email address" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Email address confirmed" })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(productMessages.referralWaitsForGame))).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init.body).toBe(JSON.stringify({ token }));
  });

  it("says when the referral has just counted", async () => {
    fakeFetch(answer(200, { referral: "completed" }));
    renderPage(`/parent/verify-email?token=${newToken()}`);
    expect(await screen.findByText(new RegExp(productMessages.referralCompletedNow))).toBeInTheDocument();
  });

  it("says which address the account now signs in with, after a link for a new one, and reads the session again", async () => {
    fakeFetch(
      answer(200, { referral: "none", email: "sam.new@example.com" }),
      on(getSession, { status: 200, body: { session: null } }),
    );
    renderPage(`/parent/verify-email?token=${newToken()}`);
    expect(
      await screen.findByText(fillIn(productMessages.emailChanged, { email: "sam.new@example.com" })),
    ).toBeInTheDocument();
    expect(screen.queryByText(productMessages.emailVerified)).not.toBeInTheDocument();
  });

  it("says plainly that a used or expired link cannot be used, and where to ask for another", async () => {
    fakeFetch(answer(400, { error: { code: "invalid_token", message: productMessages.verificationLinkInvalid } }));
    renderPage(`/parent/verify-email?token=${newToken()}`);
    expect(await screen.findByRole("heading", { name: "This link cannot be used" })).toBeInTheDocument();
    expect(screen.getByText(productMessages.verificationLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to account settings" })).toHaveAttribute("href", "/parent/account");
  });

  it("never sends a refused link again when the page is opened once more", async () => {
    const { calls } = fakeFetch(
      answer(400, { error: { code: "invalid_token", message: productMessages.verificationLinkInvalid } }),
    );
    const url = `/parent/verify-email?token=${newToken()}`;
    const first = renderPage(url);
    expect(await screen.findByText(productMessages.verificationLinkInvalid)).toBeInTheDocument();
    first.unmount();
    renderPage(url);
    expect(await screen.findByText(productMessages.verificationLinkInvalid)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("asks nothing of the server for a link without a token", () => {
    const { calls } = fakeFetch();
    renderPage("/parent/verify-email");
    expect(screen.getByText(productMessages.verificationLinkInvalid)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
