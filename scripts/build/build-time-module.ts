import path from "node:path";
import type { Plugin } from "vite";

/**
 * Replaces a module of the app with its exports' values, worked out when the build
 * starts: for plain data computed from code the browser need not load. Every export
 * must be JSON.
 */
export function buildTimeModule(file: string, exports: Record<string, unknown>): Plugin {
  const id = path.resolve(file);
  return {
    name: "maths-sprint:build-time-module",
    apply: "build",
    enforce: "pre",
    load(loading) {
      if (path.resolve(loading.split("?")[0] ?? "") !== id) return null;
      return Object.entries(exports)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join("\n");
    },
  };
}
