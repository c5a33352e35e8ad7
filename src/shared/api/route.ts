import type { Access, Endpoint } from "./endpoint";

/**
 * What a caller needs of an endpoint to call it: its method, path and access,
 * without the schemas. The endpoint rides along as a type only, so a call
 * through a route is typed by the endpoint's schemas all the same.
 */
export interface Route<E extends Endpoint = Endpoint> {
  readonly method: E["method"];
  readonly path: string;
  readonly access: Access;
  /** Never set: carries the endpoint's types. */
  readonly endpoint?: E;
}

type RoutesOf<M> = { [K in keyof M as M[K] extends Endpoint ? K : never]: Route<Extract<M[K], Endpoint>> };

function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== "object" || value === null) return false;
  const { method, path, access } = value as Record<string, unknown>;
  return typeof method === "string" && typeof path === "string" && typeof access === "string" && "response" in value;
}

/** The route of every endpoint a module of `src/shared/api` defines, by the name it exports it under. */
export function routesOf<M extends object>(module: M): RoutesOf<M> {
  const routes: Record<string, Route> = {};
  for (const [name, value] of Object.entries(module)) {
    if (isEndpoint(value)) routes[name] = { method: value.method, path: value.path, access: value.access };
  }
  return routes as RoutesOf<M>;
}

/** Replaces `:name` segments of a path with encoded values. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
