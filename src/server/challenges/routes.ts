import * as api from "../../shared/api/challenges";
import type { Router } from "../http/router";
import { cancelChallenge } from "./cancel-challenge";
import { childChallenges } from "./child-challenges";
import { createChallenge } from "./create-challenge";
import { dismissChallenge } from "./dismiss-challenge";
import { familyChallenges } from "./family-challenges";
import { openChallengeGame } from "./open-challenge-game";

export function registerChallengeRoutes(router: Router) {
  router.handle(api.createChallenge, ({ params, body }, { deps, actor }) =>
    createChallenge(deps, actor, params.childId, body.opponent_child_id),
  );

  router.handle(api.openChallengeGame, ({ params, body }, { deps, actor }) =>
    openChallengeGame(deps, actor, params.challengeId, body.child_id),
  );

  router.handle(api.childChallenges, ({ params }, { deps, actor }) => childChallenges(deps, actor, params.childId));

  router.handle(api.dismissChallenge, ({ params }, { deps, actor }) =>
    dismissChallenge(deps, actor, params.childId, params.challengeId),
  );

  router.handle(api.familyChallenges, (_input, { deps, actor }) => familyChallenges(deps, actor));

  router.handle(api.cancelChallenge, async ({ params }, { deps, actor }) => ({
    challenge: await cancelChallenge(deps, actor, params.challengeId),
  }));
}
