/** The confetti library, loaded on demand (and ahead of the results while a game is played). */
export const loadConfetti = () => import("canvas-confetti");

/** Whether the page should keep still: the device asks for reduced motion, or the child's "less movement" is on. */
export const keepsStill = () =>
  window.matchMedia("(prefers-reduced-motion: reduce)").matches || document.body.dataset.reduceMotion !== undefined;

/** Confetti for a good result, skipped when the page keeps still (`keepsStill`). */
export async function celebrate(): Promise<void> {
  if (keepsStill()) return;
  const { default: confetti } = await loadConfetti();
  // Drawn on the main thread: the Content-Security-Policy allows no blob: workers.
  const fire = confetti.create(undefined, { useWorker: false, resize: true });
  await fire({ particleCount: 120, spread: 80, origin: { y: 0.6 }, disableForReducedMotion: true });
}
