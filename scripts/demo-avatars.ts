import { inArray } from "drizzle-orm";
import { avatarOptionsSchema, type AvatarOptions } from "../src/shared/api/avatars";
import type { ParentActor } from "../src/server/auth/actor";
import { generateAvatar } from "../src/server/avatars/generate-avatar";
import { updateChild } from "../src/server/children/manage-children";
import { generatedAvatars } from "../src/server/db/schema/avatars";
import type { AppDeps } from "../src/server/core/deps";
import type { DemoChild } from "./demo-challenges";

/** Each demo child's first avatar, as they might choose it in the builder. */
const CHOICES: readonly Partial<AvatarOptions>[] = [
  { character_type: "astronaut", color_theme: "blue", hair_color: "brown", accessories: ["glasses"] },
  { character_type: "dragon", color_theme: "green", accessories: ["crown"] },
];

/**
 * An avatar for each demo child, made by the builder's own code (the painter,
 * counted in the month's generations) and chosen as theirs, so that the
 * header, the dashboards and the child cards show it. Left alone when the
 * family's children already have avatars.
 */
export async function seedDemoAvatars(
  deps: AppDeps,
  parent: ParentActor,
  family: readonly DemoChild[],
): Promise<boolean> {
  if (family.length === 0) return false;
  const ids = family.map((c) => c.id);
  const [existing] = await deps.database.db
    .select({ id: generatedAvatars.id })
    .from(generatedAvatars)
    .where(inArray(generatedAvatars.childId, ids))
    .limit(1);
  if (existing) return false;
  for (const [i, child] of family.entries()) {
    const options = avatarOptionsSchema.parse(CHOICES[i % CHOICES.length]);
    const avatar = await generateAvatar(deps, parent, child.id, options);
    await updateChild(deps, parent, child.id, { avatar: { type: "generated", url: avatar.image_url } });
  }
  return true;
}
