import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, on } from "../../../tests/support/fake-fetch";
import { queryKeys } from "./keys";
import { useSaveWeeklyReportSetting } from "./weekly-report";
import { setWeeklyReportSetting } from "../../shared/api/weekly-report";

afterEach(() => vi.unstubAllGlobals());

function renderSave() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(queryKeys.account.weeklyReport, { enabled: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, save: renderHook(() => useSaveWeeklyReportSetting(), { wrapper }).result };
}

describe("saving the weekly report setting", () => {
  it("sends the change and keeps the server's answer as the setting every screen reads", async () => {
    const { calls } = fakeFetch(on(setWeeklyReportSetting, { status: 200, body: { enabled: false } }));
    const { client, save } = renderSave();
    await act(() => save.current.mutateAsync(false));
    expect(JSON.parse(calls[0]?.init.body as string)).toEqual({ enabled: false });
    expect(client.getQueryData(queryKeys.account.weeklyReport)).toEqual({ enabled: false });
  });

  it("keeps the setting the server had when the change is refused", async () => {
    fakeFetch(
      on(setWeeklyReportSetting, {
        status: 500,
        body: { error: { code: "internal_error", message: "x" } },
      }),
    );
    const { client, save } = renderSave();
    await act(() => save.current.mutateAsync(false).catch(() => undefined));
    // The mutation's state reaches the hook on a later render than the promise's rejection.
    await waitFor(() => expect(save.current.isError).toBe(true));
    expect(client.getQueryData(queryKeys.account.weeklyReport)).toEqual({ enabled: true });
  });
});
