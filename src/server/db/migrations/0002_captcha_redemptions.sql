CREATE TABLE "captcha_redemptions" (
	"challenge_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "captcha_redemptions_expires_idx" ON "captcha_redemptions" USING btree ("expires_at");