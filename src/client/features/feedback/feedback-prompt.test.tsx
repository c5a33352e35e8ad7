import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TESTIMONIAL_SNOOZE_MS, TESTIMONIAL_THANKS_MS } from "../../../shared/constants";
import { productMessages } from "../../../shared/messages";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { Dialog } from "../../components/ui/dialog";
import { FeedbackPrompt } from "./feedback-prompt";
import { readFeedbackRecord } from "./feedback-store";
import { queryKeys } from "../../queries/keys";
import { myTestimonialStatus, submitTestimonial } from "../../../shared/api/testimonials";

const USER = "user-1";
const START = Date.parse("2026-06-01T09:00:00.000Z");
const HOUR = 3_600_000;

const TITLE = "Enjoying Maths Sprint?";
const mine = (has: boolean) => on(myTestimonialStatus, { status: 200, body: { has_testimonial: has } });
const saved = (body: Record<string, unknown>) =>
  on(submitTestimonial, {
    status: 201,
    body: { id: "t1", comment: "x", rating: 5, is_public: false, created_at: new Date(START).toISOString(), ...body },
  });

/** A stand-in for the page: the clock the prompt reads, and a page that can open a dialog of its own. */
let clock = START;
function Page({ withDialog = false }: { withDialog?: boolean }) {
  const [open, setOpen] = useState(withDialog);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open the page's dialog</button>
      <Dialog open={open} onOpenChange={setOpen} title="Add a child">
        <p>The page's own dialog</p>
      </Dialog>
    </>
  );
}

function renderPrompt({
  loginCount = 3,
  path = "/parent/dashboard",
  withDialog = false,
}: { loginCount?: number; path?: string; withDialog?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Page withDialog={withDialog} />
        <FeedbackPrompt userId={USER} loginCount={loginCount} now={() => clock} delayMs={0} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const prompt = () => screen.findByRole("dialog", { name: TITLE });
const requestsTo = (calls: { url: string }[], path: string) => calls.filter((c) => c.url.startsWith(path)).length;
/** Lets every pending request and timer of zero delay run; the prompt would have opened by then. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

beforeEach(() => {
  localStorage.clear();
  clock = START;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("when the feedback prompt appears", () => {
  it("on a parent's third login, with the rating at 5 stars", async () => {
    const { calls } = fakeFetch(mine(false));
    renderPrompt({ loginCount: 3 });
    const dialog = await prompt();
    expect(dialog).toHaveTextContent("We'd love to hear how it's going for your family.");
    expect(screen.getByRole("radio", { name: "5 stars" })).toBeChecked();
    for (const n of ["1 star", "2 stars", "3 stars", "4 stars"]) {
      expect(screen.getByRole("radio", { name: n })).not.toBeChecked();
    }
    expect(screen.getByRole("textbox", { name: "Your feedback" })).toHaveValue("");
    expect(requestsTo(calls, "/api/testimonials/mine")).toBe(1);
  });

  it.each([0, 1, 2])("not after %i logins, and the server is not asked", async (loginCount) => {
    const { calls } = fakeFetch(mine(false));
    renderPrompt({ loginCount });
    await settle();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("not for a parent with a testimonial on the server, who is then marked as having given feedback", async () => {
    const { calls } = fakeFetch(mine(true));
    renderPrompt();
    await waitFor(() => expect(readFeedbackRecord(USER)?.hasGivenFeedback).toBe(true));
    await settle();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(requestsTo(calls, "/api/testimonials/mine")).toBe(1);
  });

  it("not when the server cannot say whether they have one", async () => {
    fakeFetch(on(myTestimonialStatus, "network-error"));
    renderPrompt();
    await settle();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("not for a parent who has given feedback on this device, without asking the server", async () => {
    localStorage.setItem(`ms.feedback.${USER}`, JSON.stringify({ hasGivenFeedback: true, dismissedAt: null }));
    const { calls } = fakeFetch(mine(false));
    renderPrompt({ loginCount: 12 });
    await settle();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("for each parent of a shared computer on their own: another parent's feedback does not count", async () => {
    localStorage.setItem("ms.feedback.user-2", JSON.stringify({ hasGivenFeedback: true, dismissedAt: START }));
    fakeFetch(mine(false));
    renderPrompt();
    expect(await prompt()).toBeInTheDocument();
  });

  it("as if nothing were stored when what is stored cannot be read", async () => {
    localStorage.setItem(`ms.feedback.${USER}`, "{not json");
    fakeFetch(mine(false));
    renderPrompt();
    expect(await prompt()).toBeInTheDocument();
  });

  it("never when this browser keeps no storage, since a dismissal could not be remembered", async () => {
    const { calls } = fakeFetch(mine(false));
    const refused = vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    try {
      renderPrompt();
      await settle();
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(calls).toHaveLength(0);
    } finally {
      refused.mockRestore();
    }
  });

  it.each([
    "/play/game/c1?mode=timed",
    "/play/results",
    "/checkout/local",
    "/parent/dashboard?checkout=success",
    "/child/dashboard",
    "/",
    // Pages with forms the parent fills in: the prompt would stand in their way.
    "/parent/account",
    "/parent/coach-mode",
    "/parent/challenges",
  ])("not on %s", async (path) => {
    const { calls } = fakeFetch(mine(false));
    renderPrompt({ path });
    await settle();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("not on top of another dialog: it waits for that one to close", async () => {
    fakeFetch(mine(false));
    renderPrompt({ withDialog: true });
    const own = await screen.findByRole("dialog", { name: "Add a child" });
    await settle();
    expect(screen.queryByRole("dialog", { name: TITLE })).toBeNull();
    await userEvent.click(screen.getAllByRole("button", { name: "Close" })[0] ?? own);
    expect(await prompt()).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Add a child" })).toBeNull();
  });
});

describe("the prompt asks at a calm moment", () => {
  it("not while the dashboard is still loading, and once it has loaded", async () => {
    fakeFetch(mine(false));
    let loaded: (value: string) => void = () => undefined;
    function Loading() {
      useQuery({
        queryKey: queryKeys.children.all,
        queryFn: () => new Promise<string>((resolve) => (loaded = resolve)),
      });
      return null;
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={["/parent/dashboard"]}>
          <Loading />
          <FeedbackPrompt userId={USER} loginCount={3} now={() => clock} delayMs={0} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await settle();
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => loaded("children"));
    expect(await prompt()).toBeInTheDocument();
  });

  it("not while the parent is in a field: it waits until they leave it", async () => {
    const { calls } = fakeFetch(mine(false));
    renderPrompt();
    const field = document.createElement("input");
    document.body.append(field);
    try {
      field.focus();
      await waitFor(() => expect(requestsTo(calls, "/api/testimonials/mine")).toBe(1));
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(screen.queryByRole("dialog")).toBeNull();
      field.blur();
      expect(await screen.findByRole("dialog", { name: TITLE })).toBeInTheDocument();
    } finally {
      field.remove();
    }
  });

  it("with the focus on the chosen star, so that it reads as the 5 stars it is", async () => {
    fakeFetch(mine(false));
    renderPrompt();
    await prompt();
    await waitFor(() => expect(screen.getByRole("radio", { name: "5 stars" })).toHaveFocus());
  });
});

describe("sending feedback", () => {
  it("sends the trimmed text with 5 stars by default, thanks the parent, then closes and is not asked again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = fakeFetch(mine(false), saved({}));
    const view = renderPrompt();
    await userEvent.type(await screen.findByRole("textbox", { name: "Your feedback" }), "  Ava loves the tower!  ");
    await userEvent.click(screen.getByRole("button", { name: "Send feedback" }));

    const thanks = await screen.findByRole("dialog", { name: "Thank you!" });
    expect(thanks).toHaveTextContent("Thank you for telling us what you think.");
    const post = calls.find((c) => c.init.method === "POST");
    expect(JSON.parse(post?.init.body as string)).toEqual({ comment: "Ava loves the tower!", rating: 5 });
    expect(readFeedbackRecord(USER)).toEqual({ hasGivenFeedback: true, dismissedAt: null });

    await act(() => vi.advanceTimersByTimeAsync(TESTIMONIAL_THANKS_MS));
    expect(screen.queryByRole("dialog")).toBeNull();

    // The next page load, even a day on, asks nothing.
    view.unmount();
    clock = START + 2 * TESTIMONIAL_SNOOZE_MS;
    renderPrompt({ loginCount: 9 });
    await settle();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(requestsTo(calls, "/api/testimonials/mine")).toBe(1);
  });

  it("sends the stars chosen, or no rating once cleared", async () => {
    const { calls } = fakeFetch(mine(false), saved({ rating: null }));
    renderPrompt();
    await prompt();
    await userEvent.click(screen.getByRole("radio", { name: "3 stars" }));
    expect(screen.getByRole("radio", { name: "3 stars" })).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Clear rating" }));
    for (const radio of screen.getAllByRole("radio")) expect(radio).not.toBeChecked();
    expect(screen.getByText("No rating")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "1 star" })).toHaveFocus();
    await userEvent.type(screen.getByRole("textbox", { name: "Your feedback" }), "Good fun");
    await userEvent.click(screen.getByRole("button", { name: "Send feedback" }));
    await screen.findByRole("dialog", { name: "Thank you!" });
    const post = calls.find((c) => c.init.method === "POST");
    expect(JSON.parse(post?.init.body as string)).toEqual({ comment: "Good fun", rating: null });
  });

  it("moves between the stars with the arrow keys", async () => {
    fakeFetch(mine(false));
    renderPrompt();
    await prompt();
    screen.getByRole("radio", { name: "5 stars" }).focus();
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(screen.getByRole("radio", { name: "3 stars" })).toBeChecked();
    expect(screen.getByText("3 out of 5 stars")).toBeInTheDocument();
  });

  it("asks for some words first: nothing is sent and the prompt stays", async () => {
    const { calls } = fakeFetch(mine(false));
    renderPrompt();
    await prompt();
    await userEvent.type(screen.getByRole("textbox", { name: "Your feedback" }), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(await screen.findByText(productMessages.testimonialRequired)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Your feedback" })).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((c) => c.init.method === "POST")).toHaveLength(0);
    expect(screen.getByRole("dialog", { name: TITLE })).toBeInTheDocument();
    expect(readFeedbackRecord(USER)).toEqual({ hasGivenFeedback: false, dismissedAt: null });
  });

  it.each([
    [
      "the server fails",
      { status: 500, body: { error: { code: "internal_error" as const, message: "Something went wrong" } } },
    ],
    ["the network is down", "network-error" as const],
    [
      "the server already has their feedback",
      {
        status: 409,
        body: { error: { code: "testimonial_exists" as const, message: productMessages.testimonialExists } },
      },
    ],
  ])("when %s, still marks feedback as given and closes", async (_label, reply) => {
    fakeFetch(mine(false), on(submitTestimonial, reply));
    renderPrompt();
    await userEvent.type(await screen.findByRole("textbox", { name: "Your feedback" }), "Lovely app");
    await userEvent.click(screen.getByRole("button", { name: "Send feedback" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(readFeedbackRecord(USER)).toEqual({ hasGivenFeedback: true, dismissedAt: null });
  });
});

describe("closing without sending snoozes the prompt for 24 hours", () => {
  const closers: [string, () => Promise<unknown>][] = [
    ["Not now", () => userEvent.click(screen.getByRole("button", { name: "Not now" }))],
    ["the close button", () => userEvent.click(screen.getByRole("button", { name: "Close" }))],
    ["Escape", () => userEvent.keyboard("{Escape}")],
    [
      "a click outside",
      async () => {
        const overlay = document.querySelector<HTMLElement>("body > div[data-state='open']:not([role])");
        if (!overlay) throw new Error("no overlay");
        await userEvent.click(overlay);
      },
    ],
  ];

  it.each(closers)("closed by %s", async (_label, close) => {
    const { calls } = fakeFetch(mine(false));
    renderPrompt();
    await prompt();
    clock = START + 5_000;
    await close();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(readFeedbackRecord(USER)).toEqual({ hasGivenFeedback: false, dismissedAt: START + 5_000 });

    // Within the 24 hours, the next page loads ask nothing.
    for (const later of [HOUR, TESTIMONIAL_SNOOZE_MS - 1]) {
      cleanup();
      clock = START + 5_000 + later;
      renderPrompt({ loginCount: 4 });
      await settle();
      expect(screen.queryByRole("dialog")).toBeNull();
    }
    expect(requestsTo(calls, "/api/testimonials/mine")).toBe(1);
  });

  it("and asks again once they have passed", async () => {
    fakeFetch(mine(false));
    localStorage.setItem(`ms.feedback.${USER}`, JSON.stringify({ hasGivenFeedback: false, dismissedAt: START }));
    clock = START + TESTIMONIAL_SNOOZE_MS;
    renderPrompt({ loginCount: 5 });
    expect(await prompt()).toBeInTheDocument();
  });
});
