import * as accounts from "../shared/api/accounts";
import * as billing from "../shared/api/billing";
import * as children from "../shared/api/children";
import * as play from "../shared/api/play";
import { routesOf } from "../shared/api/route";

/**
 * The routes the app calls `api()` with: each endpoint's method, path and access, typed
 * by its schemas. The production build replaces this module with its own value, worked
 * out at build time (`buildTimeModule` in vite.config.ts), so that signing in and playing
 * do not load the schemas or the validation library; the server checks every request
 * and every answer against them.
 */
export const accountsRoutes = routesOf(accounts);
export const billingRoutes = routesOf(billing);
export const childrenRoutes = routesOf(children);
export const playRoutes = routesOf(play);
