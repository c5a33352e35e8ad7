CREATE TABLE "ai_usage" (
	"parent_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "ai_usage_parent_id_kind_pk" PRIMARY KEY("parent_id","kind"),
	CONSTRAINT "ai_usage_kind_check" CHECK ("ai_usage"."kind" in ('mission_suggestion'))
);
--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;