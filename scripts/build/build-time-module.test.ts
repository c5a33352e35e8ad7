import path from "node:path";
import { describe, expect, it } from "vitest";
import * as apiRoutes from "../../src/client/api-routes";
import { buildTimeModule } from "./build-time-module";

type Load = (id: string) => string | null;

describe("buildTimeModule", () => {
  const plugin = buildTimeModule("src/client/api-routes.ts", apiRoutes);
  const load = plugin.load as unknown as Load;

  it("replaces the module with its exports' values as plain data", async () => {
    const code = load(path.resolve("src/client/api-routes.ts"));
    expect(code).not.toMatch(/import|zod/);
    const url = `data:text/javascript,${encodeURIComponent(code ?? "")}`;
    const replaced = (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
    expect({ ...replaced }).toEqual({ ...apiRoutes });
    expect(Object.keys(apiRoutes.childrenRoutes)).toContain("childLogin");
  });

  it("leaves every other module alone", () => {
    expect(load(path.resolve("src/client/api.ts"))).toBeNull();
  });
});
