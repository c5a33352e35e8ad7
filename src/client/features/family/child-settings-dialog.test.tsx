import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { productMessages } from "../../../shared/messages";
import { testChildProfile } from "../../../../tests/support/child-profile";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { AccessSettingsDialog } from "./access-settings-dialog";
import { FocusTablesDialog } from "./focus-tables-dialog";
import { listChildren, updateChild } from "../../../shared/api/children";

afterEach(() => vi.unstubAllGlobals());

const child = testChildProfile({ focus_tables: [3, 7] });
const PATCH = `/api/children/${child.id}`;

function renderWith(dialog: (onOpenChange: (open: boolean) => void) => ReactNode) {
  const onOpenChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(<QueryClientProvider client={client}>{dialog(onOpenChange)}</QueryClientProvider>);
  return { onOpenChange };
}

const sent = (calls: { url: string; init: RequestInit }[]) =>
  calls.filter((c) => c.url.endsWith(PATCH)).map((c) => JSON.parse(c.init.body as string) as unknown);

describe("a child's settings dialogs", () => {
  it("send the focus tables ticked as numbers, then close", async () => {
    const { calls } = fakeFetch(
      on(updateChild, { status: 200, body: child }, { params: { childId: child.id } }),
      on(listChildren, { status: 200, body: { children: [child] } }),
    );
    const { onOpenChange } = renderWith((openChange) => (
      <FocusTablesDialog child={child} open onOpenChange={openChange} />
    ));
    expect(screen.getByRole("checkbox", { name: "3×" })).toBeChecked();
    await userEvent.click(screen.getByRole("checkbox", { name: "3×" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "12×" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent(calls)).toEqual([{ focus_tables: [7, 12] }]);
  });

  it("send the access settings as ticks and say, above the fields, when the change was refused", async () => {
    const { calls } = fakeFetch(
      on(
        updateChild,
        { status: 500, body: { error: { code: "internal_error", message: "" } } },
        { params: { childId: child.id } },
      ),
    );
    const { onOpenChange } = renderWith((openChange) => (
      <AccessSettingsDialog child={child} open onOpenChange={openChange} />
    ));
    const [first] = screen.getAllByRole("checkbox");
    if (!first) throw new Error("no setting");
    await userEvent.click(first);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(productMessages.accessSettingsFailed);
    const [body] = sent(calls) as { access_settings: Record<string, unknown> }[];
    expect(Object.values(body?.access_settings ?? {}).every((v) => typeof v === "boolean")).toBe(true);
    expect(Object.values(body?.access_settings ?? {})).toContain(true);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("send more time with the ticks: the clock chosen, one of four, named for the parent", async () => {
    const { calls } = fakeFetch(
      on(updateChild, { status: 200, body: { ...child, time_allowance: "double" } }, { params: { childId: child.id } }),
      on(listChildren, { status: 200, body: { children: [child] } }),
    );
    const { onOpenChange } = renderWith((openChange) => (
      <AccessSettingsDialog child={child} open onOpenChange={openChange} />
    ));
    const group = screen.getByRole("group", { name: "More time" });
    expect(group).toHaveAccessibleDescription(/Scores with more time are kept apart/);
    expect(screen.getByRole("radio", { name: "The usual time" })).toBeChecked();
    expect(screen.getAllByRole("radio")).toHaveLength(4);
    await userEvent.click(screen.getByRole("radio", { name: "2 × the time" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [body] = sent(calls) as { time_allowance?: string; access_settings?: Record<string, unknown> }[];
    expect(body?.time_allowance).toBe("double");
    expect(body?.access_settings).not.toHaveProperty("time_allowance");
  });
});
