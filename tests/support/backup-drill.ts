import * as missionsApi from "../../src/shared/api/missions";
import * as playApi from "../../src/shared/api/play";
import { buildFamily, buildGame, payForPremium, signInParent, type TestChild, type TestFamily } from "../factories";
import { callAs, callOkOn } from "./call-as";
import { familyView } from "./family-view";
import type { TestApp } from "./test-app";

/**
 * What the backup drills share (src/server/backups/backups.test.ts on the embedded database,
 * tests/drills/postgres-backup.test.ts on PostgreSQL): a family with something of everything to
 * lose, and children saving games while the copy is taken.
 */

/** What a family's parent sees of it, as `familyView` reads it in process. */
export type FamilyView = Awaited<ReturnType<typeof familyView>>;

/** A family with two games for each child (and their badges), a mission sent, and Premium, and what its parent sees of it. */
export async function familyWithHistory(t: TestApp): Promise<{ family: TestFamily; before: FamilyView }> {
  const family = await buildFamily(t);
  for (const kid of family.children) {
    for (let i = 0; i < 2; i++) (await callAs(t, kid.caller, playApi.saveGame, { body: buildGame(kid.id) })).ok();
  }
  (
    await callAs(t, family.parent.caller, missionsApi.sendMission, {
      params: { childId: family.child.id },
      body: { game_mode_target: "get_to_100", reward_type: "custom_text", reward_text: "A trip to the park" },
    })
  ).ok();
  await payForPremium(t, family.parent);
  const before = await familyView(
    callOkOn(t),
    await signInParent(t, family.parent),
    family.children.map((kid) => kid.id),
  );
  return { family, before };
}

/**
 * Children `players` saving game after game on `t` around a copy of the database: each saves two
 * games at least, and one begun once `copied()` says the copy is taken. `twentyAnswered` resolves
 * once twenty saves are answered, for the copy to start among them; `inFlight()` counts the saves
 * under way.
 */
export function gamesAroundACopy(t: TestApp, players: readonly TestChild[], copied: () => boolean) {
  const answered = new Set<string>();
  const startedAfter = new Set<string>();
  let inFlight = 0;
  let reachedTwenty: () => void = () => undefined;
  const twentyAnswered = new Promise<void>((resolve) => (reachedTwenty = resolve));
  const play = async (kid: TestChild) => {
    for (let saved = 0, after = 0; saved < 2 || after < 1; saved++) {
      const game = buildGame(kid.id);
      if (copied()) {
        startedAfter.add(game.client_id);
        after++;
      }
      inFlight++;
      (await callAs(t, kid.caller, playApi.saveGame, { body: game })).ok();
      inFlight--;
      answered.add(game.client_id);
      if (answered.size >= 20) reachedTwenty();
    }
  };
  return {
    answered,
    startedAfter,
    inFlight: () => inFlight,
    twentyAnswered,
    playAll: () => Promise.all(players.map(play)),
  };
}
