import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { fakeFetch, on } from "../../../tests/support/fake-fetch";
import { getWeeklyReportSetting, unsubscribeFromWeeklyReport } from "../../shared/api/weekly-report";
import { WeeklyReportSection } from "../features/account/weekly-report-section";
import { createQueryClient } from "../query-client";
import ReportUnsubscribe from "./report-unsubscribe";

afterEach(() => vi.unstubAllGlobals());

it("after unsubscribing from the email's link, Account Settings in the same tab shows the report off", async () => {
  let enabled = true;
  fakeFetch(
    on(getWeeklyReportSetting, () => ({ status: 200, body: { enabled } })),
    on(unsubscribeFromWeeklyReport, () => {
      enabled = false;
      return { status: 200, body: { ok: true } };
    }),
  );
  const router = createMemoryRouter(
    [
      { path: "/parent/account", element: <WeeklyReportSection /> },
      { path: "/reports/unsubscribe", element: <ReportUnsubscribe /> },
    ],
    { initialEntries: ["/parent/account"] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  expect(await screen.findByRole("switch", { name: "Email me the weekly report" })).toBeChecked();

  await act(() => router.navigate("/reports/unsubscribe?token=signed-token"));
  await userEvent.click(screen.getByRole("button", { name: "Unsubscribe" }));
  await userEvent.click(await screen.findByRole("link", { name: "Go to Account Settings" }));

  const toggle = await screen.findByRole("switch", { name: "Email me the weekly report" });
  await waitFor(() => expect(toggle).not.toBeChecked());
});
