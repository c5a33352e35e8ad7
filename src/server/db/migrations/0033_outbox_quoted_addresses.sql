-- The addresses each email quotes, kept with it, so that deleting a family finds its address in others' emails by index instead of reading every body (decision 0041). The rows already there keep null (added without a default, then the default set), which says "not read yet": they are found by their text, as before.
ALTER TABLE "email_outbox" ADD COLUMN "quoted_addresses" text[];--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "quoted_addresses" SET DEFAULT '{}'::text[];--> statement-breakpoint
CREATE INDEX "email_outbox_quoted_addresses_idx" ON "email_outbox" USING gin ("quoted_addresses");--> statement-breakpoint
CREATE INDEX "email_outbox_quotes_unread_idx" ON "email_outbox" USING btree ("id") WHERE "email_outbox"."quoted_addresses" is null;
