import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { childAnalytics } from "../../../shared/api/analytics";
import { messages } from "../../../shared/messages";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { ChildAnalytics } from "./child-analytics";

afterEach(() => vi.unstubAllGlobals());

it("says Failed to load analytics data in place of the page when the server fails, not the server's general words", async () => {
  const childId = "00000000-0000-4000-8000-00000000000a";
  fakeFetch(
    on(
      childAnalytics,
      { status: 500, body: { error: { code: "internal_error", message: messages.somethingWentWrong } } },
      { params: { childId } },
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ChildAnalytics childId={childId} />
    </QueryClientProvider>,
  );
  expect(await screen.findByRole("alert")).toHaveTextContent(messages.loadAnalyticsFailed);
  expect(screen.queryByText(messages.somethingWentWrong)).not.toBeInTheDocument();
});
