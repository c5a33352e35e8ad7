import { afterAll, vi } from "vitest";
import { closeFileResources } from "./file-resources";

/**
 * The unit and component projects run their files one after another in the same worker, without loading
 * every module again for each file (`isolate: false` in vitest.config.ts: seven times faster for the
 * component tests, whose DOM and React were set up anew for every file). A set-up file runs at the start of
 * each file, so this gives each file the state a fresh worker would: real timers and globals, no spies or
 * environment left by the file before, and, where there is a DOM, empty storage and an empty document.
 * A file's own stubs, set after this, stay for all of its tests. What the file opened for all its tests (its
 * database) is closed when it ends, after its own afterAll hooks.
 */
afterAll(closeFileResources);
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();
vi.resetModules();
if (typeof document !== "undefined") {
  localStorage.clear();
  sessionStorage.clear();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  document.title = "";
}
