/** The confetti library, loaded on demand (and ahead of the results while a game is played). */
export const loadConfetti = () => import("canvas-confetti");

/** Whether the page should keep still: the device asks for reduced motion, or the child's "less movement" is on. */
export const keepsStill = () =>
  window.matchMedia("(prefers-reduced-motion: reduce)").matches || document.body.dataset.reduceMotion !== undefined;

/** Confetti for a good result, skipped when the page keeps still (`keepsStill`). */
export async function celebrate(): Promise<void> {
  if (keepsStill()) return;
  const { default: confetti } = await loadConfetti();
  // A picture only: hidden from screen readers, as is no part of the page, and gone when it has fallen.
  const canvas = document.createElement("canvas");
  canvas.setAttribute("aria-hidden", "true");
  Object.assign(canvas.style, {
    position: "fixed",
    inset: "0",
    width: "100%",
    height: "100%",
    pointerEvents: "none",
    zIndex: "100",
  });
  document.body.append(canvas);
  // Drawn on the main thread: the Content-Security-Policy allows no blob: workers.
  const fire = confetti.create(canvas, { useWorker: false, resize: true });
  try {
    await fire({ particleCount: 120, spread: 80, origin: { y: 0.6 }, disableForReducedMotion: true });
  } finally {
    fire.reset();
    canvas.remove();
  }
}
