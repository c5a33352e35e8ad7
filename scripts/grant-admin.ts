// `npm run admin:grant -- EMAIL`: makes an existing parent an admin.
import { eq } from "drizzle-orm";
import { ensureParent } from "../src/server/accounts/ensure-parent";
import { parents, users } from "../src/server/db/schema/users";
import { ScriptError, describeDatabase, openScriptDeps, runScript } from "./script-deps";

runScript(async () => {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email) throw new ScriptError("Usage: npm run admin:grant -- EMAIL (the email of an existing parent account)");
  const deps = await openScriptDeps();
  try {
    const db = deps.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    if (!user) throw new ScriptError(`No parent account has the email ${email} in ${describeDatabase(deps)}.`);
    const parent = await ensureParent(db, user);
    if (parent.isAdmin) {
      console.log(`${email} is already an admin.`);
      return;
    }
    await db.update(parents).set({ isAdmin: true }).where(eq(parents.id, parent.id));
    console.log(`${email} is now an admin. The change applies from their next request.`);
  } finally {
    await deps.database.close();
  }
});
