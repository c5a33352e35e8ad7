/** The confetti library, loaded on demand (and ahead of the results while a game is played). */
export const loadConfetti = () => import("canvas-confetti");

/** Confetti for a good result, skipped when the child prefers reduced motion. */
export async function celebrate(): Promise<void> {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const { default: confetti } = await loadConfetti();
  // Drawn on the main thread: the Content-Security-Policy allows no blob: workers.
  const fire = confetti.create(undefined, { useWorker: false, resize: true });
  await fire({ particleCount: 120, spread: 80, origin: { y: 0.6 }, disableForReducedMotion: true });
}
