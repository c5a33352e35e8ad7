import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { type AppRoute, GUARDED_ROUTES, OPEN_ROUTES } from "../shared/routing/app-routes";

const page = ([path, module]: AppRoute) => (path === "/" ? index(module) : route(path.slice(1), module));

/**
 * The app's route table, declared once in `shared/routing/app-routes.ts`
 * (the server answers 404 for any other path); here it becomes React Router's,
 * with the 404 screen for any other path.
 */
export default [
  ...OPEN_ROUTES.map(page),
  layout("routes/guarded.tsx", GUARDED_ROUTES.map(page)),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
