import * as api from "../../shared/api/avatars";
import { OK } from "../../shared/api/endpoint";
import type { Router } from "../http/router";
import { saveMyAvatar } from "./choose-avatar";
import { deleteAvatar } from "./delete-avatar";
import { generateAvatar } from "./generate-avatar";
import { getAvatarUsage, listAvatars } from "./list-avatars";

export function registerAvatarRoutes(router: Router) {
  router.handle(api.listAvatars, async ({ params }, { deps, actor }) => ({
    avatars: await listAvatars(deps, actor, params.childId),
  }));
  router.handle(api.avatarUsage, ({ params }, { deps, actor }) => getAvatarUsage(deps, actor, params.childId));
  router.handle(api.generateAvatar, async ({ params, body }, { deps, actor }) => ({
    avatar: await generateAvatar(deps, actor, params.childId, body),
  }));
  router.handle(api.deleteAvatar, async ({ params }, { deps, actor }) => {
    await deleteAvatar(deps, actor, params.childId, params.avatarId);
    return OK;
  });
  router.handle(api.saveMyAvatar, ({ body }, { deps, actor }) => saveMyAvatar(deps, actor, body.avatar));
}
