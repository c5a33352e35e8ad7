import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildFamily } from "../../../tests/factories";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import type { ParentActor } from "../auth/actor";
import type { AppDeps } from "../core/deps";
import { emailOutbox } from "../db/schema/email";
import { supportRequests } from "../db/schema/support";
import type * as render from "../emails/render";
import { submitSupportMessage } from "./submit-support-message";
import { submitSupportRequest } from "./submit-support-request";

// Each email rendered, and whether a transaction of the request was open then (React Email's render is slow:
// under the request's lock it would hold the embedded database's one connection).
const watch = vi.hoisted(() => ({ open: 0, rendered: [] as { subject: string; inTransaction: boolean }[] }));
vi.mock("../emails/render", async (importOriginal) => {
  const real = await importOriginal<typeof render>();
  return {
    ...real,
    renderEmail: (input: Parameters<typeof real.renderEmail>[0]) => {
      watch.rendered.push({ subject: input.subject, inTransaction: watch.open > 0 });
      return real.renderEmail(input);
    },
  };
});

let t: TestApp;
let deps: AppDeps;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.database.db;
  const watched = Object.create(db) as typeof db;
  watched.transaction = (work, config) =>
    db.transaction(async (tx) => {
      watch.open++;
      try {
        return await work(tx);
      } finally {
        watch.open--;
      }
    }, config);
  deps = { ...t.deps, database: { ...t.deps.database, db: watched } };
});
afterAll(() => t.close());

const outboxTo = (email: string) =>
  t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

describe("a support request's emails", () => {
  it("are made before the request's transaction opens, from the Help Center and the account page", async () => {
    // Both senders are parents with confirmed addresses, the only kind a receipt goes to.
    const { email } = (await buildFamily(t, { children: 0 })).parent;
    const family = await buildFamily(t, { children: 0 });
    const actor: ParentActor = {
      kind: "parent",
      sessionId: "s",
      userId: family.parent.session.user.id,
      email: family.parent.email,
      parentId: family.parent.session.parentData.id,
      isAdmin: false,
    };
    watch.rendered.length = 0;
    await submitSupportMessage(deps, { name: "Sam Jones", email, message: "Where are the stickers?" }, null);
    await submitSupportRequest(deps, actor, actor.parentId, "The tower will not open");

    expect(watch.rendered).toEqual(
      [
        "Help Center: message from Sam Jones",
        "We have your support request",
        `Support request from ${family.parent.email}`,
        "We have your support request",
      ].map((subject) => ({ subject, inTransaction: false })),
    );
    // And they are sent: the confirmation to each sender, with the number the request is kept under.
    for (const to of [email, family.parent.email]) {
      const [request] = await t.deps.database.db.select().from(supportRequests).where(eq(supportRequests.email, to));
      const confirmations = (await outboxTo(to)).filter((m) => m.subject === "We have your support request");
      expect(confirmations.map((m) => m.textBody.includes(`Your request number is ${request?.id}.`))).toEqual([true]);
    }
  });
});
