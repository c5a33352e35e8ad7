CREATE TABLE "child_fact_stats" (
	"child_id" uuid NOT NULL,
	"operation" text NOT NULL,
	"operand1" integer NOT NULL,
	"operand2" integer NOT NULL,
	"attempts" integer NOT NULL,
	"correct" integer NOT NULL,
	"recent_ms" integer[] NOT NULL,
	"recent_correct" boolean[] NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "child_fact_stats_child_id_operation_operand1_operand2_pk" PRIMARY KEY("child_id","operation","operand1","operand2"),
	CONSTRAINT "child_fact_stats_operation_check" CHECK ("child_fact_stats"."operation" in ('addition', 'subtraction', 'multiplication', 'division')),
	CONSTRAINT "child_fact_stats_counts_check" CHECK ("child_fact_stats"."correct" >= 0 and "child_fact_stats"."correct" <= "child_fact_stats"."attempts")
);
--> statement-breakpoint
ALTER TABLE "child_fact_stats" ADD CONSTRAINT "child_fact_stats_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The figures of the games already played: each fact's answers counted, and its last ten kept, oldest first.
INSERT INTO "child_fact_stats" ("child_id", "operation", "operand1", "operand2", "attempts", "correct", "recent_ms", "recent_correct", "last_at")
SELECT "child_id", "question_type", "operand1", "operand2", count(*), count(*) FILTER (WHERE "is_correct"),
  array_agg("ms" ORDER BY "n" DESC) FILTER (WHERE "n" <= 10),
  array_agg("is_correct" ORDER BY "n" DESC) FILTER (WHERE "n" <= 10),
  max("created_at")
FROM (
  SELECT s."child_id", q."question_type", q."operand1", q."operand2", q."is_correct",
    coalesce((q."metadata"->>'responseTime')::int, 0) AS "ms", s."created_at",
    row_number() OVER (
      PARTITION BY s."child_id", q."question_type", q."operand1", q."operand2"
      ORDER BY s."created_at" DESC, q."position" DESC
    ) AS "n"
  FROM "questions" q JOIN "sessions" s ON s."id" = q."session_id"
  WHERE s."child_id" IS NOT NULL AND q."question_type" IN ('addition', 'subtraction', 'multiplication', 'division')
) AS "answers"
GROUP BY "child_id", "question_type", "operand1", "operand2";
