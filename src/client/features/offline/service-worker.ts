/**
 * Installs the service worker (built by scripts/build/service-worker.ts) once someone is
 * signed in: the app can then be installed, and play goes on offline. Visitors who only
 * read the public pages are not asked to download the whole app.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  // A browser that refuses (private browsing, say) keeps working online.
  navigator.serviceWorker.register("/sw.js").catch(() => undefined);
}
