CREATE TABLE "challenge_games" (
	"challenge_id" uuid NOT NULL,
	"side" text NOT NULL,
	"session_id" uuid NOT NULL,
	CONSTRAINT "challenge_games_challenge_id_side_pk" PRIMARY KEY("challenge_id","side"),
	CONSTRAINT "challenge_games_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "challenge_games_side_check" CHECK ("challenge_games"."side" in ('initiator', 'opponent'))
);
--> statement-breakpoint
ALTER TABLE "challenge_games" ADD CONSTRAINT "challenge_games_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_games" ADD CONSTRAINT "challenge_games_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The sides already recorded, then the games whose result is still to be recorded (the earliest per side).
INSERT INTO "challenge_games" ("challenge_id", "side", "session_id")
SELECT "id", 'initiator', "initiator_session_id" FROM "challenges" WHERE "initiator_session_id" IS NOT NULL
UNION ALL
SELECT "id", 'opponent', "opponent_session_id" FROM "challenges" WHERE "opponent_session_id" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "challenge_games" ("challenge_id", "side", "session_id")
SELECT DISTINCT ON (c."id", k."side") c."id", k."side", s."id"
FROM "save_follow_ups" f
JOIN "sessions" s ON s."id" = f."session_id"
JOIN "challenges" c ON c."id"::text = f."steps" ->> 'challenge-result'
CROSS JOIN LATERAL (
  SELECT CASE WHEN s."child_id" = c."initiator_child_id" THEN 'initiator' ELSE 'opponent' END AS "side"
) k
ORDER BY c."id", k."side", s."created_at"
ON CONFLICT DO NOTHING;
