import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, it, vi } from "vitest";
import { Menu } from "./menu";

function renderMenu(onEdit = vi.fn()) {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <Menu
          label="More for Ava"
          trigger="More"
          items={[
            { label: "Avatar builder for Ava", text: "Avatar", to: "/avatar" },
            { label: "Edit Ava", text: "Edit", onSelect: onEdit },
            { label: "Delete Ava", text: "Delete", onSelect: vi.fn(), danger: true },
          ]}
        />
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return screen.getByRole("button", { name: "More for Ava" });
}

it("is a menu button: the arrows open it and move round its items, Escape closes it and the button has the focus again", async () => {
  const user = userEvent.setup();
  const button = renderMenu();
  expect(button).toHaveAttribute("aria-haspopup", "menu");
  expect(button).toHaveAttribute("aria-expanded", "false");
  button.focus();
  await user.keyboard("{ArrowDown}");
  expect(button).toHaveAttribute("aria-expanded", "true");
  expect(screen.getByRole("menu", { name: "More for Ava" })).toBeInTheDocument();
  expect(screen.getByRole("menuitem", { name: "Avatar builder for Ava" })).toHaveFocus();
  await user.keyboard("{ArrowDown}");
  expect(screen.getByRole("menuitem", { name: "Edit Ava" })).toHaveFocus();
  await user.keyboard("{ArrowUp}{ArrowUp}");
  expect(screen.getByRole("menuitem", { name: "Delete Ava" })).toHaveFocus();
  await user.keyboard("{Home}");
  expect(screen.getByRole("menuitem", { name: "Avatar builder for Ava" })).toHaveFocus();
  await user.keyboard("{Escape}");
  expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  await user.keyboard("{ArrowUp}");
  expect(screen.getByRole("menuitem", { name: "Delete Ava" })).toHaveFocus();
});

it("runs the chosen item with Enter, closes, and leaves the focus on its button", async () => {
  const user = userEvent.setup();
  const onEdit = vi.fn();
  const button = renderMenu(onEdit);
  await user.click(button);
  expect(screen.getByRole("menuitem", { name: "Avatar builder for Ava" })).toHaveFocus();
  await user.keyboard("{ArrowDown}{Enter}");
  expect(onEdit).toHaveBeenCalledOnce();
  expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});

it("closes when the pointer goes down elsewhere", async () => {
  const user = userEvent.setup();
  const button = renderMenu();
  await user.click(button);
  await user.click(document.body);
  expect(screen.queryByRole("menu")).not.toBeInTheDocument();
});
