import * as adminApi from "../../shared/api/badge-admin";
import * as api from "../../shared/api/badges";
import type { Router } from "../http/router";
import { createBadge, listAllBadges, uploadBadgeImage } from "./badge-admin";
import { childBadges } from "./child-badges";
import { childRewards } from "./child-rewards";

export function registerBadgeRoutes(router: Router) {
  router.handle(api.childBadges, async ({ params }, { deps, actor }) => ({
    badges: await childBadges(deps, actor, params.childId),
  }));
  router.handle(api.childRewards, async ({ params }, { deps, actor }) => ({
    rewards: await childRewards(deps, actor, params.childId),
  }));
  router.handle(adminApi.listAllBadges, async (_input, { deps, actor }) => ({
    badges: await listAllBadges(deps, actor),
  }));
  router.handle(adminApi.createBadge, async ({ body }, { deps, actor }) => ({
    badge: await createBadge(deps, actor, body),
  }));
  router.handle(adminApi.uploadBadgeImage, async ({ params, body }, { deps, actor }) => ({
    badge: await uploadBadgeImage(deps, actor, params.badgeId, body),
  }));
}
