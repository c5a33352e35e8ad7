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

it("opens upwards when there is not room for it below the button and more above, downwards otherwise", async () => {
  const user = userEvent.setup();
  const button = renderMenu();
  const box = (top: number, height: number) => ({ top, bottom: top + height, height }) as DOMRect;
  const opensAt = async (buttonTop: number) => {
    vi.spyOn(button, "getBoundingClientRect").mockReturnValue(box(buttonTop, 44));
    const menuHeight = vi.spyOn(HTMLUListElement.prototype, "getBoundingClientRect").mockReturnValue(box(0, 280));
    await user.click(button);
    const placement = screen.getByRole("menu", { name: "More for Ava" }).dataset.placement;
    await user.keyboard("{Escape}");
    menuHeight.mockRestore();
    return placement;
  };
  vi.stubGlobal("innerHeight", 664);
  // Near the foot of a phone's screen: 176 px below, 444 above.
  expect(await opensAt(444)).toBe("up");
  // Near the top: room below.
  expect(await opensAt(120)).toBe("down");
  vi.unstubAllGlobals();
});
