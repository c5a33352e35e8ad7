// `npm run seed:demo`: the demo family of docs/product/engineering-rules.md#how-it-runs, created through the server's own domain functions.
// Safe to run again: what exists is kept, what is missing is added.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { ensureParent } from "../src/server/accounts/ensure-parent";
import { signUpParent } from "../src/server/accounts/sign-up-parent";
import type { ParentActor } from "../src/server/auth/actor";
import { applySubscription } from "../src/server/billing/apply-subscription";
import { newLocalSubscription } from "../src/server/billing/local-subscription";
import { parentHasPremium } from "../src/server/auth/policies/premium";
import { endParentSessions } from "../src/server/auth/sessions";
import { createChild, updateChild } from "../src/server/children/manage-children";
import { pinHmac } from "../src/server/children/pin";
import { children } from "../src/server/db/schema/children";
import { users } from "../src/server/db/schema/users";
import type { AppDeps } from "../src/server/core/deps";
import { AppError } from "../src/server/core/app-error";
import { seedDemoChallenges } from "./demo-challenges";
import { seedDemoHistory, type DemoPlayer } from "./demo-history";
import { seedDemoAvatars } from "./demo-avatars";
import { seedDemoMissions } from "./demo-missions";
import { describeDatabase, openScriptDeps, runScript } from "./script-deps";

const DEMO_FAMILY = {
  email: "demo@example.com",
  password: "demo-password",
  children: [
    { name: "Ava", pin: "4821" },
    { name: "Leo", pin: "7395" },
  ],
} as const;

/** A second parent, with the same password, whose family has Premium through an active local subscription. */
const PREMIUM_FAMILY = {
  email: "premium@example.com",
  children: [
    { name: "Maya", pin: "6294" },
    { name: "Sam", pin: "8153" },
  ],
} as const;

type DemoFamily = Readonly<{ email: string; children: readonly Readonly<{ name: string; pin: string }>[] }>;

/** Ava and Maya are the stronger players; all get better over the 60 days. */
const DEMO_PLAYERS: Readonly<Record<string, DemoPlayer>> = {
  Ava: { seed: 4821, accuracy: [0.78, 0.95], responseMs: [2_600, 1_500], playChance: 0.75, recentDays: 5 },
  Leo: { seed: 7395, accuracy: [0.55, 0.8], responseMs: [4_200, 2_700], playChance: 0.55, recentDays: 2 },
  Maya: { seed: 2580, accuracy: [0.7, 0.92], responseMs: [3_000, 1_800], playChance: 0.7, recentDays: 4 },
  Sam: { seed: 1357, accuracy: [0.5, 0.75], responseMs: [4_800, 3_200], playChance: 0.5, recentDays: 1 },
};

async function findUser(deps: AppDeps, email: string) {
  const [user] = await deps.database.db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

/** A demo parent, signed up when missing. */
async function ensureDemoParent(deps: AppDeps, email: string): Promise<ParentActor> {
  let user = await findUser(deps, email);
  if (user) {
    console.log(`  parent ${email} already exists (its password is left as it is)`);
  } else {
    try {
      const created = await signUpParent(deps, { email, password: DEMO_FAMILY.password });
      // Sign-up opens a session for the browser that signed up; a script has no browser.
      await endParentSessions(deps.database.db, created.user.id);
      user = created.user;
      console.log(`  created parent ${email} with password ${DEMO_FAMILY.password}`);
    } catch (error) {
      // Another seed run created it a moment ago.
      if (!(error instanceof AppError && error.code === "email_in_use")) throw error;
      user = await findUser(deps, email);
      if (!user) throw error;
      console.log(`  parent ${email} already exists`);
    }
  }
  const parent = await ensureParent(deps.database.db, user);
  // The domain functions act for a parent; this one has no HTTP session behind it.
  return {
    kind: "parent",
    sessionId: "seed-demo",
    userId: user.id,
    email: user.email,
    parentId: parent.id,
    isAdmin: parent.isAdmin,
  };
}

async function ensureDemoChildren(deps: AppDeps, actor: ParentActor, family: DemoFamily) {
  const existing = await deps.database.db.select().from(children).where(eq(children.parentId, actor.parentId));
  for (const wanted of family.children) {
    const child = existing.find((c) => c.name === wanted.name);
    if (!child) {
      await createChild(deps, actor, wanted);
      console.log(`  created child ${wanted.name} with PIN ${wanted.pin}`);
    } else if (child.pinHmac !== pinHmac(deps.config.appSecret, wanted.pin)) {
      await updateChild(deps, actor, child.id, { pin: wanted.pin });
      console.log(`  child ${wanted.name} already exists; PIN set back to ${wanted.pin}`);
    } else {
      console.log(`  child ${wanted.name} already exists with PIN ${wanted.pin}`);
    }
  }
}

async function ensureDemoHistory(deps: AppDeps, actor: ParentActor) {
  const family = await deps.database.db.select().from(children).where(eq(children.parentId, actor.parentId));
  for (const child of family) {
    const player = DEMO_PLAYERS[child.name];
    if (!player) continue;
    const saved = await seedDemoHistory(deps, actor, child, player);
    console.log(
      saved > 0
        ? `  saved ${saved} games over 60 days for ${child.name}`
        : `  ${child.name} already has games; history left as it is`,
    );
  }
}

async function ensureDemoEngagement(deps: AppDeps, actor: ParentActor) {
  const family = await deps.database.db
    .select()
    .from(children)
    .where(eq(children.parentId, actor.parentId))
    .orderBy(children.createdAt);
  const challenged = await seedDemoChallenges(deps, actor.userId, family);
  console.log(
    challenged
      ? "  a finished challenge between the children, and one waiting for the first to accept"
      : "  challenges left as they are",
  );
  const painted = await seedDemoAvatars(deps, actor, family);
  console.log(painted ? "  an avatar for each child, chosen as theirs" : "  avatars left as they are");
  const sent = await seedDemoMissions(deps, actor, family);
  console.log(
    sent
      ? "  a mission the first child has finished (a sticker in their awards), and one to do for each child"
      : "  missions left as they are",
  );
}

/** The premium demo parent's subscription: paid on the local test checkout, 30 days from now, unless Premium is already there. */
async function ensurePremium(deps: AppDeps, actor: ParentActor) {
  if (await parentHasPremium(deps.database.db, actor.parentId, deps.clock())) {
    console.log(`  ${actor.email} already has Premium`);
    return;
  }
  const session = randomUUID();
  await applySubscription(deps, newLocalSubscription(session, actor.parentId, deps.clock()), {
    id: `local_checkout_${session}`,
    type: "checkout.session.completed",
  });
  console.log(`  ${actor.email} has Premium: an active local subscription for 30 days, renewing`);
}

runScript(async () => {
  const deps = await openScriptDeps();
  try {
    console.log(`Demo family in ${describeDatabase(deps)}:`);
    for (const family of [DEMO_FAMILY, PREMIUM_FAMILY]) {
      const actor = await ensureDemoParent(deps, family.email);
      if (family === PREMIUM_FAMILY) await ensurePremium(deps, actor);
      await ensureDemoChildren(deps, actor, family);
      await ensureDemoHistory(deps, actor);
      await ensureDemoEngagement(deps, actor);
    }
    console.log(
      `Done. Parents sign in at ${deps.config.publicUrl}/parent/login; children at ${deps.config.publicUrl}/child/login.`,
    );
  } finally {
    // The saves' work left running after their answers (their finished follow-ups' records) ends first.
    await deps.background.settled();
    await deps.database.close();
  }
});
