ALTER TABLE "challenges" ADD COLUMN "question_seed" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_seed_check" CHECK ("challenges"."question_seed" >= 0);