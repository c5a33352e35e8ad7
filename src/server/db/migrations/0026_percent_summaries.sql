CREATE TABLE "child_percent_stats" (
	"child_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"percent" integer NOT NULL,
	"games" integer NOT NULL,
	"fastest_full_marks" integer,
	CONSTRAINT "child_percent_stats_child_id_mode_percent_pk" PRIMARY KEY("child_id","mode","percent"),
	CONSTRAINT "child_percent_stats_percent_check" CHECK ("child_percent_stats"."percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "child_percent_stats" ADD CONSTRAINT "child_percent_stats_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The games already played: each child's games of each mode by whole percentage, and the shortest with full marks.
INSERT INTO "child_percent_stats" ("child_id", "mode", "percent", "games", "fastest_full_marks")
SELECT s."child_id", s."mode", greatest(0, least(100, floor(s."score" * 100.0 / s."max_score")))::int, count(*),
  min(s."duration") FILTER (WHERE s."score" >= s."max_score")
FROM "sessions" s
WHERE s."child_id" IS NOT NULL AND s."max_score" > 0
GROUP BY 1, 2, 3;
