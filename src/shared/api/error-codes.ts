import { z } from "zod";

/**
 * Every code an error body can carry. A new refusal adds its code here first,
 * so the server cannot send, and the client cannot test for, a code nobody
 * declared.
 */
const ERROR_CODES = [
  // The request itself
  "bad_request",
  "validation_failed",
  "not_found",
  "payload_too_large",
  "uri_too_long",
  "headers_too_large",
  "request_timeout",
  "origin_mismatch",
  "rate_limited",
  // Who is calling
  "not_authenticated",
  "session_not_found",
  "invalid_credentials",
  "invalid_token",
  "wrong_password",
  "too_many_attempts",
  "pin_sign_in_resting",
  "admin_required",
  "captcha_invalid",
  "captcha_expired",
  "captcha_used",
  "premium_required",
  // Accounts and children
  "email_in_use",
  "email_already_verified",
  "same_email",
  "common_password",
  "parent_not_found",
  "child_not_found",
  "child_limit_reached",
  "pin_in_use",
  "guessable_pin",
  "missing_parent_user_id",
  "testimonial_exists",
  // Payments
  "checkout_failed",
  "already_subscribed",
  "no_subscription",
  "cancel_failed",
  "account_deletion_blocked",
  // Games
  "game_not_found",
  "client_id_in_use",
  "game_too_long",
  "time_allowance_not_for_mode",
  "too_many_questions",
  "invalid_question",
  "implausible_game",
  "tower_locked",
  // Head-to-head challenges
  "challenge_not_found",
  "cannot_challenge_self",
  "challenge_closed",
  "challenge_questions_mismatch",
  "player_not_participant",
  // Missions
  "mission_active",
  "mission_not_found",
  "mission_impossible",
  "sticker_not_found",
  // Avatars
  "avatar_not_found",
  "avatar_generation_limit",
  "avatar_storage_limit",
  "avatar_generation_failed",
  // Badges and files
  "badge_not_found",
  "badge_name_taken",
  "invalid_image",
  "upload_failed",
  // The server
  "internal_error",
  "database_unavailable",
  /** The database cannot be reached for a moment (a restart, a failover): the same request can be sent again. */
  "service_unavailable",
  /** This server has as much of the work in hand as it takes (load shedding, exports at once): send it again shortly. */
  "service_busy",
  /** The database's disk is full: nothing was written, and the same request can be sent again later. */
  "storage_full",
  // Made by the client when no error body arrives
  "network_error",
  "http_error",
  "invalid_response",
] as const;

/** A code of ours, or one of the web framework's own (`FST_ERR_…`) for a request it refused before any route. */
export const errorCodeSchema = z.union([z.enum(ERROR_CODES), z.templateLiteral(["FST_", z.string()])]);

export type ErrorCode = z.infer<typeof errorCodeSchema>;
