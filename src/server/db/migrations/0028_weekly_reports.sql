CREATE TABLE "weekly_reports" (
	"parent_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"summary" jsonb NOT NULL,
	CONSTRAINT "weekly_reports_parent_id_week_start_pk" PRIMARY KEY("parent_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "weekly_report" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_reports" ADD CONSTRAINT "weekly_reports_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;