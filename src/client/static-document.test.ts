import { runInThisContext } from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import { APP_BOOT_ID, APP_GATE_SCRIPT, GUEST_ATTRIBUTE } from "./static-document";
import { CHILD_SESSION_KEY } from "./session/child-session-storage";
import { PARENT_HINT_KEY } from "./features/auth/local-prefs";

const BOOT = 'import("/assets/entry.client-abc.js");';

/** Runs the gate from its inline source text, as the browser does. */
function runGate() {
  const boot = document.createElement("script");
  boot.type = "text/plain";
  boot.id = APP_BOOT_ID;
  boot.textContent = BOOT;
  boot.setAttribute("data-preload", "/assets/a.js /assets/b.js");
  document.body.append(boot);
  runInThisContext(APP_GATE_SCRIPT);
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute("href"));
const started = () => [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.textContent);

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.documentElement.removeAttribute(GUEST_ATTRIBUTE);
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe("the static documents' gate", () => {
  it("keeps the page a document for a visitor nobody is signed in as", () => {
    runGate();
    expect(document.documentElement.getAttribute(GUEST_ATTRIBUTE)).toBe("guest");
    expect(started()).toEqual([]);
    expect(preloaded()).toEqual([]);
  });

  it("starts the app for a parent who signed in on this browser", () => {
    localStorage.setItem(PARENT_HINT_KEY, "1");
    runGate();
    expect(document.documentElement.hasAttribute(GUEST_ATTRIBUTE)).toBe(false);
    expect(preloaded()).toEqual(["/assets/a.js", "/assets/b.js"]);
    expect(started()).toEqual([BOOT]);
  });

  it("starts the app for a child signed in in this tab", () => {
    sessionStorage.setItem(CHILD_SESSION_KEY, '{"token":"t"}');
    runGate();
    expect(started()).toEqual([BOOT]);
  });
});
