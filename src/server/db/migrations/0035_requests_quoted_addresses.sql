-- The addresses each support request quotes in its name and description, kept with it, so that deleting a family finds its address in others' requests by index instead of reading every request (decision 0041, as migration 0033 did for the outbox). The rows already there keep null, "not read yet", and are found by their text.
ALTER TABLE "support_requests" ADD COLUMN "quoted_addresses" text[];--> statement-breakpoint
ALTER TABLE "support_requests" ALTER COLUMN "quoted_addresses" SET DEFAULT '{}'::text[];--> statement-breakpoint
CREATE INDEX "support_requests_quoted_addresses_idx" ON "support_requests" USING gin ("quoted_addresses");--> statement-breakpoint
CREATE INDEX "support_requests_quotes_unread_idx" ON "support_requests" USING btree ("id") WHERE "support_requests"."quoted_addresses" is null;
