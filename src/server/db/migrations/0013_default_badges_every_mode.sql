-- The default badges that count games of every mode (those whose list held all six
-- classic modes) count Smart Practice games too. Badges an admin has edited to name
-- fewer modes keep their list.
UPDATE "badges"
SET "trigger_rule" = jsonb_set("trigger_rule", '{game_modes}', ("trigger_rule"->'game_modes') || '["smart_practice"]'::jsonb)
WHERE "id"::text LIKE 'b4d9e000-0000-4000-8000-0000000000%'
  AND ("trigger_rule"->'game_modes') @> '["timed","get_to_100","missing_piece","challenge","traffic_light","times_table_tower"]'::jsonb
  AND NOT ("trigger_rule"->'game_modes') @> '["smart_practice"]'::jsonb;
