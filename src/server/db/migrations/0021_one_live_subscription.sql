CREATE TABLE "open_checkouts" (
	"parent_id" uuid PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "open_checkouts" ADD CONSTRAINT "open_checkouts_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A family holding several live subscriptions keeps its newest; the others are marked ended. A Stripe subscription
-- so marked that Stripe still bills is cancelled there by the webhook of its next change (billing/apply-subscription.ts).
UPDATE "subscriptions" AS "older" SET "subscription_status" = 'canceled', "updated_at" = now()
WHERE "older"."subscription_status" in ('active', 'trialing', 'past_due')
  AND EXISTS (
    SELECT 1 FROM "subscriptions" AS "newer"
    WHERE "newer"."parent_id" = "older"."parent_id"
      AND "newer"."subscription_status" in ('active', 'trialing', 'past_due')
      AND ("newer"."created_at", "newer"."id") > ("older"."created_at", "older"."id")
  );--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_family" ON "subscriptions" USING btree ("parent_id") WHERE "subscriptions"."subscription_status" in ('active', 'trialing', 'past_due');