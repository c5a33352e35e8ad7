import { OK } from "../../shared/api/endpoint";
import * as api from "../../shared/api/children";
import type { Router } from "../http/router";
import { authorizeChild } from "../auth/policies/child-policy";
import { createChild, deleteChild, listChildren, updateChild } from "./manage-children";
import { presentChild } from "./present-child";

export function registerChildrenRoutes(router: Router) {
  router.handle(api.listChildren, async (_input, { deps, actor }) => ({ children: await listChildren(deps, actor) }));

  router.handle(api.createChild, async ({ body }, { deps, actor }) => createChild(deps, actor, body));

  router.handle(api.getChild, async ({ params }, { deps, actor }) => {
    const { child, owner } = await authorizeChild(deps.database.db, actor, params.childId, "read");
    return presentChild(child, owner);
  });

  router.handle(api.updateChild, async ({ params, body }, { deps, actor }) =>
    updateChild(deps, actor, params.childId, body),
  );

  router.handle(api.deleteChild, async ({ params }, { deps, actor }) => {
    await deleteChild(deps, actor, params.childId);
    return OK;
  });
}
