import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../../shared/messages";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { ChildFormDialog } from "./child-form-dialog";
import { createChild } from "../../../shared/api/children";

afterEach(() => vi.unstubAllGlobals());

function renderDialog() {
  const onOpenChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ChildFormDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { onOpenChange };
}

describe("Add Child", () => {
  it("keeps only digits in the PIN, at most 4", async () => {
    renderDialog();
    const pin = screen.getByLabelText("PIN");
    await userEvent.type(pin, "1a2b-3 4 5");
    expect(pin).toHaveValue("1234");
  });

  it("shows the spec's messages for an empty name and a short PIN", async () => {
    const { calls } = fakeFetch();
    renderDialog();
    await userEvent.type(screen.getByLabelText("Name"), "   ");
    await userEvent.type(screen.getByLabelText("PIN"), "12");
    await userEvent.click(screen.getByRole("button", { name: "Add Child" }));
    expect(screen.getByText(messages.enterName)).toBeInTheDocument();
    expect(screen.getByText(messages.pinFourDigits)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's limit message", async () => {
    fakeFetch(
      on(createChild, {
        status: 422,
        body: { error: { code: "child_limit_reached", message: messages.childLimitReached } },
      }),
    );
    renderDialog();
    await userEvent.type(screen.getByLabelText("Name"), "Zoe");
    await userEvent.type(screen.getByLabelText("PIN"), "4821");
    await userEvent.click(screen.getByRole("button", { name: "Add Child" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.childLimitReached);
  });

  it("puts a refused PIN's message on the PIN field and sends the trimmed name", async () => {
    const { calls } = fakeFetch(
      on(createChild, {
        status: 422,
        body: {
          error: {
            code: "guessable_pin",
            message: "Please choose a PIN that is harder to guess",
            fields: { pin: "Please choose a PIN that is harder to guess" },
          },
        },
      }),
    );
    renderDialog();
    await userEvent.type(screen.getByLabelText("Name"), "  Zoe  ");
    await userEvent.type(screen.getByLabelText("PIN"), "1234");
    await userEvent.click(screen.getByRole("button", { name: "Add Child" }));
    expect(await screen.findByText("Please choose a PIN that is harder to guess")).toBeInTheDocument();
    expect(JSON.parse(calls[0]?.init.body as string)).toEqual({ name: "Zoe", pin: "1234" });
  });
});
