import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { StrictMode, type ReactElement, type ReactNode } from "react";
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from "react-router";
import { AuthProvider } from "../../src/client/features/auth/auth-context";

/**
 * A page opened at `url`, under React's checks (every effect run twice) and
 * with the query client given: keep one client across renders to see what the
 * app remembers between two mounts of a page.
 */
export function renderRoute(page: ReactElement, url: string, queryClient: QueryClient) {
  const router = createMemoryRouter([{ path: "*", element: page }], { initialEntries: [url] });
  return render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

/**
 * Pages of a child's play (`routes`, each a path and its element) under the app's sign-in state, which
 * does not ask the server for a parent, opened at `url`.
 */
export function renderUnderAuth(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider validateParent={false}>
            <Outlet />
          </AuthProvider>
        ),
        children: routes,
      },
    ],
    { initialEntries: [url] },
  );
  return render(<RouterProvider router={router} />);
}

/** `ui` with a query client of its own that never tries a failed read or write again, as the tests expect each answer once. */
export function renderWithQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
