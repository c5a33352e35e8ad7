ALTER TABLE "sessions" DROP CONSTRAINT "sessions_mode_check";--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_mode_check" CHECK ("sessions"."mode" in ('timed', 'get_to_100', 'missing_piece', 'challenge', 'traffic_light', 'times_table_tower', 'smart_practice', 'mtc'));--> statement-breakpoint
-- The default badges that count games of every mode (those whose list holds all seven
-- modes, Smart Practice included since 0013) count Times Tables Check games too. Badges
-- an admin has edited to name fewer modes keep their list.
UPDATE "badges"
SET "trigger_rule" = jsonb_set("trigger_rule", '{game_modes}', ("trigger_rule"->'game_modes') || '["mtc"]'::jsonb)
WHERE "id"::text LIKE 'b4d9e000-0000-4000-8000-0000000000%'
  AND ("trigger_rule"->'game_modes') @> '["timed","get_to_100","missing_piece","challenge","traffic_light","times_table_tower","smart_practice"]'::jsonb
  AND NOT ("trigger_rule"->'game_modes') @> '["mtc"]'::jsonb;
