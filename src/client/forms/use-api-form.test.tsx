import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { childLogin } from "../../shared/api/children";
import { childLoginForm as serverChecked } from "../../shared/forms/child-login-form";
import { BODY, bodyOf, required, type FormDefinition } from "../../shared/forms/form-check";
import { messages } from "../../shared/messages";
import { ApiError } from "../api-error";
import { useApiForm } from "./use-api-form";

/** The child's sign-in, checked here too. */
const childLoginForm = { ...serverChecked, schema: bodyOf(childLogin) };

type Send = (body: { parent_email: string; child_pin: string }) => Promise<string>;

function ChildLogin({
  load,
  send,
  onSent,
}: {
  load: () => Promise<typeof childLoginForm>;
  send: Send;
  onSent: () => void;
}) {
  const form = useApiForm({ initial: { email: "", pin: "" }, definition: load, send, onSent });
  return (
    <form {...form.formProps} aria-label="sign in">
      {form.message && <p role="alert">{form.message}</p>}
      <label>
        Email <input {...form.field("email")} />
      </label>
      {form.fields.email && <p>email: {form.fields.email}</p>}
      <label>
        PIN <input {...form.field("pin", (typed) => typed.replace(/\D/g, ""))} />
      </label>
      {form.fields.pin && <p>pin: {form.fields.pin}</p>}
      <button type="submit">{form.busy ? "Signing in..." : "Go"}</button>
    </form>
  );
}

function setup(send: Send = () => Promise.resolve("ok")) {
  const load = vi.fn(() => Promise.resolve(childLoginForm));
  const sendSpy = vi.fn(send);
  const onSent = vi.fn();
  render(<ChildLogin load={load} send={sendSpy} onSent={onSent} />);
  return { load, send: sendSpy, onSent };
}

describe("useApiForm", () => {
  it("loads its checks only once someone starts on the form", async () => {
    const { load } = setup();
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText(/Email/));
    expect(load).toHaveBeenCalled();
  });

  it("shows the first problem in the spec's order and sends nothing", async () => {
    const { send } = setup();
    await userEvent.type(screen.getByLabelText(/Email/), "sam@example");
    await userEvent.click(screen.getByRole("button", { name: "Go" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.allFieldsRequired);
    await userEvent.type(screen.getByLabelText(/PIN/), "12a");
    await userEvent.click(screen.getByRole("button", { name: "Go" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.invalidEmail);
    expect(screen.getByText(`pin: ${messages.pinFourDigits}`)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the body the schema made, once, however often Go is pressed", async () => {
    let finish: (value: string) => void = () => undefined;
    const { send, onSent } = setup(() => new Promise((resolve) => (finish = resolve)));
    await userEvent.type(screen.getByLabelText(/Email/), "  Sam@Example.com ");
    await userEvent.type(screen.getByLabelText(/PIN/), "4821");
    await userEvent.click(screen.getByRole("button", { name: "Go" }));
    await userEvent.click(await screen.findByRole("button", { name: "Signing in..." }));
    finish("ok");
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledOnce());
    expect(send).toHaveBeenCalledOnce();
    expect(send.mock.calls[0]?.[0]).toEqual({ parent_email: "sam@example.com", child_pin: "4821" });
  });

  it("sends once when Enter is pressed three times at once, before the page has drawn the busy state", async () => {
    let finish: (value: string) => void = () => undefined;
    const { send, onSent } = setup(() => new Promise((resolve) => (finish = resolve)));
    await userEvent.type(screen.getByLabelText(/Email/), "sam@example.com");
    await userEvent.type(screen.getByLabelText(/PIN/), "4821");
    const form = screen.getByRole("form", { name: "sign in" });
    // Three submits in one go: no render happens between them.
    act(() => {
      for (let i = 0; i < 3; i++) fireEvent.submit(form);
    });
    await screen.findByRole("button", { name: "Signing in..." });
    finish("ok");
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledOnce());
    expect(send).toHaveBeenCalledOnce();
    // Once the answer is in, the form may be sent again.
    fireEvent.submit(form);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });

  it("puts the server's field errors on the form's own fields", async () => {
    setup(() =>
      Promise.reject(
        new ApiError(400, "validation_failed", "Some of the details are not valid", { child_pin: "Wrong PIN" }),
      ),
    );
    await userEvent.type(screen.getByLabelText(/Email/), "sam@example.com");
    await userEvent.type(screen.getByLabelText(/PIN/), "4821");
    await userEvent.click(screen.getByRole("button", { name: "Go" }));
    expect(await screen.findByText("pin: Wrong PIN")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Some of the details are not valid");
  });
});

/** A form of non-text values: a whole number, a tick and a list. */
type Order = { count: number | null; gift: boolean; tables: readonly number[] };
const NO_ORDER: Order = { count: null, gift: false, tables: [] };
const orderBody = z.object({
  count: z.number({ error: "A whole number, please" }).min(1, "At least one"),
  gift: z.boolean(),
  tables: z.array(z.number()),
});
const orderForm: FormDefinition<Order, typeof orderBody> = {
  schema: orderBody,
  toBody: (v) => v,
  steps: [required("Fill in every field", "count", "tables"), BODY],
};

function OrderForm({ send }: { send: (body: z.output<typeof orderBody>) => Promise<void> }) {
  const form = useApiForm({ initial: NO_ORDER, definition: orderForm, send });
  return (
    <form {...form.formProps} aria-label="order">
      {form.message && <p role="alert">{form.message}</p>}
      <label>
        Count <input {...form.numberField("count", 3)} />
      </label>
      <label>
        Gift
        <input type="checkbox" checked={form.values.gift} onChange={(e) => form.setValue("gift", e.target.checked)} />
      </label>
      <button type="button" onClick={() => form.setValues({ tables: [3, 7], gift: true })}>
        Threes and sevens
      </button>
      <button type="submit">Go</button>
    </form>
  );
}

describe("useApiForm with values that are not text", () => {
  it("holds a number (blank is none), a tick and a list, and sends them as they are", async () => {
    const send = vi.fn(() => Promise.resolve());
    render(<OrderForm send={send} />);
    await userEvent.click(screen.getByRole("button", { name: "Go" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Fill in every field");
    const count = screen.getByLabelText("Count");
    await userEvent.click(screen.getByRole("button", { name: "Threes and sevens" }));
    await userEvent.click(screen.getByLabelText("Gift"));
    // Not a whole number: kept as typed and refused in words, never read as 25.
    await userEvent.type(count, "2.5");
    expect(count).toHaveValue("2.5");
    await userEvent.click(screen.getByRole("button", { name: "Go" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("A whole number, please");
    expect(send).not.toHaveBeenCalled();
    await userEvent.clear(count);
    await userEvent.type(count, "12345");
    expect(count).toHaveValue("123");
    await userEvent.click(screen.getByRole("button", { name: "Go" }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(send.mock.calls[0]).toEqual([{ count: 123, gift: false, tables: [3, 7] }, expect.anything()]);
  });
});
