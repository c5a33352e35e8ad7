import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { expect, it } from "vitest";
import { Dialog } from "./dialog";

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog open={open} onOpenChange={setOpen} title="A dialog">
        <button>Inside</button>
      </Dialog>
    </>
  );
}

it("moves focus into the dialog, and back to the button that opened it when Escape closes it", async () => {
  const user = userEvent.setup();
  render(<Opener />);
  await user.click(screen.getByRole("button", { name: "Open" }));
  expect(screen.getByRole("dialog", { name: "A dialog" })).toContainElement(document.activeElement as HTMLElement);
  await user.keyboard("{Escape}");
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Open" })).toHaveFocus();
});
