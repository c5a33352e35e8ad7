import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { expect, it } from "vitest";
import { messages } from "../../../shared/messages";
import { ChildrenHeading } from "./children-heading";

const client = new QueryClient();
const inApp = (element: ReactElement) => <QueryClientProvider client={client}>{element}</QueryClientProvider>;

it("tells a full family the limit only while the server's list is full: a deleted child takes the notice away", async () => {
  const { rerender } = render(inApp(<ChildrenHeading count={5} />));
  await userEvent.click(screen.getByRole("button", { name: "Add Child" }));
  expect(screen.getByText(messages.childLimitReached)).toBeInTheDocument();
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

  // A child deleted: the list from the server has room again.
  rerender(inApp(<ChildrenHeading count={4} />));
  expect(screen.getByRole("heading", { name: "Children (4 of 5)" })).toBeInTheDocument();
  expect(screen.queryByText(messages.childLimitReached)).not.toBeInTheDocument();

  // Full again (a child added in another tab): no notice until Add Child is pressed again.
  rerender(inApp(<ChildrenHeading count={5} />));
  expect(screen.queryByText(messages.childLimitReached)).not.toBeInTheDocument();

  rerender(inApp(<ChildrenHeading count={4} />));
  await userEvent.click(screen.getByRole("button", { name: "Add Child" }));
  expect(screen.getByRole("dialog", { name: "Add a child" })).toBeInTheDocument();
});
