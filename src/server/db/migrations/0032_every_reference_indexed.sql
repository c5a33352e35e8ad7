-- Every reference has an index that leads with it: a deleted game, child or family finds the rows that name it (to delete them or set them to null) by index, instead of reading every row of the table, which grows with the product (decision 0037).
CREATE INDEX "generated_avatars_parent_idx" ON "generated_avatars" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "generated_avatars_user_idx" ON "generated_avatars" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "challenge_notification_dismissals_challenge_idx" ON "challenge_notification_dismissals" USING btree ("challenge_id");--> statement-breakpoint
CREATE INDEX "challenges_initiator_session_idx" ON "challenges" USING btree ("initiator_session_id") WHERE "challenges"."initiator_session_id" is not null;--> statement-breakpoint
CREATE INDEX "challenges_opponent_session_idx" ON "challenges" USING btree ("opponent_session_id") WHERE "challenges"."opponent_session_id" is not null;--> statement-breakpoint
CREATE INDEX "challenges_winner_child_idx" ON "challenges" USING btree ("winner_child_id") WHERE "challenges"."winner_child_id" is not null;--> statement-breakpoint
CREATE INDEX "challenges_winner_user_idx" ON "challenges" USING btree ("winner_user_id") WHERE "challenges"."winner_user_id" is not null;--> statement-breakpoint
CREATE INDEX "child_unlocked_rewards_child_idx" ON "child_unlocked_rewards" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "child_unlocked_rewards_sticker_idx" ON "child_unlocked_rewards" USING btree ("digital_reward_id") WHERE "child_unlocked_rewards"."digital_reward_id" is not null;--> statement-breakpoint
CREATE INDEX "parent_challenges_parent_idx" ON "parent_challenges" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "parent_challenges_session_idx" ON "parent_challenges" USING btree ("session_id") WHERE "parent_challenges"."session_id" is not null;--> statement-breakpoint
CREATE INDEX "user_badges_user_idx" ON "user_badges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_badges_badge_idx" ON "user_badges" USING btree ("badge_id");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_parent_id");--> statement-breakpoint
CREATE INDEX "quiz_results_user_idx" ON "quiz_results" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quiz_results_session_idx" ON "quiz_results" USING btree ("session_id") WHERE "quiz_results"."session_id" is not null;--> statement-breakpoint
CREATE INDEX "support_requests_user_idx" ON "support_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_requests_email_idx" ON "support_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "parents_referred_by_idx" ON "parents" USING btree ("referred_by") WHERE "parents"."referred_by" is not null;