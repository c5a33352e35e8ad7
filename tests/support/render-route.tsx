import type { QueryClient } from "@tanstack/react-query";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { StrictMode, type ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";

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
