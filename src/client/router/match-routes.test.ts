import fc from "fast-check";
import { matchRoutes as reactRouterMatch, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { GUARDED_ROUTES, OPEN_ROUTES, type AppRoute } from "../../shared/routing/app-routes";
import { matchRoutes, routeBranches, type ManifestRoute } from "./match-routes";

/** The app's route table as the build's manifest writes it (src/client/routes.ts): root, the guard's layout, the pages. */
const idOf = (module: string) => module.replace(/\.tsx$/, "");
const page =
  (parentId: string) =>
  ([path, module]: AppRoute): ManifestRoute =>
    path === "/"
      ? { id: idOf(module), parentId, index: true, module }
      : { id: idOf(module), parentId, path: path.slice(1), module };
const MANIFEST: Record<string, ManifestRoute> = Object.fromEntries(
  [
    { id: "root", path: "", module: "root.tsx" },
    ...OPEN_ROUTES.map(page("root")),
    { id: "routes/guarded", parentId: "root", module: "routes/guarded.tsx" },
    ...GUARDED_ROUTES.map(page("routes/guarded")),
    { id: "routes/not-found", parentId: "root", path: "*", module: "routes/not-found.tsx" },
  ].map((route) => [route.id, route]),
);
const BRANCHES = routeBranches(MANIFEST);

/** The same table as React Router's own route objects, to match against. */
function reactRouterTable(parentId: string | undefined): RouteObject[] {
  return Object.values(MANIFEST)
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      const children = reactRouterTable(route.id);
      const base = { id: route.id, path: route.path };
      return route.index
        ? { ...base, index: true as const }
        : { ...base, children: children.length ? children : undefined };
    });
}
const REACT_ROUTER_TABLE = reactRouterTable(undefined);

const chain = (pathname: string) =>
  matchRoutes(BRANCHES, pathname).map(({ id, pathname: p, params }) => ({ id, pathname: p, params }));
const reactRouterChain = (pathname: string) =>
  (reactRouterMatch(REACT_ROUTER_TABLE, pathname) ?? []).map(({ route, pathname: p, params }) => ({
    id: route.id,
    pathname: p.replace(/\/+/g, "/").replace(/(.)\/$/, "$1"),
    params,
  }));

describe("matching a path to the app's pages", () => {
  it("opens every page of the route table with its layout, and any other path with the 404 page", () => {
    expect(chain("/child/dashboard").map((match) => match.id)).toEqual(["root", "routes/child-dashboard"]);
    expect(chain("/parent/analytics/abc").map((match) => match.id)).toEqual([
      "root",
      "routes/guarded",
      "routes/parent-analytics",
    ]);
    expect(chain("/parent/analytics/abc").at(-1)?.params).toEqual({ childId: "abc" });
    expect(chain("/").map((match) => match.id)).toEqual(["root", "routes/home"]);
    expect(chain("/no/such/page").at(-1)).toMatchObject({ id: "routes/not-found", params: { "*": "no/such/page" } });
  });

  it("ignores case in a page's fixed words and a trailing slash, and decodes a parameter", () => {
    expect(chain("/faq").at(-1)?.id).toBe("routes/faq");
    expect(chain("/child/dashboard/").at(-1)?.id).toBe("routes/child-dashboard");
    expect(chain("/parent/analytics/a%20b").at(-1)?.params).toEqual({ childId: "a b" });
  });

  it("gives every page of the table the chain, the paths and the params React Router gives it", () => {
    for (const [path] of [...OPEN_ROUTES, ...GUARDED_ROUTES]) {
      const pathname = path.replace(/:[a-zA-Z]+/g, "x1");
      expect(chain(pathname), pathname).toEqual(reactRouterChain(pathname));
    }
  });

  it("matches any path as React Router does", () => {
    const words = ["parent", "child", "play", "game", "results", "analytics", "FAQ", "faq", "me", "x", "dashboard", ""];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { maxLength: 5 }), (parts) => {
        const pathname = `/${parts.join("/")}`;
        expect(chain(pathname)).toEqual(reactRouterChain(pathname));
      }),
      { numRuns: 2000 },
    );
  });
});
