import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messages, productMessages } from "../../../shared/messages";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { SupportForm } from "./support-form";
import { sendSupportMessage } from "../../../shared/api/support";

// The real widget solves a proof of work in a Web Worker (see the browser journey); here a button stands in for it.
vi.mock("../../components/captcha/captcha-widget", () => ({
  CaptchaWidget: ({ onChange }: { onChange: (token: string) => void }) => (
    <button type="button" onClick={() => onChange("solved-payload")}>
      Solve captcha
    </button>
  ),
}));

afterEach(() => vi.unstubAllGlobals());

const send = () => screen.getByRole("button", { name: "Send Message" });

async function fillIn(values: { name?: string; email?: string; message?: string } = {}) {
  const { name = "Sam Jones", email = "sam@example.com", message = "How do missions work?" } = values;
  if (name) await userEvent.type(screen.getByLabelText("Name"), name);
  if (email) await userEvent.type(screen.getByLabelText("Email"), email);
  if (message) await userEvent.type(screen.getByLabelText("Message"), message);
}

describe("Help Center form", () => {
  it("keeps Send Message disabled until the captcha is solved, saying why", async () => {
    render(<SupportForm />);
    await fillIn();
    expect(send()).toBeDisabled();
    expect(send()).toHaveAccessibleDescription(messages.completeCaptcha);
    await userEvent.click(screen.getByRole("button", { name: "Solve captcha" }));
    expect(send()).toBeEnabled();
    expect(screen.queryByText(messages.completeCaptcha)).not.toBeInTheDocument();
  });

  it("shows the spec's messages beside the fields and sends nothing", async () => {
    const { calls } = fakeFetch();
    render(<SupportForm />);
    await userEvent.click(screen.getByRole("button", { name: "Solve captcha" }));
    await userEvent.click(send());
    expect(screen.getAllByText(messages.allFieldsRequired)).toHaveLength(2);
    expect(screen.getByText(messages.describeIssue)).toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toHaveAccessibleDescription(messages.describeIssue);

    await fillIn({ name: "Sam", email: "sam@example", message: "Hello" });
    await userEvent.click(send());
    expect(screen.getByText(messages.invalidEmail)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("sends the form with the captcha and is replaced by the thank-you", async () => {
    const { calls } = fakeFetch(on(sendSupportMessage, { status: 201, body: { ok: true } }));
    render(<SupportForm />);
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "Solve captcha" }));
    await userEvent.click(send());
    expect(await screen.findByRole("status")).toHaveTextContent(messages.supportThanks);
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(JSON.parse(calls[0]?.init.body as string)).toEqual({
      name: "Sam Jones",
      email: "sam@example.com",
      message: "How do missions work?",
      token: "solved-payload",
    });
  });

  it("is disabled while sending", async () => {
    fakeFetch(on(sendSupportMessage, "hang"));
    render(<SupportForm />);
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "Solve captcha" }));
    await userEvent.click(send());
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
  });

  it("shows the server's error text and asks for a fresh captcha", async () => {
    fakeFetch(
      on(sendSupportMessage, {
        status: 400,
        body: { error: { code: "captcha_used", message: productMessages.captchaFailed } },
      }),
    );
    render(<SupportForm />);
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "Solve captcha" }));
    await userEvent.click(send());
    expect(await screen.findByRole("alert")).toHaveTextContent(productMessages.captchaFailed);
    expect(send()).toBeDisabled();
    expect(screen.getByLabelText("Name")).toHaveValue("Sam Jones");
  });

  it.each([
    ["a network failure", "network-error" as const],
    ["an answer that is not the API's", { status: 502, text: "Bad gateway" }],
  ])("says Failed to send message after %s", async (_label, reply) => {
    fakeFetch(on(sendSupportMessage, reply));
    render(<SupportForm />);
    await fillIn();
    await userEvent.click(screen.getByRole("button", { name: "Solve captcha" }));
    await userEvent.click(send());
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.sendMessageFailed);
  });
});
