import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { Keypad } from "./keypad";

/**
 * The keypad put on the page as the app does it, outside the testing library's `act` (which runs every effect at
 * once, as if the page had been painted): a key is pressed the moment the keypad's keys are in the page, in the
 * same turn, before the browser could paint (a MutationObserver's callback).
 */
let root: Root;
let container: HTMLElement;
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasActEnvironment: boolean | undefined;
beforeEach(() => {
  wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  root.unmount();
  container.remove();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

/** Renders `keypad` and presses `key` as soon as it is in the page. */
async function pressAsItShows(keypad: React.ReactElement, key: string) {
  const pressed = new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      window.dispatchEvent(new KeyboardEvent("keydown", { key, cancelable: true }));
      resolve();
    });
    observer.observe(container, { childList: true });
  });
  root.render(keypad);
  await pressed;
}

it("hears a digit typed the moment the keypad shows (back after the check's Next, say)", async () => {
  const onChange = vi.fn();
  await pressAsItShows(<Keypad value="" onChange={onChange} onSubmit={vi.fn()} maxLength={4} />, "7");
  expect(onChange).toHaveBeenCalledWith("7");
});

it("hears Enter the moment the keypad shows with an answer typed", async () => {
  const onSubmit = vi.fn();
  await pressAsItShows(<Keypad value="42" onChange={vi.fn()} onSubmit={onSubmit} maxLength={4} />, "Enter");
  expect(onSubmit).toHaveBeenCalledOnce();
});
