ALTER TABLE "child_fact_stats" ADD COLUMN "sitting_at" timestamp with time zone[] DEFAULT '{}'::timestamptz[] NOT NULL;--> statement-breakpoint
ALTER TABLE "child_fact_stats" ADD COLUMN "sitting_correct" boolean[] DEFAULT '{}'::boolean[] NOT NULL;--> statement-breakpoint
ALTER TABLE "child_fact_stats" ADD COLUMN "sitting_ms" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- The sittings of the games already played: each fact's first answer on each UTC day, its last 60 days kept, oldest first (FACT_KEPT_SITTINGS; play/fact-stats.ts keeps them from here on).
UPDATE "child_fact_stats" f SET "sitting_at" = k."sitting_at", "sitting_correct" = k."sitting_correct", "sitting_ms" = k."sitting_ms"
FROM (
  SELECT "child_id", "question_type", "operand1", "operand2",
    array_agg("created_at" ORDER BY "day") AS "sitting_at",
    array_agg("is_correct" ORDER BY "day") AS "sitting_correct",
    array_agg("ms" ORDER BY "day") AS "sitting_ms"
  FROM (
    SELECT *, row_number() OVER (
        PARTITION BY "child_id", "question_type", "operand1", "operand2" ORDER BY "day" DESC
      ) AS "late"
    FROM (
      SELECT s."child_id", q."question_type", q."operand1", q."operand2", q."is_correct",
        coalesce((q."metadata"->>'responseTime')::int, 0) AS "ms", s."created_at",
        (s."created_at" AT TIME ZONE 'UTC')::date AS "day",
        row_number() OVER (
          PARTITION BY s."child_id", q."question_type", q."operand1", q."operand2", (s."created_at" AT TIME ZONE 'UTC')::date
          ORDER BY s."created_at", q."position"
        ) AS "n"
      FROM "questions" q JOIN "sessions" s ON s."id" = q."session_id"
      WHERE s."child_id" IS NOT NULL AND q."question_type" IN ('addition', 'subtraction', 'multiplication', 'division')
    ) AS "answers"
    WHERE "n" = 1
  ) AS "firsts"
  WHERE "late" <= 60
  GROUP BY "child_id", "question_type", "operand1", "operand2"
) AS k
WHERE f."child_id" = k."child_id" AND f."operation" = k."question_type"
  AND f."operand1" = k."operand1" AND f."operand2" = k."operand2";
