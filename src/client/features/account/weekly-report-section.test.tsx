import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { productMessages } from "../../../shared/messages";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { WeeklyReportSection } from "./weekly-report-section";

afterEach(() => vi.unstubAllGlobals());

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: "/", element: <WeeklyReportSection /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("the weekly report setting", () => {
  it("is a labelled switch, on by default, turned off in one click through the server, saying what it saved", async () => {
    const { calls } = fakeFetch(
      on("GET", "/api/account/weekly-report", { status: 200, body: { enabled: true } }),
      on("PUT", "/api/account/weekly-report", { status: 200, body: { enabled: false } }),
    );
    renderSection();
    const toggle = await screen.findByRole("switch", { name: "Email me the weekly report" });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText("The weekly report is off: no more weekly emails.")).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    const put = calls.find((c) => c.init.method === "PUT");
    expect(JSON.parse(put?.init.body as string)).toEqual({ enabled: false });
    expect(screen.getByRole("link", { name: "Last week's report" })).toHaveAttribute(
      "href",
      "/parent/account/weekly-report",
    );
  });

  it("stays as the server has it when the change could not be saved, and says so", async () => {
    fakeFetch(
      on("GET", "/api/account/weekly-report", { status: 200, body: { enabled: true } }),
      on("PUT", "/api/account/weekly-report", {
        status: 500,
        body: { error: { code: "internal_error", message: "x" } },
      }),
    );
    renderSection();
    const toggle = await screen.findByRole("switch", { name: "Email me the weekly report" });
    await userEvent.click(toggle);
    expect(await screen.findByText(productMessages.weeklyReportSettingFailed)).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });
});
