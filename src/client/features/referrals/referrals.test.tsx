import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { productMessages } from "../../../shared/messages";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { InviteFriendsButton } from "./invite-friends-button";
import { PendingOwnReferral } from "./own-referral";
import { ReferralNotice } from "./referral-notice";
import { ReferralsSection } from "./referrals-section";
import { checkReferralCode, referralStats, resendVerificationEmail } from "../../../shared/api/referrals";
import { renderWithQueries } from "../../../../tests/support/render-route";

afterEach(() => vi.unstubAllGlobals());

const BANNER = "Sign up with this referral link and you'll get 1 week of Premium access.";
const NOT_VALID = "This referral link is not valid, but you can still sign up.";
const COPY_FAILED = "Failed to copy link to clipboard.";
const LINK = `${window.location.origin}/parent/signup?ref=ABCD2345`;

/** Opens the dialog from the dashboard's button, with `writeText` as the browser's clipboard (none when null). */
async function openInvite(writeText: ((text: string) => Promise<void>) | null) {
  const user = userEvent.setup();
  // After setup, which puts a clipboard of its own in place.
  if (writeText) Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  else Reflect.deleteProperty(navigator, "clipboard");
  renderWithQueries(<InviteFriendsButton code="ABCD2345" />);
  await user.click(screen.getByRole("button", { name: "Invite Friends" }));
  return { user, dialog: screen.getByRole("dialog", { name: "Invite friends" }) };
}

/** The stats of a parent who joined through a link and has not yet earned the referral. */
const ownReferralWaiting = (ownReferral: { childHasPlayed: boolean; emailVerified?: boolean }) =>
  on(referralStats, {
    status: 200,
    body: {
      totalReferrals: 0,
      completedReferrals: 0,
      pendingReferrals: 0,
      weeksEarned: 0,
      ownReferral: { completed: false, emailVerified: false, ...ownReferral },
    },
  });

describe("the Invite Friends dialog", () => {
  it("shows the parent's link and shares it on WhatsApp, Facebook, X, Bluesky and by email", async () => {
    const { dialog } = await openInvite(() => Promise.resolve());
    expect(within(dialog).getByLabelText("Your invite link")).toHaveValue(LINK);
    const encoded = encodeURIComponent(LINK);
    const links = within(dialog).getAllByRole("link");
    expect(links.map((a) => a.textContent.trim())).toEqual(["WhatsApp", "Facebook", "X", "Bluesky", "Email"]);
    const href = (name: string) =>
      within(dialog)
        .getByRole("link", { name: new RegExp(`^${name}`) })
        .getAttribute("href") ?? "";
    expect(href("WhatsApp")).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(href("WhatsApp")).toContain(encoded);
    expect(href("Facebook")).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(href("X")).toMatch(/^https:\/\/x\.com\/intent\/tweet\?text=.+&url=/);
    expect(href("X")).toContain(`url=${encoded}`);
    expect(href("Bluesky")).toMatch(/^https:\/\/bsky\.app\/intent\/compose\?text=/);
    expect(href("Bluesky")).toContain(encoded);
    expect(href("Email")).toMatch(/^mailto:\?subject=.+&body=/);
    expect(href("Email")).toContain(encoded);
    // The web share pages open in a new tab that cannot reach back into this one.
    for (const name of ["WhatsApp", "Facebook", "X", "Bluesky"]) {
      const link = within(dialog).getByRole("link", { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("says the week comes once the new parent has confirmed their address and a child has finished a first game, and shares that", async () => {
    const { dialog } = await openInvite(() => Promise.resolve());
    const when =
      "once the new parent has confirmed their email address and one of their children has finished a first game";
    expect(dialog).toHaveAccessibleDescription(new RegExp(when));
    const shared = (name: string) =>
      decodeURIComponent(
        within(dialog)
          .getByRole("link", { name: new RegExp(`^${name}`) })
          .getAttribute("href") ?? "",
      );
    for (const name of ["WhatsApp", "X", "Bluesky", "Email"]) {
      expect(shared(name)).toContain(
        "1 week of Premium once you have confirmed your email address and one of your children has finished a first game",
      );
    }
  });

  it("copies the link and says Copied!", async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    const { user, dialog } = await openInvite(writeText);
    await user.click(within(dialog).getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await within(dialog).findByText("Copied!")).toBeInTheDocument();
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says the spec's message when the browser refuses the clipboard", async () => {
    const { user, dialog } = await openInvite(() => Promise.reject(new DOMException("Denied", "NotAllowedError")));
    await user.click(within(dialog).getByRole("button", { name: "Copy link" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(COPY_FAILED);
    expect(within(dialog).queryByText("Copied!")).not.toBeInTheDocument();
  });

  it("says the same when there is no clipboard at all (a page not served over https)", async () => {
    const { user, dialog } = await openInvite(null);
    await user.click(within(dialog).getByRole("button", { name: "Copy link" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(COPY_FAILED);
  });

  it("is not offered to a parent without a referral code", () => {
    renderWithQueries(<InviteFriendsButton code={null} />);
    expect(screen.queryByRole("button", { name: "Invite Friends" })).not.toBeInTheDocument();
  });
});

describe("the sign-up page's referral notice", () => {
  const check = (valid: boolean) =>
    on(checkReferralCode, { status: 200, body: { valid } }, { params: { code: "ABCD2345" } });

  it("shows the spec's banner for a code that belongs to a parent, and says when the week starts", async () => {
    const { calls } = fakeFetch(check(true));
    renderWithQueries(<ReferralNotice code="abcd2345" />);
    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    expect(screen.getByText(productMessages.referralCountsWhen)).toBeInTheDocument();
    expect(screen.queryByText(NOT_VALID)).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("says plainly that an unknown code's link is not valid, without the banner", async () => {
    fakeFetch(check(false));
    renderWithQueries(<ReferralNotice code="ABCD2345" />);
    expect(await screen.findByText(NOT_VALID)).toBeInTheDocument();
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });

  it("does not ask the server about text that cannot be a code", () => {
    const { calls } = fakeFetch();
    renderWithQueries(<ReferralNotice code="<script>" />);
    expect(screen.getByText(NOT_VALID)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows nothing when the check cannot be made", async () => {
    const { calls } = fakeFetch(on(checkReferralCode, "network-error", { params: { code: "ABCD2345" } }));
    const { container } = renderWithQueries(<ReferralNotice code="ABCD2345" />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });
});

describe("the new parent's dashboard", () => {
  it.each([
    [false, false, ["(still to do)", "(still to do)"]],
    [true, false, ["(done)", "(still to do)"]],
    [false, true, ["(still to do)", "(done)"]],
  ] as const)(
    "shows what the referral's week still needs (address confirmed: %s, a child played: %s)",
    async (emailVerified, childHasPlayed, marks) => {
      fakeFetch(ownReferralWaiting({ emailVerified, childHasPlayed }));
      renderWithQueries(<PendingOwnReferral />);
      const own = await screen.findByTestId("own-referral");
      expect(own).toHaveTextContent(productMessages.ownReferralIntro);
      const steps = within(own).getAllByRole("listitem");
      expect(steps.map((s) => s.textContent)).toEqual([
        `${productMessages.ownReferralConfirmStep} ${marks[0]}`,
        `${productMessages.ownReferralGameStep} ${marks[1]}`,
      ]);
      // The dashboard's confirmation notice already offers the link again.
      expect(within(own).queryByRole("button")).not.toBeInTheDocument();
    },
  );

  it.each([
    ["a family that joined without a link", null],
    ["a referral that has counted", { completed: true, emailVerified: true, childHasPlayed: true }],
  ])("says nothing for %s", async (_, ownReferral) => {
    const { calls } = fakeFetch(
      on(referralStats, {
        status: 200,
        body: { totalReferrals: 0, completedReferrals: 0, pendingReferrals: 0, weeksEarned: 0, ownReferral },
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { container } = render(
      <QueryClientProvider client={client}>
        <PendingOwnReferral />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(container).toBeEmptyDOMElement();
  });
});

describe("the account page's referrals", () => {
  it("shows the families referred, completed and pending, and the weeks earned of 4", async () => {
    fakeFetch(
      on(referralStats, {
        status: 200,
        body: { totalReferrals: 3, completedReferrals: 2, pendingReferrals: 1, weeksEarned: 2, ownReferral: null },
      }),
    );
    renderWithQueries(<ReferralsSection code="ABCD2345" />);
    const region = screen.getByRole("region", { name: "Invite friends" });
    expect(within(region).getByTestId("referral-counts-when")).toHaveTextContent(
      "once the new parent has confirmed their email address and one of their children has finished a first game. Until then it is pending.",
    );
    expect(await within(region).findByTestId("referrals-total")).toHaveTextContent("3");
    expect(within(region).getByTestId("referrals-completed")).toHaveTextContent("2");
    expect(within(region).getByTestId("referrals-pending")).toHaveTextContent("1");
    expect(within(region).getByTestId("referrals-weeks")).toHaveTextContent("2 of 4");
    expect(within(region).getByRole("button", { name: "Invite Friends" })).toBeInTheDocument();
    expect(within(region).queryByTestId("own-referral")).not.toBeInTheDocument();
  });

  it("tells a parent who joined through a link what their referral waits for, and sends the email again", async () => {
    const { calls } = fakeFetch(
      ownReferralWaiting({ childHasPlayed: true }),
      on(resendVerificationEmail, { status: 200, body: { ok: true } }),
    );
    renderWithQueries(<ReferralsSection code="ABCD2345" />);
    const own = await screen.findByTestId("own-referral");
    expect(
      within(own)
        .getAllByRole("listitem")
        .map((s) => s.textContent),
    ).toEqual([
      `${productMessages.ownReferralConfirmStep} (still to do)`,
      `${productMessages.ownReferralGameStep} (done)`,
    ]);
    await userEvent.click(within(own).getByRole("button", { name: "Send the email again" }));
    expect(await within(own).findByText(productMessages.verificationEmailSent)).toBeInTheDocument();
    expect(calls.filter((c) => c.init.method === "POST")).toHaveLength(1);
  });

  it("shows the server's word when the email was sent less than a minute ago", async () => {
    fakeFetch(
      ownReferralWaiting({ childHasPlayed: false }),
      on(resendVerificationEmail, {
        status: 429,
        body: { error: { code: "rate_limited", message: productMessages.verificationEmailTooSoon } },
      }),
    );
    renderWithQueries(<ReferralsSection code="ABCD2345" />);
    const own = await screen.findByTestId("own-referral");
    await userEvent.click(within(own).getByRole("button", { name: "Send the email again" }));
    expect(await within(own).findByRole("alert")).toHaveTextContent(productMessages.verificationEmailTooSoon);
  });
});
