ALTER TABLE "generated_avatars" ADD COLUMN "source" text DEFAULT 'built_in' NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_feedback" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "quiz_feedback" ADD COLUMN "source" text DEFAULT 'built_in' NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_feedback" ADD CONSTRAINT "quiz_feedback_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_feedback_session_unique" ON "quiz_feedback" USING btree ("session_id");--> statement-breakpoint
ALTER TABLE "generated_avatars" ADD CONSTRAINT "generated_avatars_source_check" CHECK ("generated_avatars"."source" in ('built_in', 'ai'));--> statement-breakpoint
ALTER TABLE "quiz_feedback" ADD CONSTRAINT "quiz_feedback_source_check" CHECK ("quiz_feedback"."source" in ('built_in', 'ai'));
--> statement-breakpoint
-- Pictures stored before the source was recorded: the built-in painter draws SVG only, an image model never does.
UPDATE "generated_avatars" SET "source" = 'ai' WHERE "storage_key" IS NOT NULL AND "storage_key" NOT LIKE '%.svg';
