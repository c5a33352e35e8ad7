import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { listFeedback, type TutorFeedbackCard } from "../../../shared/api/analytics";
import { messages, productMessages } from "../../../shared/messages";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { TutorFeedbackPanel } from "./tutor-feedback";

afterEach(() => vi.unstubAllGlobals());

const CHILD = "00000000-0000-4000-8000-00000000000a";

const card = (over: Partial<TutorFeedbackCard> = {}): TutorFeedbackCard => ({
  id: "00000000-0000-4000-8000-0000000000f1",
  child_id: CHILD,
  session_id: "00000000-0000-4000-8000-0000000000e1",
  source: "built_in",
  created_at: "2026-06-03T10:00:00.000Z",
  played_at: "2026-06-03T09:30:00.000Z",
  mode: "timed",
  topic: "Times tables",
  feedback_summary: "Ava scored 10 out of 12.",
  progress_analysis: null,
  improvement_tips: ["Practise 7 × 8."],
  suggested_activity: "Times-table snap.",
  motivational_message: "Keep going, Ava!",
  ...over,
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TutorFeedbackPanel childId={CHILD} />
    </QueryClientProvider>,
  );
}

describe("tutor feedback", () => {
  it("says the built-in tutor wrote a card it wrote, never that AI did", async () => {
    fakeFetch(
      on(listFeedback, { status: 200, body: { feedback: [card()], total: 1 } }, { params: { childId: CHILD } }),
    );
    renderPanel();
    expect(await screen.findByText(productMessages.feedbackByBuiltIn)).toBeInTheDocument();
    expect(screen.queryByText(productMessages.feedbackByAi)).not.toBeInTheDocument();
  });

  it("dates a card by the day its game was played, not the day feedback was asked for", async () => {
    const played = card({ played_at: "2026-06-01T17:00:00.000Z", created_at: "2026-06-03T10:00:00.000Z" });
    fakeFetch(
      on(listFeedback, { status: 200, body: { feedback: [played], total: 1 } }, { params: { childId: CHILD } }),
    );
    renderPanel();
    const date = await screen.findByText("Mon, 1 June 2026");
    expect(date).toHaveAttribute("dateTime", "2026-06-01T17:00:00.000Z");
    expect(screen.queryByText("Wed, 3 June 2026")).not.toBeInTheDocument();
  });

  it("asks once while a request is in flight, then shows the card the server kept", async () => {
    let stored: TutorFeedbackCard[] = [];
    const answer = { now: () => {} };
    const calls: { url: string; init: RequestInit }[] = [];
    // The list as the server has it now, and a POST that answers only when the test says.
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string, init: RequestInit = {}) => {
        calls.push({ url, init });
        if (init.method === "POST") {
          return new Promise<Response>((resolve) => {
            answer.now = () => {
              stored = [card({ source: "ai" })];
              resolve(Response.json({ feedback: stored[0] }, { status: 201 }));
            };
          });
        }
        return Promise.resolve(Response.json({ feedback: stored, total: stored.length }));
      }),
    );
    renderPanel();
    expect(await screen.findByText(messages.noAiFeedbackYet)).toBeInTheDocument();
    const button = screen.getByRole("button", { name: messages.getAiFeedback });
    await userEvent.click(button);
    const busy = screen.getByRole("button", { name: "Writing feedback…" });
    expect(busy).toBeDisabled();
    await userEvent.click(busy);
    expect(calls.filter((c) => c.init.method === "POST")).toHaveLength(1);
    answer.now();
    expect(await screen.findByText(productMessages.feedbackByAi)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: messages.getAiFeedback })).toBeEnabled();
    expect(screen.queryByRole("button", { name: /View All/ })).not.toBeInTheDocument();
  });
});
