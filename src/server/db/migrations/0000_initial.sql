CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	CONSTRAINT "auth_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "child_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "child_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "children" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"name" text NOT NULL,
	"pin_hmac" text NOT NULL,
	"difficulty_level" text DEFAULT 'beginner' NOT NULL,
	"avatar" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"has_streak_shield" boolean DEFAULT false NOT NULL,
	"streak_shield_expires_at" timestamp with time zone,
	"streak_shield_uses_count" integer DEFAULT 0 NOT NULL,
	"streak_shield_count" integer DEFAULT 0 NOT NULL,
	"streak_shield_last_earned" timestamp with time zone,
	"times_table_tower_daily_wins" integer DEFAULT 0 NOT NULL,
	"times_table_tower_last_win_date" date,
	CONSTRAINT "children_pin_hmac_check" CHECK ("children"."pin_hmac" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "children_name_check" CHECK (length(btrim("children"."name")) between 1 and 40),
	CONSTRAINT "children_difficulty_check" CHECK ("children"."difficulty_level" in ('beginner', 'intermediate', 'expert')),
	CONSTRAINT "children_counters_check" CHECK ("children"."streak_shield_uses_count" >= 0 and "children"."streak_shield_count" >= 0 and "children"."times_table_tower_daily_wins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('pending', 'sent', 'logged', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"owner_parent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"parent_id" uuid,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"disabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_attempts_kind_key_pk" PRIMARY KEY("kind","key"),
	CONSTRAINT "login_attempts_kind_check" CHECK ("login_attempts"."kind" in ('pin_family_trusted', 'pin_family_other', 'pin_unknown', 'pin_ip', 'parent_email'))
);
--> statement-breakpoint
CREATE TABLE "parents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"premium_until" timestamp with time zone,
	"is_admin" boolean DEFAULT false NOT NULL,
	"login_count" integer DEFAULT 0 NOT NULL,
	"last_active" timestamp with time zone,
	"referral_code" text,
	"referred_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parents_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "parents_referral_code_unique" UNIQUE("referral_code"),
	CONSTRAINT "parents_login_count_check" CHECK ("parents"."login_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_parent_id" uuid NOT NULL,
	"referred_parent_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "referrals_referred_parent_id_unique" UNIQUE("referred_parent_id"),
	CONSTRAINT "referrals_status_check" CHECK ("referrals"."status" in ('pending', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"subscription_id" text NOT NULL,
	"customer_id" text,
	"subscription_status" text NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"payment_method_brand" text,
	"payment_method_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_subscription_id_unique" UNIQUE("subscription_id"),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."subscription_status" in ('incomplete', 'trialing', 'active', 'past_due', 'canceled', 'unpaid'))
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text,
	"email" text NOT NULL,
	"issue_description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_requests_status_check" CHECK ("support_requests"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"comment" text NOT NULL,
	"rating" integer,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_rating_check" CHECK ("testimonials"."rating" is null or "testimonials"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "trusted_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"device_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"trigger_rule" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge_notification_dismissals" (
	"child_id" uuid NOT NULL,
	"challenge_id" uuid NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_notification_dismissals_child_id_challenge_id_pk" PRIMARY KEY("child_id","challenge_id")
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text NOT NULL,
	"initiator_child_id" uuid NOT NULL,
	"opponent_child_id" uuid,
	"opponent_user_id" uuid,
	"initiator_difficulty" text NOT NULL,
	"opponent_difficulty" text,
	"game_mode" text DEFAULT 'challenge' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"initiator_session_id" uuid,
	"opponent_session_id" uuid,
	"initiator_score" integer,
	"opponent_score" integer,
	"winner_child_id" uuid,
	"winner_user_id" uuid,
	"completed_at" timestamp with time zone,
	CONSTRAINT "challenges_status_check" CHECK ("challenges"."status" in ('pending_initiator', 'pending_opponent', 'completed', 'expired', 'cancelled')),
	CONSTRAINT "challenges_one_opponent_check" CHECK (("challenges"."opponent_child_id" is null) <> ("challenges"."opponent_user_id" is null)),
	CONSTRAINT "challenges_not_self_check" CHECK ("challenges"."opponent_child_id" is null or "challenges"."opponent_child_id" <> "challenges"."initiator_child_id")
);
--> statement-breakpoint
CREATE TABLE "child_unlocked_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"parent_challenge_id" uuid NOT NULL,
	"digital_reward_id" uuid,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digital_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'digital_sticker' NOT NULL,
	"asset_url" text NOT NULL,
	"metadata" jsonb,
	"is_premium" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digital_rewards_type_check" CHECK ("digital_rewards"."type" in ('digital_sticker'))
);
--> statement-breakpoint
CREATE TABLE "parent_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"challenge_name" text NOT NULL,
	"challenge_description" text DEFAULT '' NOT NULL,
	"game_mode_target" text NOT NULL,
	"score_target" integer,
	"duration_target" integer,
	"question_type_target" text,
	"specific_operand_target" jsonb,
	"reward_type" text NOT NULL,
	"reward_details" jsonb NOT NULL,
	"ai_suggested" boolean DEFAULT false NOT NULL,
	"focus_area" text,
	"status" text DEFAULT 'active' NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"session_id" uuid,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_challenges_status_check" CHECK ("parent_challenges"."status" in ('active', 'completed', 'archived')),
	CONSTRAINT "parent_challenges_reward_check" CHECK ("parent_challenges"."reward_type" in ('custom_text', 'digital_sticker')),
	CONSTRAINT "parent_challenges_score_check" CHECK ("parent_challenges"."score_target" is null or "parent_challenges"."score_target" >= 1)
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"badge_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_wins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"child_name" text NOT NULL,
	"achievements" jsonb NOT NULL,
	"improvement_areas" jsonb NOT NULL,
	"current_streak" integer DEFAULT 0 NOT NULL,
	"has_shield" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generated_avatars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"parent_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"character_type" text NOT NULL,
	"color_theme" text NOT NULL,
	"hair_color" text,
	"accessories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generated_avatars_character_check" CHECK ("generated_avatars"."character_type" in ('robot', 'princess', 'dragon', 'alien', 'wizard', 'superhero', 'pirate', 'astronaut')),
	CONSTRAINT "generated_avatars_theme_check" CHECK ("generated_avatars"."color_theme" in ('rainbow', 'blue', 'green', 'purple', 'pink', 'orange'))
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question_type" text NOT NULL,
	"operand1" integer NOT NULL,
	"operand2" integer NOT NULL,
	"correct_answer" integer NOT NULL,
	"user_answer" integer,
	"is_correct" boolean NOT NULL,
	"metadata" jsonb,
	"missing_type" text,
	"operator_answer" text,
	"user_operator_answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_type_check" CHECK ("questions"."question_type" in ('addition', 'subtraction', 'multiplication', 'division', 'missing_piece')),
	CONSTRAINT "questions_missing_type_check" CHECK ("questions"."missing_type" is null or "questions"."missing_type" in ('operand1', 'operand2', 'operator', 'result'))
);
--> statement-breakpoint
CREATE TABLE "quiz_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mode" text NOT NULL,
	"topic" text NOT NULL,
	"feedback_summary" text NOT NULL,
	"progress_analysis" text,
	"improvement_tips" jsonb NOT NULL,
	"suggested_activity" text NOT NULL,
	"motivational_message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid,
	"child_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"score" integer NOT NULL,
	"max_score" integer NOT NULL,
	"average_time" real NOT NULL,
	"incorrect_questions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"child_id" uuid,
	"user_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"max_score" integer NOT NULL,
	"duration" integer NOT NULL,
	"difficulty_level" text NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_client_id_unique" UNIQUE("client_id"),
	CONSTRAINT "sessions_mode_check" CHECK ("sessions"."mode" in ('timed', 'get_to_100', 'missing_piece', 'challenge', 'traffic_light', 'times_table_tower')),
	CONSTRAINT "sessions_difficulty_check" CHECK ("sessions"."difficulty_level" in ('beginner', 'intermediate', 'expert')),
	CONSTRAINT "sessions_score_check" CHECK ("sessions"."score" >= 0 and "sessions"."max_score" >= 0 and "sessions"."duration" >= 0)
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_sessions" ADD CONSTRAINT "child_sessions_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_parent_id_parents_id_fk" FOREIGN KEY ("owner_parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parents" ADD CONSTRAINT "parents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_parent_id_parents_id_fk" FOREIGN KEY ("referrer_parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_parent_id_parents_id_fk" FOREIGN KEY ("referred_parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_notification_dismissals" ADD CONSTRAINT "challenge_notification_dismissals_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_notification_dismissals" ADD CONSTRAINT "challenge_notification_dismissals_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_initiator_child_id_children_id_fk" FOREIGN KEY ("initiator_child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_opponent_child_id_children_id_fk" FOREIGN KEY ("opponent_child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_opponent_user_id_users_id_fk" FOREIGN KEY ("opponent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_initiator_session_id_sessions_id_fk" FOREIGN KEY ("initiator_session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_opponent_session_id_sessions_id_fk" FOREIGN KEY ("opponent_session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_winner_child_id_children_id_fk" FOREIGN KEY ("winner_child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_winner_user_id_users_id_fk" FOREIGN KEY ("winner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_unlocked_rewards" ADD CONSTRAINT "child_unlocked_rewards_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_unlocked_rewards" ADD CONSTRAINT "child_unlocked_rewards_parent_challenge_id_parent_challenges_id_fk" FOREIGN KEY ("parent_challenge_id") REFERENCES "public"."parent_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_unlocked_rewards" ADD CONSTRAINT "child_unlocked_rewards_digital_reward_id_digital_rewards_id_fk" FOREIGN KEY ("digital_reward_id") REFERENCES "public"."digital_rewards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_challenges" ADD CONSTRAINT "parent_challenges_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_challenges" ADD CONSTRAINT "parent_challenges_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_challenges" ADD CONSTRAINT "parent_challenges_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_wins" ADD CONSTRAINT "weekly_wins_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_avatars" ADD CONSTRAINT "generated_avatars_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_avatars" ADD CONSTRAINT "generated_avatars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_avatars" ADD CONSTRAINT "generated_avatars_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_feedback" ADD CONSTRAINT "quiz_feedback_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD CONSTRAINT "quiz_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD CONSTRAINT "quiz_results_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD CONSTRAINT "quiz_results_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "child_sessions_child_idx" ON "child_sessions" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "children_parent_created_idx" ON "children" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "children_parent_pin_uq" ON "children" USING btree ("parent_id","pin_hmac");--> statement-breakpoint
CREATE INDEX "email_outbox_to_created_idx" ON "email_outbox" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_parent_idx" ON "login_attempts" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_parent_id");--> statement-breakpoint
CREATE INDEX "subscriptions_parent_idx" ON "subscriptions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "testimonials_user_idx" ON "testimonials" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trusted_devices_parent_device_uq" ON "trusted_devices" USING btree ("parent_id","device_hash");--> statement-breakpoint
CREATE INDEX "challenges_initiator_idx" ON "challenges" USING btree ("initiator_child_id","status");--> statement-breakpoint
CREATE INDEX "challenges_opponent_child_idx" ON "challenges" USING btree ("opponent_child_id","status");--> statement-breakpoint
CREATE INDEX "challenges_opponent_user_idx" ON "challenges" USING btree ("opponent_user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "child_unlocked_rewards_mission_uq" ON "child_unlocked_rewards" USING btree ("parent_challenge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parent_challenges_one_active_uq" ON "parent_challenges" USING btree ("child_id") WHERE "parent_challenges"."status" = 'active';--> statement-breakpoint
CREATE INDEX "parent_challenges_child_idx" ON "parent_challenges" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_badges_child_badge_uq" ON "user_badges" USING btree ("child_id","badge_id");--> statement-breakpoint
CREATE INDEX "weekly_wins_child_idx" ON "weekly_wins" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE INDEX "generated_avatars_child_idx" ON "generated_avatars" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE INDEX "questions_session_idx" ON "questions" USING btree ("session_id","position");--> statement-breakpoint
CREATE INDEX "quiz_feedback_child_idx" ON "quiz_feedback" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE INDEX "quiz_results_child_idx" ON "quiz_results" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_child_created_idx" ON "sessions" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_created_idx" ON "sessions" USING btree ("user_id","created_at");