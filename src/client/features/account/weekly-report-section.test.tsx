import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { productMessages } from "../../../shared/messages";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { WeeklyReportSection } from "./weekly-report-section";
import { getWeeklyReportSetting, setWeeklyReportSetting } from "../../../shared/api/weekly-report";
import { accountEmail } from "../../../shared/api/accounts";

afterEach(() => vi.unstubAllGlobals());

/** Holds every save (PUT) until released: what the section shows while the server has not answered. */
function holdSaves() {
  const answer = globalThis.fetch;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (init.method === "PUT") await released;
    return answer(input, init);
  });
  return release;
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: "/", element: <WeeklyReportSection /> }]);
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("the weekly report setting", () => {
  it("says the report waits for a confirmed address, as the server has it, and not once it is confirmed", async () => {
    const waits = "It starts once you have confirmed your email address with the link we sent you.";
    fakeFetch(
      on(getWeeklyReportSetting, { status: 200, body: { enabled: true } }),
      on(accountEmail, {
        status: 200,
        body: { email: "sam@example.com", confirmed: false, pending_email: null },
      }),
    );
    const { unmount } = renderSection();
    expect(await screen.findByText(waits)).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    fakeFetch(
      on(getWeeklyReportSetting, { status: 200, body: { enabled: true } }),
      on(accountEmail, {
        status: 200,
        body: { email: "sam@example.com", confirmed: true, pending_email: null },
      }),
    );
    renderSection();
    expect(await screen.findByRole("switch", { name: "Email me the weekly report" })).toBeChecked();
    await waitFor(() => expect(screen.queryByText(waits)).not.toBeInTheDocument());
  });

  it("is a labelled switch, on by default, turned off in one click through the server, saying what it saved", async () => {
    const { calls } = fakeFetch(
      on(getWeeklyReportSetting, { status: 200, body: { enabled: true } }),
      on(setWeeklyReportSetting, { status: 200, body: { enabled: false } }),
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

  it("shows the server's setting, busy, while the change is saved, and the server's answer once it comes", async () => {
    fakeFetch(
      on(getWeeklyReportSetting, { status: 200, body: { enabled: true } }),
      on(setWeeklyReportSetting, { status: 200, body: { enabled: false } }),
    );
    const release = holdSaves();
    renderSection();
    const toggle = await screen.findByRole("switch", { name: "Email me the weekly report" });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeDisabled());
    // Nothing is saved yet: the switch says what the server has, not what was asked for.
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAttribute("aria-busy", "true");
    expect(screen.getByText("Saving the weekly report setting")).toBeInTheDocument();
    expect(screen.queryByText("The weekly report is off: no more weekly emails.")).not.toBeInTheDocument();
    release();
    expect(await screen.findByText("The weekly report is off: no more weekly emails.")).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeEnabled();
    expect(toggle).not.toHaveAttribute("aria-busy");
    expect(screen.queryByText("Saving the weekly report setting")).not.toBeInTheDocument();
  });

  it("stays as the server has it when the change could not be saved, and says so", async () => {
    fakeFetch(
      on(getWeeklyReportSetting, { status: 200, body: { enabled: true } }),
      on(setWeeklyReportSetting, {
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
