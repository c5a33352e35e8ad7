import { describe, expect, it } from "vitest";
import { messages } from "./messages";

/**
 * The product's catalogue of messages of the account area (accounts, sign-in, children,
 * support, payments and account, streak, games) and of the analytics built
 * so far, copied verbatim: each must
 * be the text the product shows, and the feature tests assert each one
 * through `messages`.
 */
const ACCOUNT_AREA_CATALOGUE = [
  "All fields are required",
  "Please enter a valid email address",
  "Password must be at least 6 characters long",
  "Passwords do not match",
  "An error occurred during signup",
  "Email and password are required",
  "Invalid email or password",
  "Parent record not found",
  "Please enter your email address",
  "Check Your Email",
  "Sign up with this referral link and you'll get 1 week of Premium access.",
  "Verifying authentication...",
  "Invalid or expired reset link. Please request a new password reset.",
  "Invalid reset link. Please request a new password reset.",
  "An error occurred while processing your reset link.",
  "This password reset link has expired or is invalid. Please request a new one.",
  "Failed to update password. Please try again.",
  "An unexpected error occurred. Please try again.",
  "New passwords do not match",
  "New password must be at least 6 characters long",
  "Current password is incorrect",
  "Login failed",
  "Invalid response from server",
  "Something went wrong. Please try again.",
  "Logout failed. Please try again.",
  "No authenticated session",
  "No authenticated session found",
  "No authentication token available",
  "Sign out timeout",
  "Please enter a name",
  "PIN must be exactly 4 digits",
  "Child limit reached. You can only add up to 5 children.",
  "User not authenticated",
  "Failed to create child profile",
  "Cannot create child session: missing parent user ID",
  "Please describe your issue or question",
  "Please complete the CAPTCHA",
  "Failed to send message",
  "Thank you! We'll be in touch soon.",
  "Failed to submit your request. Please try again later.",
  "Please sign in to upgrade",
  "Failed to create checkout session",
  "Failed to open checkout. Please try again.",
  "Failed to cancel subscription",
  "No premium access to cancel.",
  "Your account could not be deactivated. Please contact support.",
  "You must be logged in to deactivate your account",
  "Failed to copy link to clipboard.",
  "Start today!",
  "{n}-day streak",
  "Session save timed out or failed. Your progress may not have been saved. Please try again.",
  "An error occurred while saving your results.",
  "Failed to save session results. Please try again.",
  "Session expired or missing. Please try again.",
  "Failed to load analytics data",
  "No practice sessions recorded yet",
  "Last 2 Weeks Progress",
];

/** Missions and Coach Mode (docs/product/gameplay.md#missions, #coach-mode). */
const MISSIONS_CATALOGUE = [
  "Child already has an active mission. Complete or archive the existing challenge first.",
  "Please enter a custom reward text",
  "Please select a digital sticker",
  "Failed to load challenge data. Please try again.",
  "Failed to send mission",
  "Failed to clear the existing mission. Please try again.",
  "Mission sent successfully! Your child will see it when they start playing.",
  "Challenge not found or not active for this child.",
  "Failed to load challenge details. Please try again.",
  "Unsupported game mode for this challenge.",
  "Failed to generate challenge suggestion",
  "Failed to generate new suggestion. Please try again.",
];

/** Badges and challenge results (docs/product/gameplay.md#badges, #head-to-head-challenges), word for word, American spelling and all. */
const BADGES_AND_CHALLENGES_CATALOGUE = [
  "Keep practicing to earn your first badge!",
  "Good effort! Keep practicing to win next time!",
];

/** Avatars (docs/product/gameplay.md#avatars). */
const AVATARS_CATALOGUE = [
  "Please select a character type and color theme",
  "You've reached the monthly limit of 12 avatar generations. Try again next month.",
  "You can only store up to 3 avatars. Please delete some existing avatars first.",
  "Avatar generation may take 10-30 seconds",
  "Failed to generate avatar",
  "Failed to load avatars",
  "Failed to update avatar",
  "Failed to delete avatar",
  "Generate New Avatar",
  "Save Avatar",
];

describe("the spec's messages", () => {
  it("of avatars are the product's, word for word", () => {
    const ours = new Set<string>(Object.values(messages));
    expect(AVATARS_CATALOGUE.filter((m) => !ours.has(m))).toEqual([]);
  });

  it("of missions and Coach Mode are the product's, word for word", () => {
    const ours = new Set<string>(Object.values(messages));
    expect(MISSIONS_CATALOGUE.filter((m) => !ours.has(m))).toEqual([]);
  });

  it("of badges and challenge results are the product's, word for word", () => {
    const ours = new Set<string>(Object.values(messages));
    expect(BADGES_AND_CHALLENGES_CATALOGUE.filter((m) => !ours.has(m))).toEqual([]);
  });

  it("are the product's, word for word", () => {
    const ours = new Set<string>(Object.values(messages));
    expect(ACCOUNT_AREA_CATALOGUE.filter((m) => !ours.has(m))).toEqual([]);
  });
});
