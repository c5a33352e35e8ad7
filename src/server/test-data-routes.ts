import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { subscriptions } from "./db/schema/billing";
import { parents } from "./db/schema/users";
import type { AppDeps } from "./core/deps";
import { familyFootprint } from "./family-data/family-footprint";

/**
 * For browser tests only (TEST_CLOCK=true, refused with DATABASE_URL): a
 * subscription put straight into a family's account, a parent made an admin, and the count of rows
 * still holding anything of a family, so that a journey can check what
 * deletion leaves behind.
 */
export function registerTestDataRoutes(app: FastifyInstance, deps: AppDeps) {
  const subscriptionBody = z.object({
    email: z.string(),
    status: z.enum(["active", "canceled"]),
    cancel_at_period_end: z.boolean(),
    current_period_end: z.iso.datetime(),
  });
  app.post("/api/test/subscription", async (req) => {
    const body = subscriptionBody.parse(req.body);
    const db = deps.database.db;
    const [parent] = await db.select().from(parents).where(eq(parents.email, body.email.toLowerCase()));
    if (!parent) throw new Error("no such parent");
    const end = new Date(body.current_period_end);
    await db.insert(subscriptions).values({
      parentId: parent.id,
      subscriptionId: `test_${parent.id}_${end.getTime()}`,
      subscriptionStatus: body.status,
      cancelAtPeriodEnd: body.cancel_at_period_end,
      currentPeriodStart: new Date(end.getTime() - 30 * 86_400_000),
      currentPeriodEnd: end,
    });
    return { ok: true };
  });

  // What `npm run admin:grant` does, for a server whose embedded database no script can open while it runs.
  app.post("/api/test/admin", async (req) => {
    const { email } = z.object({ email: z.string() }).parse(req.body);
    const updated = await deps.database.db
      .update(parents)
      .set({ isAdmin: true })
      .where(eq(parents.email, email.toLowerCase()))
      .returning({ id: parents.id });
    if (updated.length === 0) throw new Error("no such parent");
    return { ok: true };
  });

  const rowsQuery = z.object({ seed: z.union([z.string(), z.array(z.string())]) });
  app.get("/api/test/family-rows", async (req) => {
    const { seed } = rowsQuery.parse(req.query);
    const found = await familyFootprint(deps.database.db, Array.isArray(seed) ? seed : [seed]);
    return Object.fromEntries(Object.entries(found).map(([table, rows]) => [table, rows.length]));
  });
}
