import { eq, inArray } from "drizzle-orm";
import { sendMissionBodySchema, type SendMissionBody } from "../src/shared/api/missions";
import type { ParentActor } from "../src/server/auth/actor";
import { children } from "../src/server/db/schema/children";
import { parentChallenges } from "../src/server/db/schema/engagement";
import type { AppDeps } from "../src/server/core/deps";
import { listStickers } from "../src/server/missions/list-stickers";
import { sendMission } from "../src/server/missions/send-mission";
import { actorOf, playAsChild, type DemoChild } from "./demo-challenges";

const mission = (body: Partial<SendMissionBody>): SendMissionBody => sendMissionBodySchema.parse(body);

/**
 * The demo family's missions, through the server's own domain functions: the
 * first child has finished one (a 90 Second Challenge score, rewarded with a
 * sticker, now in their awards) and has a new one to do; the second child has
 * one with a reward the parent wrote. Left alone when the family already has missions.
 */
export async function seedDemoMissions(
  deps: AppDeps,
  parent: ParentActor,
  [first, second]: readonly DemoChild[],
): Promise<boolean> {
  if (!first || !second) return false;
  const db = deps.database.db;
  const [existing] = await db
    .select({ id: parentChallenges.id })
    .from(parentChallenges)
    .where(inArray(parentChallenges.childId, [first.id, second.id]))
    .limit(1);
  if (existing) return false;

  const { stickers } = await listStickers(deps, parent);
  const sticker = stickers[0];
  if (!sticker) throw new Error("No stickers to give: the default stickers are missing");
  await sendMission(
    deps,
    parent,
    first.id,
    mission({
      game_mode_target: "timed",
      score_target: 15,
      reward_type: "digital_sticker",
      digital_reward_id: sticker.id,
    }),
  );
  const [child] = await db.select().from(children).where(eq(children.id, first.id));
  const played = await playAsChild(
    deps,
    actorOf(first, parent.userId),
    { mode: "timed", difficulty: child?.difficultyLevel ?? "beginner", questionSeed: 15 },
    0.95,
    15,
  );
  if (!played.outcomes.mission_completed) throw new Error("The demo mission was not completed");

  await sendMission(
    deps,
    parent,
    first.id,
    mission({
      game_mode_target: "traffic_light",
      score_target: 12,
      reward_type: "custom_text",
      reward_text: "Choose Friday's film",
    }),
  );
  await sendMission(
    deps,
    parent,
    second.id,
    mission({
      game_mode_target: "get_to_100",
      challenge_description: "Take your time: one slip and it's over!",
      reward_type: "custom_text",
      reward_text: "An extra bedtime story",
    }),
  );
  return true;
}
