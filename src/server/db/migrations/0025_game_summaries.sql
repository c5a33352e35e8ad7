CREATE TABLE "child_day_stats" (
	"child_id" uuid NOT NULL,
	"day" date NOT NULL,
	"mode" text NOT NULL,
	"games" integer NOT NULL,
	"scored" integer NOT NULL,
	"percent_sum" numeric NOT NULL,
	CONSTRAINT "child_day_stats_child_id_day_mode_pk" PRIMARY KEY("child_id","day","mode")
);
--> statement-breakpoint
CREATE TABLE "child_mode_stats" (
	"child_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"games" integer NOT NULL,
	"scored" integer NOT NULL,
	"percent_sum" numeric NOT NULL,
	"best_percent" numeric,
	"duration_sum" bigint NOT NULL,
	"best_score" integer NOT NULL,
	"last_score" integer NOT NULL,
	"last_max_score" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "child_mode_stats_child_id_mode_pk" PRIMARY KEY("child_id","mode")
);
--> statement-breakpoint
ALTER TABLE "child_day_stats" ADD CONSTRAINT "child_day_stats_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_mode_stats" ADD CONSTRAINT "child_mode_stats_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The summaries of the games already played: each child's games of each mode and the latest of them,
INSERT INTO "child_mode_stats" ("child_id", "mode", "games", "scored", "percent_sum", "best_percent", "duration_sum", "best_score", "last_score", "last_max_score", "last_at")
SELECT s."child_id", s."mode", count(*), count(nullif(s."max_score", 0)),
  coalesce(sum(100.0 * s."score" / nullif(s."max_score", 0)), 0), max(100.0 * s."score" / nullif(s."max_score", 0)),
  sum(s."duration"), max(s."score"),
  (array_agg(s."score" ORDER BY s."created_at" DESC))[1], (array_agg(s."max_score" ORDER BY s."created_at" DESC))[1],
  max(s."created_at")
FROM "sessions" s
WHERE s."child_id" IS NOT NULL
GROUP BY s."child_id", s."mode";
--> statement-breakpoint
-- and each child's games of each mode on each UTC day.
INSERT INTO "child_day_stats" ("child_id", "day", "mode", "games", "scored", "percent_sum")
SELECT s."child_id", (s."created_at" AT TIME ZONE 'UTC')::date, s."mode", count(*), count(nullif(s."max_score", 0)),
  coalesce(sum(100.0 * s."score" / nullif(s."max_score", 0)), 0)
FROM "sessions" s
WHERE s."child_id" IS NOT NULL
GROUP BY 1, 2, 3;
