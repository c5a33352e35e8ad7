import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "../../shared/messages";
import { testChildSession } from "../../../tests/support/child-session";
import { fakeFetch, on } from "../../../tests/support/fake-fetch";
import { AuthProvider } from "../features/auth/auth-context";
import ChildLogin from "./child-login";
import { childLogin } from "../../shared/api/children";

function renderLogin() {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <AuthProvider validateParent={false}>
            <ChildLogin />
          </AuthProvider>
        ),
      },
    ],
    { initialEntries: ["/child/login"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const fill = async (email: string, pin: string) => {
  if (email) await userEvent.type(screen.getByLabelText("Parent's email"), email);
  if (pin) await userEvent.type(screen.getByLabelText("Your PIN"), pin);
  await userEvent.click(screen.getByRole("button", { name: "Let's go!" }));
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("child login", () => {
  it("asks for every field before sending anything", async () => {
    const { calls } = fakeFetch();
    renderLogin();
    await fill("mum@example.com", "");
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.allFieldsRequired);
    expect(calls).toHaveLength(0);
  });

  it("shows the server's check of the email (the sign-in's own schema), keeping the PIN", async () => {
    const { calls } = fakeFetch(
      on(childLogin, {
        status: 400,
        body: {
          error: {
            code: "validation_failed",
            message: messages.invalidEmail,
            fields: { parent_email: messages.invalidEmail },
          },
        },
      }),
    );
    renderLogin();
    await fill("mum", "4821");
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.invalidEmail);
    expect(calls).toHaveLength(1);
    expect(screen.getByLabelText("Your PIN")).toHaveValue("4821");
  });

  it("clears the PIN when the sign-in is refused", async () => {
    fakeFetch(
      on(childLogin, {
        status: 401,
        body: { error: { code: "invalid_credentials", message: messages.loginFailed } },
      }),
    );
    renderLogin();
    await fill("mum@example.com", "4821");
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.loginFailed);
    expect(screen.getByLabelText("Your PIN")).toHaveValue("");
  });

  it("signs the child in and goes to the dashboard", async () => {
    const session = testChildSession();
    const { calls } = fakeFetch(on(childLogin, { status: 200, body: session }));
    const router = renderLogin();
    await fill(" mum@example.com ", "4821");
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/child/dashboard"));
    expect(JSON.parse(calls[0]?.init.body as string)).toEqual({ parent_email: "mum@example.com", child_pin: "4821" });
    expect(JSON.parse(sessionStorage.getItem("ms.childSession") ?? "{}")).toEqual(session);
  });
});
