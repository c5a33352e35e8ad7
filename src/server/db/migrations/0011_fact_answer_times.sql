ALTER TABLE "child_fact_stats" ADD COLUMN "recent_at" timestamp with time zone[] DEFAULT '{}'::timestamptz[] NOT NULL;--> statement-breakpoint
-- The times of the answers already kept: each fact's last ten answers' game times, oldest first, as 0008 kept them.
UPDATE "child_fact_stats" f SET "recent_at" = a."recent_at"
FROM (
  SELECT "child_id", "question_type", "operand1", "operand2",
    array_agg("created_at" ORDER BY "n" DESC) FILTER (WHERE "n" <= 10) AS "recent_at"
  FROM (
    SELECT s."child_id", q."question_type", q."operand1", q."operand2", s."created_at",
      row_number() OVER (
        PARTITION BY s."child_id", q."question_type", q."operand1", q."operand2"
        ORDER BY s."created_at" DESC, q."position" DESC
      ) AS "n"
    FROM "questions" q JOIN "sessions" s ON s."id" = q."session_id"
    WHERE s."child_id" IS NOT NULL AND q."question_type" IN ('addition', 'subtraction', 'multiplication', 'division')
  ) AS "answers"
  GROUP BY "child_id", "question_type", "operand1", "operand2"
) AS a
WHERE f."child_id" = a."child_id" AND f."operation" = a."question_type"
  AND f."operand1" = a."operand1" AND f."operand2" = a."operand2";
