import type { Endpoint } from "../../src/shared/api/endpoint";
import * as accounts from "../../src/shared/api/accounts";
import * as analytics from "../../src/shared/api/analytics";
import * as avatars from "../../src/shared/api/avatars";
import * as badgeAdmin from "../../src/shared/api/badge-admin";
import * as badges from "../../src/shared/api/badges";
import * as billing from "../../src/shared/api/billing";
import * as captcha from "../../src/shared/api/captcha";
import * as challenges from "../../src/shared/api/challenges";
import * as children from "../../src/shared/api/children";
import * as familyData from "../../src/shared/api/family-data";
import * as health from "../../src/shared/api/health";
import * as missions from "../../src/shared/api/missions";
import * as play from "../../src/shared/api/play";
import * as referrals from "../../src/shared/api/referrals";
import * as support from "../../src/shared/api/support";
import * as testimonials from "../../src/shared/api/testimonials";
import * as weeklyReport from "../../src/shared/api/weekly-report";

const MODULES = [
  accounts,
  analytics,
  avatars,
  badgeAdmin,
  badges,
  billing,
  captcha,
  challenges,
  children,
  familyData,
  health,
  missions,
  play,
  referrals,
  support,
  testimonials,
  weeklyReport,
];

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === "object" && value !== null && "method" in value && "path" in value && "response" in value;

/** Every endpoint the contract (src/shared/api) defines. */
export const CONTRACT: readonly Endpoint[] = MODULES.flatMap((m) => Object.values(m).filter(isEndpoint));

/** Whether a request's path (no query) is one of the endpoint's: each `:param` stands for one segment. */
export function pathMatches(endpoint: Endpoint, path: string): boolean {
  const pattern = endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z_]+/g, "[^/]+");
  return new RegExp(`^${pattern}$`).test(path);
}

/** The contract's endpoint answering `method` on `path`: a literal path wins over one with parameters. */
export function endpointAt(method: string, path: string): Endpoint | undefined {
  const matching = CONTRACT.filter((e) => e.method === method && pathMatches(e, path));
  return matching.find((e) => e.path === path) ?? matching[0];
}
