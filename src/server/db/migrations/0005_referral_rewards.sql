ALTER TABLE "referrals" DROP CONSTRAINT "referrals_referred_parent_id_parents_id_fk";
--> statement-breakpoint
ALTER TABLE "referrals" ALTER COLUMN "referred_parent_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "rewarded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_parent_id_parents_id_fk" FOREIGN KEY ("referred_parent_id") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_rewarded_check" CHECK (not "referrals"."rewarded" or "referrals"."status" = 'completed');