/** Every business constant of the specification, named, in one place. */

export const MAX_CHILDREN_PER_PARENT = 5;
export const PIN_LENGTH = 4;
export const PIN_PATTERN = /^[0-9]{4}$/;
export const PASSWORD_MIN_LENGTH = 6;

export const CHILD_SESSION_MINUTES = 60;
export const SIGN_OUT_TIMEOUT_MS = 5_000;

/** Parent sessions: a rolling 30-day login on a browser the parent chose to use. */
export const PARENT_SESSION_DAYS = 30;
export const TRUSTED_DEVICE_DAYS = 400;
export const PASSWORD_RESET_MINUTES = 60;
/** At most one password-reset email per address in this time (the answer is the same either way). */
export const PASSWORD_RESET_EMAIL_INTERVAL_MS = 60_000;
/** The same support message from the same address within this time is one request, emailed once. */
export const SUPPORT_REPEAT_WINDOW_MS = 60_000;
/** At most one "we have your request" email per address in this time: after a request from it, none until it has passed. */
export const SUPPORT_CONFIRMATION_INTERVAL_MS = 60_000;

export const PREMIUM_PRICE_PENCE = 499;
/** The price as the product shows it: "£4.99". */
export const PREMIUM_PRICE = `£${(PREMIUM_PRICE_PENCE / 100).toFixed(2)}`;
/** A local test checkout's subscription period (Stripe sets its own). */
export const LOCAL_SUBSCRIPTION_PERIOD_DAYS = 30;
/** How long the dashboard waits, after returning from checkout, before saying the payment has not arrived yet. */
export const CHECKOUT_CONFIRM_WAIT_MS = 30_000;
/** What Premium unlocks, each refused to a family without it with `premium_required`; and how the upsell names it. */
export const PREMIUM_FEATURES = ["analytics", "challenge_mode", "ai_feedback", "premium_stickers"] as const;
export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];
export const PREMIUM_FEATURE_NAMES: Readonly<Record<PremiumFeature, string>> = {
  analytics: "Analytics",
  challenge_mode: "Challenge Mode",
  ai_feedback: "AI tutor feedback",
  premium_stickers: "Premium stickers",
};
/**
 * What made a piece of generated output (tutor feedback, an avatar): Maths
 * Sprint's own built-in rules, or the configured AI service. Shown beside it,
 * so that nothing the built-in rules made is called AI.
 */
export const OUTPUT_SOURCES = ["built_in", "ai"] as const;
export type OutputSource = (typeof OUTPUT_SOURCES)[number];
/**
 * The week of Premium a referral gives the new parent and the referrer, once it counts: the new parent
 * has proved their address (a verification email) and one of their children has saved a game.
 */
export const REFERRAL_PREMIUM_DAYS = 7;
/** How long a link that proves a parent's address may be used. */
export const EMAIL_VERIFICATION_HOURS = 48;
/** A parent may ask for another verification email once a minute. */
export const EMAIL_VERIFICATION_RESEND_MS = 60_000;
/** The most weeks a parent earns by referring others. */
export const REFERRAL_MAX_WEEKS = 4;
/** A referral code: 8 characters without look-alikes (no I, L, O, 0 or 1). */
export const REFERRAL_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const REFERRAL_CODE_LENGTH = 8;

export const DIFFICULTY_LEVELS = ["beginner", "intermediate", "expert"] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];
export const DIFFICULTY_LABELS: Readonly<Record<DifficultyLevel, string>> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  expert: "Expert",
};

/** The times tables a parent can ask Smart Practice and the coach to focus on. */
export const FOCUS_TABLE_MIN = 2;
export const FOCUS_TABLE_MAX = 12;

/** A child offered the next level: this many games in a row at their level, each at least LEVEL_UP_PERCENT. */
export const LEVEL_OFFER_GAMES = 3;
export const LEVEL_UP_PERCENT = 90;
/** A child offered an easier level: as many games in a row, each under this. */
export const LEVEL_DOWN_PERCENT = 50;

export const INACTIVITY_LOGOUT_MS = 15 * 60_000;
export const INACTIVITY_WARNING_MS = 60_000;
export const INACTIVITY_COUNTDOWN_SECONDS = 60;
export const INACTIVITY_RESTART_THRESHOLD_MS = 1_000;

export const RESET_REDIRECT_MS = 2_000;
export const SUPPORT_CONFIRMATION_MS = 3_000;
/** Where the captcha widget fetches its challenge (GET, public). */
export const CAPTCHA_CHALLENGE_PATH = "/api/captcha/challenge";

/** Longest name and message the support form takes. */
export const SUPPORT_NAME_MAX = 100;
export const SUPPORT_MESSAGE_MAX = 5_000;
export const ACCOUNT_MESSAGE_CLEAR_MS = 5_000;
export const ACCOUNT_CLOCK_TICK_MS = 60_000;
export const UPSELL_SUPPRESSION_MS = 24 * 60 * 60_000;
export const COMPLETED_CHALLENGE_POLL_MS = 30_000;

export const TESTIMONIAL_MIN_LOGINS = 3;
export const TESTIMONIAL_SNOOZE_MS = 24 * 60 * 60_000;
export const TESTIMONIAL_DEFAULT_RATING = 5;
export const TESTIMONIAL_MAX_RATING = 5;
/** The longest testimonial the prompt takes (no product rule sets one). */
export const TESTIMONIAL_COMMENT_MAX = 2_000;
/** How long the prompt's thank-you stays before it closes by itself. */
export const TESTIMONIAL_THANKS_MS = 3_000;

export const STREAK_COLOUR_STEPS = [3, 7] as const;
export const SHIELD_DAILY_TOWER_WINS = 3;
export const SHIELD_VALID_DAYS = 7;
export const SHIELD_EXPIRING_SOON_MS = 24 * 60 * 60_000;
export const TOWER_UNLOCK_STREAK_DAYS = 3;
/** The streak's lookup gives up after this long, and the dashboard shows what it last knew (or a streak of 0). */
export const STREAK_LOOKUP_TIMEOUT_MS = 5_000;

/** Badges (docs/product/gameplay.md#badges). */
export const BADGE_TOAST_MS = 5_000;
/** The awards dialog is at most this share of the screen's height. */
export const AWARDS_HEIGHT_SHARE = 0.9;
/** The most a badge's counts may ask for (the product rules set only the minimum, 1). */
export const BADGE_COUNT_MAX = 100_000;
/** A badge image is under 2 MB (docs/product/gameplay.md#badges): at most this many bytes. */
export const BADGE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/**
 * A badge image is at most this many pixels wide and high, as its header says: a few kilobytes can
 * declare 20,000 × 20,000 pixels, which every browser showing the badge would have to decode.
 */
export const BADGE_IMAGE_MAX_SIDE = 2048;
export const BADGE_NAME_MAX_LENGTH = 60;
export const BADGE_DESCRIPTION_MAX_LENGTH = 200;
/** A daily-streak badge looks at the last 7 days. */
export const DAILY_STREAK_WINDOW_DAYS = 7;
/** The modes whose games count for a high-score-sessions badge unless it names its own. */
export const HIGH_SCORE_DEFAULT_MODES = ["timed", "get_to_100", "missing_piece"] as const;

/** Weekly wins look at the last 7 days (docs/product/gameplay.md#weekly-wins). */
export const WEEKLY_WINS_DAYS = 7;
/** The coach's suggestion looks at this many days of a child's history. */
export const COACH_HISTORY_DAYS = 30;
/** Suggestions an AI model makes for one family in an hour; past it, the built-in coach answers. */
export const AI_SUGGESTIONS_PER_FAMILY_HOUR = 20;
/**
 * How long the tutor and the coach wait for the AI service's whole answer before the built-in
 * tutor and coach answer instead (the request to the service is then abandoned).
 */
export const AI_TIMEOUT_MS = 8_000;
/** Failures of the AI service in a row (no answer in time, an error status) after which it is rested. */
export const AI_CIRCUIT_FAILURES = 3;
/** How long a rested AI service is not called: the built-in tutor and coach answer at once meanwhile. */
export const AI_CIRCUIT_REST_MS = 60_000;

/** Avatars (docs/product/gameplay.md#avatars): stored per child, and generations per child in a calendar month (UTC). */
export const AVATARS_STORED_MAX = 3;
export const AVATAR_GENERATIONS_PER_MONTH = 12;
/** How long an image model may take for one avatar before the built-in painter draws it instead. */
export const AVATAR_IMAGE_TIMEOUT_MS = 60_000;
/** The largest picture an image model may answer with. */
export const AVATAR_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** The most pixels each way an image model's picture may declare (models draw 1024 × 1024). */
export const AVATAR_IMAGE_MAX_SIDE = 2048;
/**
 * Child PIN sign-in defence (docs/product/engineering-rules.md#child-pin-defence). After the n-th consecutive failure on a
 * counter, the counter is closed for this long. `null` means closed until the
 * parent turns PIN sign-in back on.
 */
export const PIN_LOCK_SCHEDULE_MS: Readonly<Record<number, number | null>> = {
  5: 60_000,
  6: 5 * 60_000,
  7: 15 * 60_000,
  8: 15 * 60_000,
  9: 60 * 60_000,
  10: null,
};
export const PIN_FAILURES_BEFORE_DISABLE = 10;
export const PIN_IP_FAILURES_PER_HOUR = 20;

/** Parent sign-in: failures per email in a window, then throttled. */
export const PARENT_LOGIN_MAX_FAILURES = 10;
export const PARENT_LOGIN_WINDOW_MS = 15 * 60_000;

/**
 * The weekly report's unsubscribe link, in a window: links that are not ours
 * from one client address (posted or opened), then refused; and the times one
 * link turns the report off (an already-off report is never counted).
 */
export const UNSUBSCRIBE_FORGED_LINKS_PER_ADDRESS = 30;
export const UNSUBSCRIBE_TURN_OFFS_PER_LINK = 10;
export const UNSUBSCRIBE_LIMIT_WINDOW_MS = 15 * 60_000;

/** The most guessable 4-digit PINs, refused at creation. */
export const GUESSABLE_PINS: ReadonlySet<string> = new Set([
  "0000",
  "1111",
  "2222",
  "3333",
  "4444",
  "5555",
  "6666",
  "7777",
  "8888",
  "9999",
  "1234",
  "2345",
  "3456",
  "4567",
  "5678",
  "6789",
  "0123",
  "9876",
  "8765",
  "7654",
  "6543",
  "5432",
  "4321",
  "3210",
  "1212",
  "2580",
  "1004",
  "2000",
  "6969",
  "1122",
  "1313",
  "4444",
  "2001",
  "1010",
]);

/** Per-fact figures keep each fact's last this many answers (the fluency map reads them). */
export const FACT_RECENT_ANSWERS = 10;
/**
 * ...and the first answer of each of its last this many sittings (UTC days
 * with an answer to it): when a fact was met and how, over months, which the
 * ten answers do not show (docs/decisions/0076-the-plans-order-reaches-the-oracle.md).
 */
export const FACT_KEPT_SITTINGS = 60;
/** The times-table fluency map covers 1 × 1 to this × this. */
export const FLUENCY_MAP_SIZE = 12;
/** The Multiplication Tables Check gives 6 seconds a question: a secure fact is recalled within it. */
export const FLUENCY_SECURE_MS = 6_000;
/** A fluent fact is recalled within 3 seconds (a beginner's; FACT_FLUENT_MS below by level); slower right answers are named. */
export const FLUENCY_FLUENT_MS = 3_000;
/**
 * The per-fact model (shared/learning/fact-model.ts). Answers to a fact within
 * this long of the first are one review (a session, and its re-asks).
 */
export const FACT_REVIEW_GAP_MS = 12 * 3_600_000;
/** Days to the next review after 1, 2, 3, then 4 or more right reviews in a row (an expanding schedule). */
export const FACT_INTERVAL_DAYS = [1, 3, 7, 21] as const;
/** Secure: right within the MTC's 6 s (FLUENCY_SECURE_MS) at each of the last this many reviews. */
export const FACT_SECURE_REVIEWS = 2;
/** Fluent: right within the level's time at each of the last this many spaced reviews. */
export const FACT_FLUENT_REVIEWS = 3;
/**
 * The fluent time by difficulty: 3 s for younger children; stricter for older
 * ones (Khan Academy's math facts asks 0.8 s of a spoken or clicked answer;
 * a typed two-digit answer takes longer, so the expert level asks 1.5 s).
 */
export const FACT_FLUENT_MS: Readonly<Record<DifficultyLevel, number>> = {
  beginner: FLUENCY_FLUENT_MS,
  intermediate: 2_000,
  expert: 1_500,
};
/**
 * The highest times table a parent is told to practise at each level: the
 * level's games go no further (docs/product/gameplay.md#question-pools:
 * beginner and intermediate to 10, expert to 12), whatever the Times Tables
 * Check asked.
 */
export const ADVICE_MAX_TABLE: Readonly<Record<DifficultyLevel, number>> = {
  beginner: 10,
  intermediate: 10,
  expert: 12,
};
/** Smart Practice: questions in a session, and its time limit. */
export const PRACTICE_QUESTIONS = 30;
export const PRACTICE_SECONDS = 180;
/** At most this many facts never tried before in a session (Burns, 2016: incremental rehearsal)... */
export const PRACTICE_NEW_FACTS = 4;
/** ...and one for each this many questions of a shorter session. */
export const PRACTICE_QUESTIONS_PER_NEW_FACT = 7;
/** A missed fact is asked again this many questions later in the same session. */
export const PRACTICE_REASK_AFTER = 3;
/** The share of right answers a session aims at. */
export const PRACTICE_TARGET_SUCCESS = 0.8;
/**
 * The Multiplication Tables Check rehearsal (docs/decisions/0013-mtc-rehearsal.md),
 * after the Standards and Testing Agency's assessment framework (2018): 3
 * practice questions, then 25 questions of 6 seconds each with a 3-second
 * pause between them.
 */
export const MTC_PRACTICE_QUESTIONS = 3;
export const MTC_QUESTIONS = 25;
export const MTC_QUESTION_SECONDS = 6;
export const MTC_PAUSE_SECONDS = 3;
/** After the practice, before the first question that counts. */
export const MTC_INTERLUDE_SECONDS = 5;
/**
 * The national average score out of 25 in June 2025 (pupils in England who
 * took the check): Department for Education, "Multiplication tables check
 * attainment, academic year 2024/25", explore-education-statistics.service.gov.uk
 * (reported by Tes, "Pupils continue to improve in multiplication tables check":
 * 37% of pupils scored full marks).
 */
export const MTC_NATIONAL_AVERAGE = 21.0;
export const MTC_NATIONAL_AVERAGE_YEAR = 2025;
/** Analytics' score-over-time chart covers this many days. */
export const SCORE_HISTORY_DAYS = 90;
/** The Recent Sessions performance bar: green from this percent, yellow from the next, red below. */
export const PERFORMANCE_GREEN_PERCENT = 80;
export const PERFORMANCE_YELLOW_PERCENT = 60;
/** Tutor feedback a family may ask for in an hour (each one runs the tutor, which may be a paid model). */
export const AI_FEEDBACK_PER_HOUR = 20;
