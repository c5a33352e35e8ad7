import type { UIMatch } from "react-router";
import { STATIC_DOCUMENT_PATHS } from "../shared/public-pages";
import { CHILD_SESSION_KEY } from "./session/child-session-storage";
import { PARENT_HINT_KEY } from "./features/auth/local-prefs";

/**
 * Static documents: the marketing and legal pages are plain HTML for a visitor
 * nobody has signed in as. Their pre-rendered HTML carries the app's boot script
 * as inert text (see scripts/build/prerendered-pages.ts), and the gate below, in the
 * document's head, decides before the body is parsed:
 *
 * - nobody signed in on this browser: the page stays a document. The header's
 *   sign-in links are shown by CSS at first paint and no JavaScript is loaded.
 * - a child session in this tab, or a parent who signed in on this browser:
 *   the boot script runs once the body is parsed and the app hydrates the page,
 *   validates the session and shows the signed-in header, as on any other page.
 */
export const APP_GATE_ID = "app-gate";
export const APP_BOOT_ID = "app-boot";
/** Set on <html> by the gate for a visitor nobody is signed in as; the `guest:` CSS variant reads it. */
export const GUEST_ATTRIBUTE = "data-visitor";

export interface GateConfig {
  childKey: string;
  parentKey: string;
  bootId: string;
  guestAttribute: string;
}

/**
 * Runs as an inline script, from its source text: it must not refer to anything
 * outside its own body.
 */
function appGate(config: GateConfig): void {
  let signedIn = false;
  try {
    signedIn =
      Boolean(window.sessionStorage.getItem(config.childKey)) || window.localStorage.getItem(config.parentKey) === "1";
  } catch {
    // Storage is blocked: nobody can be signed in on this page.
  }
  if (!signedIn) {
    document.documentElement.setAttribute(config.guestAttribute, "guest");
    return;
  }
  const boot = () => {
    const source = document.getElementById(config.bootId);
    if (!source) return;
    for (const href of (source.getAttribute("data-preload") ?? "").split(" ")) {
      if (!href) continue;
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.textContent = source.textContent;
    document.head.appendChild(script);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", boot, { once: true });
  else boot();
}

const gateScript = (config: GateConfig) => `(${appGate.toString()})(${JSON.stringify(config)})`;

/** The gate's inline script; marked pure, so that the browser's bundle, which never writes it, leaves it out. */
export const APP_GATE_SCRIPT = /* @__PURE__ */ gateScript({
  childKey: CHILD_SESSION_KEY,
  parentKey: PARENT_HINT_KEY,
  bootId: APP_BOOT_ID,
  guestAttribute: GUEST_ATTRIBUTE,
});

const STATIC = new Set<string>(STATIC_DOCUMENT_PATHS);

/** Whether the matched page is a static document (the SPA fallback, which matches only the root, is not). */
export function isStaticDocument(matches: readonly UIMatch[]): boolean {
  const leaf = matches.at(-1);
  if (!leaf || leaf.id === "root") return false;
  return STATIC.has(leaf.pathname.replace(/\/$/, "") || "/");
}
