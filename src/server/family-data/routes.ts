import { deletionBlockMessage } from "../../shared/account/deletion-block";
import { OK } from "../../shared/api/endpoint";
import * as api from "../../shared/api/family-data";
import { clearSessionCookie } from "../auth/cookies";
import { authorizeFamily } from "../auth/policies/family-policy";
import type { Router } from "../http/router";
import { deleteAccount, readDeletionBlock } from "./delete-account";
import { exportFamilyData } from "./export-family-data";

export function registerFamilyDataRoutes(router: Router) {
  router.handle(api.exportFamilyData, async (_input, { deps, actor, reply }) => {
    const data = await exportFamilyData(deps, actor, actor.parentId);
    void reply.header("cache-control", "no-store");
    return data;
  });

  router.handle(api.accountDeletionStatus, async (_input, { deps, actor }) => {
    const { parent } = await authorizeFamily(deps.database.db, actor, actor.parentId, "delete");
    const block = await readDeletionBlock(deps.database.db, parent.id, deps.clock());
    if (!block) return { blocked: null };
    return {
      blocked: {
        reason: block.reason,
        until: block.reason === "subscription_ending" ? block.until.toISOString() : null,
        message: deletionBlockMessage(block),
      },
    };
  });

  router.handle(api.deleteAccount, async (_input, { deps, actor, reply }) => {
    await deleteAccount(deps, actor, actor.parentId);
    clearSessionCookie(reply, deps.config);
    return OK;
  });
}
