import { asc, eq } from "drizzle-orm";
import type { Sticker } from "../../shared/api/missions";
import type { ParentActor } from "../auth/actor";
import { mayUsePremium } from "../auth/policies/premium-policy";
import { digitalRewards } from "../db/schema/engagement";
import type { AppDeps } from "../core/deps";
import { presentSticker } from "./present-mission";

/** The stickers a parent can give: every one with Premium, the free ones otherwise (docs/product/gameplay.md#missions). */
export async function listStickers(deps: AppDeps, actor: ParentActor): Promise<{ stickers: Sticker[] }> {
  const db = deps.database.db;
  const premium = await mayUsePremium(db, actor, "premium_stickers", deps.clock());
  const rows = await db
    .select()
    .from(digitalRewards)
    .where(premium ? undefined : eq(digitalRewards.isPremium, false))
    .orderBy(asc(digitalRewards.isPremium), asc(digitalRewards.name));
  return { stickers: rows.map(presentSticker) };
}
