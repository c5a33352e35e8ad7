import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCOUNT_MESSAGE_CLEAR_MS, SUPPORT_CONFIRMATION_MS } from "../../../shared/constants";
import { messages, productMessages } from "../../../shared/messages";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { DeleteAccountSection } from "./delete-account-section";
import { SupportSection } from "./support-section";
import { submitSupportRequest } from "../../../shared/api/support";
import { accountDeletionStatus, deleteAccount } from "../../../shared/api/family-data";
import { renderWithQueries } from "../../../../tests/support/render-route";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const typing = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

describe("contact support on the account page", () => {
  it("says the parent's own email as text, not as a box to type in, and asks for a description before sending anything", async () => {
    const { calls } = fakeFetch();
    renderWithQueries(<SupportSection email="sam@example.com" />);
    // The request is always from the account's own address: it is said, with nothing that looks editable.
    expect(screen.getByTestId("support-reply-to")).toHaveTextContent(
      "We reply to your account's email address, sam@example.com.",
    );
    expect(screen.queryByLabelText("Email")).not.toBeInTheDocument();
    expect(screen.getAllByRole("textbox")).toEqual([screen.getByLabelText("How can we help?")]);
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    // Said once, under the field it is about, and not again in a banner above.
    expect(screen.getAllByText(messages.describeIssue)).toHaveLength(1);
    expect(screen.getByLabelText("How can we help?")).toHaveAccessibleDescription(messages.describeIssue);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("says the request failed in the spec's words, and the message clears after 5 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeFetch(
      on(submitSupportRequest, {
        status: 500,
        body: { error: { code: "internal_error", message: "x" } },
      }),
    );
    renderWithQueries(<SupportSection email="sam@example.com" />);
    const user = typing();
    await user.type(screen.getByLabelText("How can we help?"), "The tower will not open");
    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.supportRequestFailed);
    act(() => {
      vi.advanceTimersByTime(ACCOUNT_MESSAGE_CLEAR_MS);
    });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByLabelText("How can we help?")).toHaveValue("The tower will not open");
  });

  it("confirms a sent request, then after 3 seconds shows an empty form again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = fakeFetch(on(submitSupportRequest, { status: 201, body: { ok: true } }));
    renderWithQueries(<SupportSection email="sam@example.com" />);
    const user = typing();
    await user.type(screen.getByLabelText("How can we help?"), "  Where are last week's scores?  ");
    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText(productMessages.supportRequestSent)).toBeInTheDocument();
    expect(JSON.parse(calls[0]?.init.body as string)).toEqual({
      email: "sam@example.com",
      issue_description: "Where are last week's scores?",
    });
    act(() => {
      vi.advanceTimersByTime(SUPPORT_CONFIRMATION_MS);
    });
    expect(screen.queryByText(productMessages.supportRequestSent)).not.toBeInTheDocument();
    expect(screen.getByLabelText("How can we help?")).toHaveValue("");
  });
});

describe("deleting the account", () => {
  const allowed = on(accountDeletionStatus, { status: 200, body: { blocked: null } });

  it("shows what blocks it and offers no delete button", async () => {
    fakeFetch(
      on(accountDeletionStatus, {
        status: 200,
        body: {
          blocked: { reason: "subscription_active", until: null, message: productMessages.deletionBlockedActive },
        },
      }),
    );
    renderWithQueries(<DeleteAccountSection signOut={vi.fn(() => Promise.resolve(null))} />);
    expect(await screen.findByText(productMessages.deletionBlockedActive)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete account" })).not.toBeInTheDocument();
  });

  it("lifts a scheduled cancellation's block when the page's clock passes its date", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const until = new Date(Date.now() + 30_000).toISOString();
    fakeFetch(
      on(accountDeletionStatus, {
        status: 200,
        body: { blocked: { reason: "subscription_ending", until, message: "Wait until then" } },
      }),
    );
    renderWithQueries(<DeleteAccountSection signOut={vi.fn(() => Promise.resolve(null))} />);
    expect(await screen.findByText("Wait until then")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole("button", { name: "Delete account" })).toBeInTheDocument();
  });

  it("needs the word delete, in any case, then signs out", async () => {
    const signOut = vi.fn(() => Promise.resolve(null));
    const { calls } = fakeFetch(allowed, on(deleteAccount, { status: 200, body: { ok: true } }));
    renderWithQueries(<DeleteAccountSection signOut={signOut} />);
    await userEvent.click(await screen.findByRole("button", { name: "Delete account" }));
    await userEvent.type(screen.getByLabelText('Type "delete" to confirm'), "remove");
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    // Said once, under the field it is about.
    expect(screen.getAllByText(productMessages.typeDeleteToConfirm)).toHaveLength(1);
    expect(screen.getByLabelText('Type "delete" to confirm')).toHaveAccessibleDescription(
      productMessages.typeDeleteToConfirm,
    );
    expect(calls.filter((c) => c.init.method === "POST")).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Type "delete" to confirm'));
    await userEvent.type(screen.getByLabelText('Type "delete" to confirm'), "DELETE");
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledWith("/", { message: productMessages.accountDeleted }));
  });

  it("signs out even when the deletion fails, with the spec's message", async () => {
    const signOut = vi.fn(() => Promise.resolve(null));
    fakeFetch(allowed, on(deleteAccount, { status: 500, body: { error: { code: "internal_error", message: "x" } } }));
    renderWithQueries(<DeleteAccountSection signOut={signOut} />);
    await userEvent.click(await screen.findByRole("button", { name: "Delete account" }));
    await userEvent.type(screen.getByLabelText('Type "delete" to confirm'), "delete");
    await userEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.deactivateFailed);
    expect(signOut).toHaveBeenCalledWith("/parent/login", { error: messages.deactivateFailed });
  });
});
