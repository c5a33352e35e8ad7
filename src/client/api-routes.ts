import * as accounts from "../shared/api/accounts";
import * as analytics from "../shared/api/analytics";
import * as avatars from "../shared/api/avatars";
import * as badgeAdmin from "../shared/api/badge-admin";
import * as badges from "../shared/api/badges";
import * as billing from "../shared/api/billing";
import * as challenges from "../shared/api/challenges";
import * as children from "../shared/api/children";
import * as missions from "../shared/api/missions";
import * as play from "../shared/api/play";
import * as referrals from "../shared/api/referrals";
import { routesOf } from "../shared/api/route";
import * as testimonials from "../shared/api/testimonials";
import * as weeklyReport from "../shared/api/weekly-report";

/**
 * The routes the app calls `api()` with: each endpoint's method, path and access, typed
 * by its schemas. The production build replaces this module with its own value, worked
 * out at build time (`buildTimeModule` in vite.config.ts), so that signing in and playing
 * do not load the schemas or the validation library; the server checks every request
 * and every answer against them.
 */
export const accountsRoutes = routesOf(accounts);
export const analyticsRoutes = routesOf(analytics);
export const avatarsRoutes = routesOf(avatars);
export const badgeAdminRoutes = routesOf(badgeAdmin);
export const badgesRoutes = routesOf(badges);
export const billingRoutes = routesOf(billing);
export const challengesRoutes = routesOf(challenges);
export const childrenRoutes = routesOf(children);
export const missionsRoutes = routesOf(missions);
export const playRoutes = routesOf(play);
export const referralsRoutes = routesOf(referrals);
export const testimonialsRoutes = routesOf(testimonials);
export const weeklyReportRoutes = routesOf(weeklyReport);
