-- More time (shared/game/time-allowance.ts): the clock a child's games are played on, and the clock each game and challenge was played on. Each column comes with a constant default, so adding it rewrites no table; the rows already there were all played on the standard clock.
ALTER TABLE "children" ADD COLUMN "time_allowance" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "time_allowance" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "time_allowance" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_time_allowance_check" CHECK ("children"."time_allowance" in ('standard', 'one_and_a_half', 'double', 'untimed'));--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_time_allowance_check" CHECK ("challenges"."time_allowance" in ('standard', 'one_and_a_half', 'double'));--> statement-breakpoint
-- Not read through: every game already saved holds the default, which the check allows, and reading a year of games would hold the table's lock for as long; games written from now on are checked.
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_time_allowance_check" CHECK ("sessions"."time_allowance" in ('standard', 'one_and_a_half', 'double', 'untimed')) NOT VALID;
