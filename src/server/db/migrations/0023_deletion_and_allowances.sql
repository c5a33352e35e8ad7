CREATE TABLE "ai_feedback_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "avatar_generations" DROP CONSTRAINT "avatar_generations_child_id_children_id_fk";
--> statement-breakpoint
ALTER TABLE "avatar_generations" ALTER COLUMN "child_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "forget_once_done" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_feedback_uses" ADD CONSTRAINT "ai_feedback_uses_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_feedback_uses_parent_idx" ON "ai_feedback_uses" USING btree ("parent_id","created_at");--> statement-breakpoint
ALTER TABLE "avatar_generations" ADD CONSTRAINT "avatar_generations_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avatar_generations_parent_idx" ON "avatar_generations" USING btree ("parent_id","created_at");--> statement-breakpoint
-- The last hour's feedback requests, so that the allowance in force when this runs still counts them.
INSERT INTO "ai_feedback_uses" ("parent_id", "created_at")
SELECT "children"."parent_id", "quiz_results"."created_at"
FROM "quiz_results" INNER JOIN "children" ON "children"."id" = "quiz_results"."child_id"
WHERE "quiz_results"."created_at" > now() - interval '1 hour';
