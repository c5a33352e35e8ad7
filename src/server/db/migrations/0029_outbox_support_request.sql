ALTER TABLE "email_outbox" ADD COLUMN "support_request_id" uuid;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_support_request_id_support_requests_id_fk" FOREIGN KEY ("support_request_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_support_request_idx" ON "email_outbox" USING btree ("support_request_id") WHERE "email_outbox"."support_request_id" is not null;--> statement-breakpoint
-- Emails kept before this column named their request by its number in the text (the team's copy and the
-- sender's receipt): a request's id is unique, so each is linked to the one request it names.
UPDATE "email_outbox" AS "o" SET "support_request_id" = "r"."id" FROM "support_requests" AS "r" WHERE strpos("o"."text_body", "r"."id"::text) > 0;
