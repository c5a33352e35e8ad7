CREATE TABLE "save_follow_ups" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"steps" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "save_follow_ups" ADD CONSTRAINT "save_follow_ups_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "save_follow_ups_due_idx" ON "save_follow_ups" USING btree ("next_attempt_at");