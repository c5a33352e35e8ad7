import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messages, productMessages } from "../../../shared/messages";
import { testChild, testChildSession } from "../../../../tests/support/child-session";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { AppHeader } from "./app-header";
import { AuthProvider } from "./auth-context";
import { CHILD_SESSION_KEY, writeChildSession } from "../../session/child-session-storage";
import { queryKeys } from "../../queries/keys";
import { parentHint } from "./local-prefs";
import { getSession, logout } from "../../../shared/api/accounts";
import { childLogout, childMe, listChildren } from "../../../shared/api/children";

const parentSession = {
  user: { id: "u1", email: "mum@example.com" },
  parentData: {
    id: "p1",
    user_id: "u1",
    email: "mum@example.com",
    premium: false,
    premium_until: null,
    is_admin: false,
    login_count: 3,
    last_active: null,
    referral_code: "ABCDEFGH",
  },
};

const ava = testChild;

let appQueryClient: QueryClient | null = null;
const keepClient = (client: QueryClient) => {
  appQueryClient = client;
};
/** Something a signed-in page cached, and a handle on the app's query client. */
function SomePage({ onClient }: { onClient: (client: QueryClient) => void }) {
  const client = useQueryClient();
  useEffect(() => onClient(client), [client, onClient]);
  const cached = useQuery({
    queryKey: queryKeys.play.summary("c1"),
    queryFn: () => "summary of Ava",
    staleTime: Infinity,
  });
  return <p>{cached.data}</p>;
}

function renderApp(path = "/parent/dashboard") {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <AuthProvider validateParent>
            <AppHeader />
            <SomePage onClient={keepClient} />
          </AuthProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("header and sign-out", () => {
  it("shows the Account link for a parent and logs out to the home page", async () => {
    fakeFetch(
      on(getSession, { status: 200, body: { session: parentSession } }),
      on(logout, { status: 200, body: { ok: true } }),
    );
    const router = renderApp();
    expect(await screen.findByRole("link", { name: "Account" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Log out" }));
    expect(await screen.findByRole("link", { name: "Parent Login" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(parentHint.get()).toBe(false);
  });

  it("drops what was cached for the person who signed out", async () => {
    fakeFetch(
      on(getSession, { status: 200, body: { session: parentSession } }),
      on(logout, { status: 200, body: { ok: true } }),
    );
    renderApp();
    expect(await screen.findByText("summary of Ava")).toBeInTheDocument();
    expect(appQueryClient?.getQueryData(queryKeys.play.summary("c1"))).toBe("summary of Ava");
    await userEvent.click(await screen.findByRole("button", { name: "Log out" }));
    expect(await screen.findByRole("link", { name: "Parent Login" })).toBeInTheDocument();
    expect(appQueryClient?.getQueryCache().find({ queryKey: queryKeys.play.summary("c1") })).toBeUndefined();
  });

  it("lets the page's requests in flight be answered before ending the session", async () => {
    const { calls } = fakeFetch(
      on(getSession, { status: 200, body: { session: parentSession } }),
      on(logout, { status: 200, body: { ok: true } }),
    );
    renderApp();
    expect(await screen.findByText("summary of Ava")).toBeInTheDocument();
    let answer: (value: string) => void = () => undefined;
    const inFlight = appQueryClient?.query({
      queryKey: queryKeys.children.all,
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Log out" }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls.some((c) => c.url === "/api/auth/logout")).toBe(false);
    act(() => answer("the children"));
    await inFlight;
    expect(await screen.findByRole("link", { name: "Parent Login" })).toBeInTheDocument();
    expect(calls.some((c) => c.url === "/api/auth/logout")).toBe(true);
  });

  it("asks the server for the session once, and not again when the page changes", async () => {
    const { calls } = fakeFetch(on(getSession, { status: 200, body: { session: parentSession } }));
    const router = renderApp();
    await screen.findByRole("link", { name: "Account" });
    await act(() => router.navigate("/parent/account"));
    await act(() => router.navigate("/parent/dashboard"));
    expect(screen.getByRole("link", { name: "Account" })).toBeInTheDocument();
    expect(calls.filter((c) => c.url === "/api/auth/session")).toHaveLength(1);
  });

  it("treats 'session not found' on logout as success", async () => {
    fakeFetch(
      on(getSession, { status: 200, body: { session: parentSession } }),
      on(logout, {
        status: 401,
        body: { error: { code: "session_not_found", message: messages.noAuthenticatedSession } },
      }),
    );
    renderApp();
    await userEvent.click(await screen.findByRole("button", { name: "Log out" }));
    expect(await screen.findByRole("link", { name: "Parent Login" })).toBeInTheDocument();
  });

  it("shows 'Logout failed. Please try again.' with Dismiss when the server fails", async () => {
    fakeFetch(
      on(getSession, { status: 200, body: { session: parentSession } }),
      on(logout, { status: 500, body: { error: { code: "internal_error", message: "x" } } }),
    );
    renderApp();
    await userEvent.click(await screen.findByRole("button", { name: "Log out" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.logoutFailed);
    await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Account" })).toBeInTheDocument();
  });

  it("gives up waiting for sign-out after 5 seconds and clears the session", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The platform's timeout signal, on the test's clock.
    const timeout = vi.spyOn(AbortSignal, "timeout").mockImplementation((ms) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException("Sign out timeout", "TimeoutError")), ms);
      return controller.signal;
    });
    fakeFetch(on(getSession, { status: 200, body: { session: parentSession } }), on(logout, "hang"));
    renderApp();
    const button = await screen.findByRole("button", { name: "Log out" });
    act(() => button.click());
    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(screen.getByRole("link", { name: "Account" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(await screen.findByRole("link", { name: "Parent Login" })).toBeInTheDocument();
    timeout.mockRestore();
  });

  it("sends a parent whose session has ended elsewhere to the login page, to come back here", async () => {
    fakeFetch(
      on(getSession, { status: 200, body: { session: parentSession } }),
      on(listChildren, {
        status: 401,
        body: { error: { code: "not_authenticated", message: messages.noAuthenticatedSession } },
      }),
    );
    const router = renderApp("/parent/dashboard?tab=children");
    await screen.findByRole("link", { name: "Account" });
    const { api } = await import("../../api");
    await expect(api(listChildren)).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(router.state.location.pathname).toBe("/parent/login"));
    expect(router.state.location.state).toEqual({ returnPath: "/parent/dashboard?tab=children" });
    expect(await screen.findByRole("link", { name: "Parent Login" })).toBeInTheDocument();
  });

  it("leaves a page alone when a request without any session is refused, as after a child's sign-out", async () => {
    // The child's background check can reach the server just after the child signed out,
    // with no token left to send: nobody was signed out by it, so nobody is sent to log in.
    fakeFetch(
      on(getSession, { status: 200, body: { session: null } }),
      on(childMe, {
        status: 401,
        body: { error: { code: "not_authenticated", message: messages.noAuthenticatedSession } },
      }),
    );
    const router = renderApp("/child/login");
    await screen.findByRole("link", { name: "Parent Login" });
    const { api } = await import("../../api");
    await expect(api(childMe)).rejects.toMatchObject({ status: 401 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(router.state.location.pathname).toBe("/child/login");
  });

  it("restores a child session of this tab and shows 'Playing as'", async () => {
    writeChildSession(testChildSession(30));
    fakeFetch(
      on(childMe, {
        status: 200,
        body: {
          child_data: ava,
          expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
        },
      }),
    );
    renderApp("/child/dashboard");
    await waitFor(() => expect(screen.getByTestId("playing-as")).toHaveTextContent(/^Playing as: Ava$/));
  });

  it("checks a restored child session with the server and keeps what the server says of the child", async () => {
    writeChildSession(testChildSession(30));
    const { calls } = fakeFetch(
      on(childMe, {
        status: 200,
        body: {
          child_data: { ...ava, name: "Ava Rose" },
          expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
        },
      }),
    );
    renderApp("/child/dashboard");
    await waitFor(() => expect(screen.getByTestId("playing-as")).toHaveTextContent(/^Playing as: Ava Rose$/));
    expect(new Headers(calls[0]?.init.headers).get("authorization")).toBe(`Bearer ${"t".repeat(40)}`);
    expect(JSON.parse(sessionStorage.getItem(CHILD_SESSION_KEY) ?? "{}")).toMatchObject({
      child_data: { name: "Ava Rose" },
    });
    // No parent is looked for while a child is signed in on this tab.
    expect(calls.map((c) => c.url)).toEqual(["/api/child/me"]);
  });

  it("signs a child out through the child's own sign-out, to the child login", async () => {
    writeChildSession(testChildSession(30));
    const { calls } = fakeFetch(
      on(childMe, {
        status: 200,
        body: { child_data: ava, expires_at: new Date(Date.now() + 30 * 60_000).toISOString() },
      }),
      // Already ended on the server: recognised by its status and code, and counted as signed out.
      on(childLogout, {
        status: 401,
        body: { error: { code: "session_not_found", message: "Session gone" } },
      }),
    );
    const router = renderApp("/child/dashboard");
    await userEvent.click(await screen.findByRole("button", { name: "Log out" }));
    expect(await screen.findByRole("link", { name: "Child Login" })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/child/login"));
    expect(sessionStorage.getItem(CHILD_SESSION_KEY)).toBeNull();
    expect(calls.some((c) => c.url === "/api/child/logout" && c.init.method === "POST")).toBe(true);
    // The signed-out child's session is not checked again (the server would refuse it).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls.filter((c) => c.url === "/api/child/me")).toHaveLength(1);
  });

  it("signs a child out when the server says the child session is gone", async () => {
    writeChildSession(testChildSession(30));
    fakeFetch(
      on(childMe, {
        status: 401,
        body: { error: { code: "session_not_found", message: messages.noAuthenticatedSession } },
      }),
    );
    const router = renderApp("/child/dashboard");
    expect(await screen.findByRole("link", { name: "Child Login" })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/child/login"));
    // Told why: their hour of play is up.
    expect(router.state.location.state).toEqual({ message: productMessages.childSessionEnded });
    expect(sessionStorage.length).toBe(0);
  });

  it("lets the server decide when a child session ends: a device whose clock runs ahead keeps it", async () => {
    // By this device's clock the session ended 10 minutes ago; by the server's it has 50 minutes left.
    writeChildSession({
      token: "t".repeat(40),
      expires_at: new Date(Date.now() - 10 * 60_000).toISOString(),
      child_data: ava,
    });
    const { calls } = fakeFetch(
      on(childMe, {
        status: 200,
        body: { child_data: ava, expires_at: new Date(Date.now() - 10 * 60_000).toISOString() },
      }),
    );
    const router = renderApp("/child/dashboard");
    await waitFor(() => expect(screen.getByTestId("playing-as")).toHaveTextContent(/^Playing as: Ava$/));
    expect(new Headers(calls[0]?.init.headers).get("authorization")).toBe(`Bearer ${"t".repeat(40)}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(router.state.location.pathname).toBe("/child/dashboard");
  });
});
