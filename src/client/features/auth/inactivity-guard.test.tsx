import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { productMessages } from "../../../shared/messages";
import { GameActiveProvider } from "./game-active";
import { InactivityGuard } from "./inactivity-guard";

const MINUTE = 60_000;
const signOut = vi.fn(() => Promise.resolve(null));

vi.mock("./auth-context", () => ({
  useAuth: () => ({ parent: { user: { id: "parent-1" } }, signOut }),
}));

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  signOut.mockClear();
});
afterEach(() => vi.useRealTimers());

function renderGuard() {
  render(
    <GameActiveProvider>
      <InactivityGuard />
    </GameActiveProvider>,
  );
}

/** A key pressed where the focus is (inside the warning, which holds it while it shows). */
function press(key: string) {
  const focused = document.activeElement ?? document.body;
  act(() => {
    fireEvent.keyDown(focused, { key });
    fireEvent.keyUp(focused, { key });
  });
}

const idle = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe("the inactivity warning (docs/product/accounts.md#inactivity)", () => {
  it("counts a letter key pressed while it shows as activity: the parent stays signed in", () => {
    renderGuard();
    idle(14 * MINUTE);
    expect(screen.getByRole("alertdialog", { name: "Are you still there?" })).toBeVisible();
    expect(screen.getByRole("alertdialog")).toContainElement(document.activeElement as HTMLElement);
    press("a");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    idle(14 * MINUTE - 1_000);
    expect(signOut).not.toHaveBeenCalled();
  });

  it("counts Tab pressed while it shows as activity: the parent stays signed in", () => {
    renderGuard();
    idle(14 * MINUTE);
    expect(screen.getByRole("alertdialog")).toBeVisible();
    press("Tab");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    idle(MINUTE);
    expect(signOut).not.toHaveBeenCalled();
  });

  it("still signs out at 15 minutes without activity", () => {
    renderGuard();
    idle(15 * MINUTE);
    expect(signOut).toHaveBeenCalledWith("/", { message: productMessages.signedOutInactive });
  });

  it("signs out on Logout Now pressed with the keyboard: its Enter is not activity", () => {
    renderGuard();
    idle(14 * MINUTE);
    const logout = screen.getByRole("button", { name: "Logout Now" });
    act(() => logout.focus());
    press("Enter");
    act(() => {
      fireEvent.click(logout);
    });
    expect(signOut).toHaveBeenCalledWith("/", { message: productMessages.signedOutInactive });
  });
});
