/**
 * Which of the app's routes a URL's path opens, as React Router matches them: the route table the
 * build writes into its manifest (`src/client/routes.ts`), a tree of a root, an optional layout
 * without a path and the pages, with `:name` segments and a catch-all `*`. A static segment is
 * matched without regard to case, as React Router does.
 */

/** One route as the build's manifest describes it. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  /** The route module's file, and the files it imports. */
  module: string;
  imports?: string[];
  css?: string[];
  hasErrorBoundary?: boolean;
}

export type Params = Record<string, string>;

/** One route of the chain a path opens, from the root to the page. */
export interface RouteMatch {
  id: string;
  /** The part of the path this route and those above it matched ("/" for the root and a layout). */
  pathname: string;
  params: Params;
  route: ManifestRoute;
}

interface Branch {
  chain: ManifestRoute[];
  segments: string[];
  score: number;
  order: number;
}

const segmentsOf = (path: string): string[] => path.split("/").filter((segment) => segment !== "");

/** React Router's ranking: a static segment outranks a parameter, which outranks the catch-all. */
function scoreOf(segments: readonly string[], index: boolean): number {
  let score = index ? 2 : 0;
  for (const segment of segments) score += segment === "*" ? -2 : segment.startsWith(":") ? 3 : 10;
  return score;
}

/** The ways through the route tree to a page (a route with no children), best-ranked first. */
export function routeBranches(routes: Record<string, ManifestRoute | undefined>): Branch[] {
  const all = Object.values(routes).filter((route): route is ManifestRoute => route !== undefined);
  const parents = new Set(all.map((route) => route.parentId).filter((id) => id !== undefined));
  const byId = new Map(all.map((route) => [route.id, route]));
  const branches: Branch[] = [];
  all.forEach((route, order) => {
    if (parents.has(route.id)) return;
    const chain: ManifestRoute[] = [];
    for (let at: ManifestRoute | undefined = route; at; at = at.parentId ? byId.get(at.parentId) : undefined) {
      chain.unshift(at);
    }
    const segments = chain.flatMap((link) => segmentsOf(link.path ?? ""));
    branches.push({ chain, segments, score: scoreOf(segments, route.index === true), order });
  });
  return branches.sort((a, b) => b.score - a.score || a.order - b.order);
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The params of `pathname` on `segments`, or null when it is not this branch's path. */
function paramsOn(segments: readonly string[], path: readonly string[], pathname: string): Params | null {
  const params: Params = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] ?? "";
    if (segment === "*") {
      // The rest of the path as it was written, as React Router gives it.
      let rest = pathname.replace(/^\//, "");
      for (let skip = 0; skip < i; skip++) rest = rest.replace(/^[^/]*\/?/, "");
      params["*"] = decode(rest);
      return params;
    }
    const part = path[i];
    if (part === undefined) return null;
    if (segment.startsWith(":")) params[segment.slice(1)] = decode(part);
    else if (segment.toLowerCase() !== decode(part).toLowerCase()) return null;
  }
  return path.length === segments.length ? params : null;
}

/** The chain of routes `pathname` opens, from the root to its page; empty when none does. */
export function matchRoutes(branches: readonly Branch[], pathname: string): RouteMatch[] {
  // An empty segment inside a path ("/play//game") is a segment of its own, which no page has.
  const trimmed = pathname.replace(/^\/+$/, "").replace(/^\//, "").replace(/\/+$/, "");
  const path = trimmed === "" ? [] : trimmed.split("/");
  for (const branch of branches) {
    const params = paramsOn(branch.segments, path, pathname);
    if (!params) continue;
    let depth = 0;
    return branch.chain.map((route) => {
      depth += segmentsOf(route.path ?? "").length;
      const matched = branch.segments[depth - 1] === "*" ? path : path.slice(0, depth);
      return {
        id: route.id,
        pathname: `/${matched.join("/")}`.replace(/\/+/g, "/").replace(/(.)\/$/, "$1"),
        params,
        route,
      };
    });
  }
  return [];
}
