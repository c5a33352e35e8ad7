import { act, fireEvent, render, screen } from "@testing-library/react";
import { useCallback, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACCOUNT_MESSAGE_CLEAR_MS } from "../../shared/constants";
import { useClearAfter } from "./use-clear-after";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A page's message: two actions that each show one, cleared by the hook. */
function Notice({ onClear }: { onClear: () => void }) {
  const [message, setMessage] = useState<string | null>(null);
  const clear = useCallback(() => {
    onClear();
    setMessage(null);
  }, [onClear]);
  useClearAfter(message, clear);
  return (
    <div>
      <button type="button" onClick={() => setMessage("Saved.")}>
        Save
      </button>
      <button type="button" onClick={() => setMessage("Sent.")}>
        Send
      </button>
      <p role="status">{message}</p>
    </div>
  );
}

function setup() {
  const onClear = vi.fn();
  const view = render(<Notice onClear={onClear} />);
  const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
  const wait = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  return { ...view, onClear, click, wait };
}

describe("a message cleared after a while (docs/product/accounts.md#timings-on-the-account-pages)", () => {
  it("clears the message 5 seconds after it appears, and not before", () => {
    const { click, wait, onClear } = setup();
    click("Save");
    expect(screen.getByRole("status")).toHaveTextContent("Saved.");
    wait(ACCOUNT_MESSAGE_CLEAR_MS - 1);
    expect(screen.getByRole("status")).toHaveTextContent("Saved.");
    wait(1);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it("gives a new message its own 5 seconds", () => {
    const { click, wait } = setup();
    click("Save");
    wait(3_000);
    click("Send");
    wait(ACCOUNT_MESSAGE_CLEAR_MS - 1);
    expect(screen.getByRole("status")).toHaveTextContent("Sent.");
    wait(1);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("clears nothing once the page has gone", () => {
    const { click, wait, onClear, unmount } = setup();
    click("Save");
    unmount();
    wait(ACCOUNT_MESSAGE_CLEAR_MS);
    expect(onClear).not.toHaveBeenCalled();
  });

  it("sets no timer while there is no message", () => {
    const { wait, onClear } = setup();
    wait(ACCOUNT_MESSAGE_CLEAR_MS);
    expect(onClear).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
