import * as api from "../../shared/api/badges";
import type { Router } from "../http/router";
import { childBadges } from "./child-badges";
import { childRewards } from "./child-rewards";

export function registerBadgeRoutes(router: Router) {
  router.handle(api.childBadges, async ({ params }, { deps, actor }) => ({
    badges: await childBadges(deps, actor, params.childId),
  }));
  router.handle(api.childRewards, async ({ params }, { deps, actor }) => ({
    rewards: await childRewards(deps, actor, params.childId),
  }));
}
