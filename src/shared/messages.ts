import type { PremiumFeature } from "./constants";
import { listInWords } from "./words";

/** Every user-facing message of the specification's error catalogue, verbatim. */
export const messages = {
  // Sign-up, login, password
  allFieldsRequired: "All fields are required",
  invalidEmail: "Please enter a valid email address",
  passwordTooShort: "Password must be at least 6 characters long",
  passwordsDoNotMatch: "Passwords do not match",
  signupFailed: "An error occurred during signup",
  emailAndPasswordRequired: "Email and password are required",
  invalidEmailOrPassword: "Invalid email or password",
  parentRecordNotFound: "Parent record not found",
  enterEmail: "Please enter your email address",
  checkYourEmail: "Check Your Email",
  referralBanner: "Sign up with this referral link and you'll get 1 week of Premium access.",
  verifyingAuthentication: "Verifying authentication...",
  resetLinkInvalidOrExpired: "Invalid or expired reset link. Please request a new password reset.",
  resetLinkInvalid: "Invalid reset link. Please request a new password reset.",
  resetLinkProcessingError: "An error occurred while processing your reset link.",
  resetLinkExpired: "This password reset link has expired or is invalid. Please request a new one.",
  updatePasswordFailed: "Failed to update password. Please try again.",
  unexpectedError: "An unexpected error occurred. Please try again.",
  newPasswordsDoNotMatch: "New passwords do not match",
  newPasswordTooShort: "New password must be at least 6 characters long",
  currentPasswordIncorrect: "Current password is incorrect",

  // Child sign-in and session
  loginFailed: "Login failed",
  invalidResponse: "Invalid response from server",
  somethingWentWrong: "Something went wrong. Please try again.",
  logoutFailed: "Logout failed. Please try again.",
  noAuthenticatedSession: "No authenticated session",
  noAuthenticatedSessionFound: "No authenticated session found",
  noAuthToken: "No authentication token available",
  signOutTimeout: "Sign out timeout",

  // Children
  enterName: "Please enter a name",
  pinFourDigits: "PIN must be exactly 4 digits",
  childLimitReached: "Child limit reached. You can only add up to 5 children.",
  userNotAuthenticated: "User not authenticated",
  createChildFailed: "Failed to create child profile",
  missingParentUserId: "Cannot create child session: missing parent user ID",

  // Support and feedback
  describeIssue: "Please describe your issue or question",
  completeCaptcha: "Please complete the CAPTCHA",
  sendMessageFailed: "Failed to send message",
  supportThanks: "Thank you! We'll be in touch soon.",
  supportRequestFailed: "Failed to submit your request. Please try again later.",

  // Payments and account
  signInToUpgrade: "Please sign in to upgrade",
  checkoutSessionFailed: "Failed to create checkout session",
  openCheckoutFailed: "Failed to open checkout. Please try again.",
  cancelSubscriptionFailed: "Failed to cancel subscription",
  noPremiumToCancel: "No premium access to cancel.",
  deactivateFailed: "Your account could not be deactivated. Please contact support.",
  mustBeLoggedInToDeactivate: "You must be logged in to deactivate your account",
  copyLinkFailed: "Failed to copy link to clipboard.",

  // Streak
  startToday: "Start today!",
  /** The streak label from 1 day on; `{n}` is the number of days. */
  streakLabel: "{n}-day streak",

  // Analytics
  loadAnalyticsFailed: "Failed to load analytics data",
  noSessionsYet: "No practice sessions recorded yet",
  lastTwoWeeksProgress: "Last 2 Weeks Progress",
  getAiFeedback: "Get AI Feedback",
  noAiFeedbackYet: "No AI Feedback Yet",
  aiFeedbackFailed: "Failed to generate AI feedback",
  aiFeedbackFailedRetry: "Failed to generate AI feedback. Please try again.",
  /** Beyond the product rules: the hourly limit of tutor feedback per family. */
  aiFeedbackLimit: "That is a lot of feedback for one hour. Please try again a little later.",

  // Badges and the awards dialog
  awardsHeading: "{name} Awards",
  badgesEarnedCount: "{n} of {m} badges earned",
  noBadgesAvailable: "No badges available yet.",
  noBadgesHint: "Complete some maths sessions to start earning badges!",
  noBadgesEarned: "Keep practicing to earn your first badge!",
  authenticationRequired: "Authentication Required",
  signInToViewBadges: "Please sign in to view badges.",
  errorLoadingBadges: "Error loading badges",
  errorLoadingMissionRewards: "Error loading mission rewards",
  loadMissionRewardsFailed: "Failed to load mission rewards",
  missionRewards: "Mission Rewards",
  createBadgeFailed: "Failed to create badge",
  refreshBadgesFailed: "Failed to refresh badges",
  uploadImageFailed: "Failed to upload image",
  adminRequiredForBadgeImages: "Admin privileges required to upload badge images",
  badgeNotFound: "Badge not found or update failed",
  fillAllRequiredFields: "Please fill in all required fields",
  selectValidImage: "Please select a valid image file",
  imageTooLarge: "Image file must be less than 2MB",

  // Games and results
  sessionSaveTimedOut: "Session save timed out or failed. Your progress may not have been saved. Please try again.",
  saveResultsError: "An error occurred while saving your results.",
  saveSessionFailed: "Failed to save session results. Please try again.",
  sessionExpiredOrMissing: "Session expired or missing. Please try again.",

  // Missions and Coach Mode
  missionActive: "Child already has an active mission. Complete or archive the existing challenge first.",
  enterCustomReward: "Please enter a custom reward text",
  selectSticker: "Please select a digital sticker",
  loadChallengeDataFailed: "Failed to load challenge data. Please try again.",
  sendMissionFailed: "Failed to send mission",
  clearMissionFailed: "Failed to clear the existing mission. Please try again.",
  missionSent: "Mission sent successfully! Your child will see it when they start playing.",
  missionNotActive: "Challenge not found or not active for this child.",
  loadChallengeDetailsFailed: "Failed to load challenge details. Please try again.",
  unsupportedChallengeMode: "Unsupported game mode for this challenge.",
  suggestionFailed: "Failed to generate challenge suggestion",
  newSuggestionFailed: "Failed to generate new suggestion. Please try again.",

  // Head-to-head challenges
  sessionNotFound: "Session not found",
  playerNotParticipant: "Player ID does not match any participant in this challenge",
  invalidChallengeConfiguration: "Invalid challenge configuration",
  challengeWon: "Congratulations! You won the challenge!",
  challengeLost: "Good effort! Keep practicing to win next time!",
  challengeTied: "It's a tie! Both players did equally well!",
  challengePending: "Complete the challenge to see your results!",
  itsATie: "It's a tie!",
  waitingForOpponent: "Waiting for Opponent",
  yourTurn: "Your Turn",
  completedChallenges: "Completed Challenges",
  expiredAndCancelled: "Expired & Cancelled",

  // Avatars
  selectTypeAndTheme: "Please select a character type and color theme",
  avatarMonthlyLimit: "You've reached the monthly limit of 12 avatar generations. Try again next month.",
  avatarStorageLimit: "You can only store up to 3 avatars. Please delete some existing avatars first.",
  avatarGenerationTime: "Avatar generation may take 10-30 seconds",
  generateAvatarFailed: "Failed to generate avatar",
  loadAvatarsFailed: "Failed to load avatars",
  updateAvatarFailed: "Failed to update avatar",
  deleteAvatarFailed: "Failed to delete avatar",
  generateNewAvatar: "Generate New Avatar",
  saveAvatar: "Save Avatar",
  /** `{name}` is the child's name. */
  createAvatarFor: "Create an Avatar for {name}",
  /** `{name}` is the child's name. */
  noAvatarsYet: "No AI avatars generated yet for {name}",
} as const;

/** Messages the product adds where the specification gives none. */
/**
 * The times-table fluency map (src/shared/learning/fluency-map.ts): its key, and
 * each square's reason for its level, from the sittings that decide it.
 */
export const fluencyMapMessages = {
  /** `{answers}` FACT_RECENT_ANSWERS; `{hours}` FACT_REVIEW_GAP_MS in hours; `{secureReviews}`, `{fluentReviews}` the sittings; `{fluentSeconds}` the level's fluent time. */
  legend:
    "Each square is one fact (7 × 8 and 8 × 7 count as one), from the last {answers} answers to each order, as Smart Practice reads them. Answers within {hours} hours are one sitting, timed by its slowest answer. The level comes from the latest sittings, not from how many answers were right: needs practice, missed at the last sitting; getting there, right at the last sitting but not yet secure; secure, right within the 6 seconds of the Multiplication Tables Check at each of the last {secureReviews} sittings; fluent, right within {fluentSeconds} seconds at each of the last {fluentReviews}.",
  /** `{sittings}` the last ones, latest first. */
  lastSittings: "latest sittings first: {sittings}",
  sittingRight: "right in {time}",
  sittingMissed: "missed",
  reasonMissed: "missed at the last sitting",
  reasonNotSecure: "secure needs the last {reviews} right within {seconds} s",
  reasonSecure:
    "right within {seconds} s at the last {reviews}; fluent needs the last {fluentReviews} within {fluentSeconds} s",
  reasonFluent: "right within {seconds} s at the last {reviews}",
  /** `{right}` of `{answers}` answers lately (both orders, up to twice FACT_RECENT_ANSWERS). */
  rightLately: "{right} of {answers} answers right lately",
} as const;

/** The built-in tutor's progress line when a game is in line with the last few (src/server/feedback/built-in-tutor.ts); `{earlier}` their average, "33%". */
export const tutorMessages = {
  inLineSecure: "In line with the last few games (about {earlier}): steady, secure work.",
  /** In line, but low for the mode: never called secure. */
  inLineLow: "In line with the last few games (about {earlier}): a few minutes of practice each day will lift it.",
  /** Get to 100 in line and low; `{score}` this game's score. */
  inLineLowGetTo100:
    "In line with the last few games (about {earlier}). Get to 100 ends at the first slip, so aim to go a few answers further than {score} next time.",
} as const;

export const productMessages = {
  /** On the child's login, and on a game's results, once the child's hour of play has ended. */
  childSessionEnded: "Your hour of play is up. Sign in again with your PIN to keep playing.",
  /** On the results of a game finished after the child's hour ended: it is sent once they sign in again. */
  gameWaitsForSignIn: "Your game is kept on this device. It will be added to your account when you sign in again.",
  /** On the page a parent lands on after the inactivity logout. */
  signedOutInactive: "You were signed out after 15 minutes without activity.",
  /** Above a child's dashboard before their first game, and once they have played. */
  childWelcomeFirst: "Welcome to Maths Sprint",
  childWelcomeBack: "Welcome back",
  /** On the page a parent lands on after deleting their account. */
  accountDeleted: "Your account and your family's data have been deleted.",
  focusTablesFailed: "The focus tables could not be saved. Please try again.",
  levelChangeFailed: "The level could not be changed. Please try again.",
  accessSettingsFailed: "Those settings could not be saved. Please try again.",
  /** A weekly report's unsubscribe link that was altered, cut short or made for something else. */
  unsubscribeLinkInvalid: "This unsubscribe link is not valid. You can turn the weekly report off in Account Settings.",
  weeklyReportSettingFailed: "The weekly report setting could not be saved. Please try again.",
  /** What "this week" is wherever a weekly figure shows (startOfThisWeek): today and the 6 days before it. */
  lastSevenDays: "Last 7 days",
  guessablePin: "Please choose a PIN that is harder to guess",
  pinInUse: "Each child in your family needs a different PIN",
  tooManyAttempts: "Too many attempts. Please wait a little and try again.",
  /**
   * A child's sign-in while PIN sign-in rests for that email on this kind of browser (after
   * 5 wrong PINs; docs/product/engineering-rules.md#child-pin-defence); `{wait}` is "1 minute",
   * "15 minutes", "1 hour". An address that is no family's rests after as many tries, in the same words.
   */
  pinSignInResting: "Sign-in is having a little rest. Try again in {wait}, or ask your grown-up to help.",
  /** The same, once PIN sign-in is off (after 10 wrong PINs) until the grown-up turns it back on. */
  pinSignInRestingAskGrownUp: "Sign-in is having a rest. Please ask your grown-up to help you sign in.",
  emailInUse: "An account with this email already exists. Try logging in instead.",
  commonPassword: "Please choose a less common password",
  notFound: "Not found",
  forbidden: "You do not have access to this",
  childNotFound: "Child not found",
  badRequest: "Some of the details are not valid",
  originMismatch: "This request came from another site and was refused",
  pinSignInDisabled: "PIN sign-in is turned off for this family",
  tooManyQuestions: "This game has more questions than its mode allows",
  gameTooLong: "This game lasted longer than its mode allows",
  invalidQuestion: "One of the questions is not a valid sum",
  implausibleGame: "This game could not have been played as sent, so it was not saved",
  gameIdInUse: "This game was already saved for another player",
  /** The results page of a game the server refused for good (it is not kept anywhere). */
  gameNotSaved: "This game was not saved.",
  /** Why, for a game the server found not valid or not one a child could have played. */
  gameNotCounted: "Something about this game did not add up, so it could not be counted.",
  /** What to do next after a refused game that can be played again. */
  gameNotSavedPlayAgain: "Your answers are still here to look at. You can play again, or go back to your dashboard.",
  /** What to do next after a refused challenge game. */
  gameNotSavedDashboard: "Your answers are still here to look at. Go back to your dashboard to choose your next game.",
  /** A game sent later from this device and refused for good, told wherever the player is. */
  earlierGameNotSaved: "A game you played earlier was not saved.",
  /** The results page of a game kept on this device until the connection is back. */
  gameSavedOnDevice: "Saved on this device. It will reach your account as soon as the connection is back.",
  /** The same, when the connection is fine but the server answered an error or took too long: it is sent again by itself. */
  gameSavedOnDeviceServerBusy:
    "Saved on this device. The server could not save it yet, so it will be sent again shortly.",
  /** How a Get to 100 game a wrong answer ended is told, by how far it got (`SO_CLOSE_FROM`, game/ending.ts). */
  getTo100SoClose: "So close! You reached {score}",
  getTo100Reached: "Good try! You reached {score}",
  /** The results' note on the player's best in the mode; `{first}` is personalBestFirstGame or personalBestFirstGameAtLevel. */
  personalBestFirstGame: "Your first game",
  personalBestFirstGameAtLevel: "Your first game at this level",
  personalBestToBeat: "{first}: {score} is the score to beat next time.",
  personalBestFirstPoint: "{first}. Play again and get your first point!",
  /** A first game at the mode's best possible score (Get to 100's 100): never a score to beat. */
  personalBestTopScore: "{first}: {score} out of {score}, the best score there is!",
  personalBestBeaten: "You beat your best of {best}!",
  personalBestMatched: "You matched your best of {best}!",
  personalBestStillToBeat: "Your best is {best}. Can you beat it?",
  /** A best at the mode's best possible score can be matched, never beaten. */
  personalBestTopToMatch: "Your best is {best} out of {best}, the best score there is. Can you match it again?",
  /** The results page's heading for a challenge game, from the challenge's side of the player: `{mine}` and `{theirs}` are the scores, `{name}` the other side. */
  challengeResultsWon: "You won the challenge, {mine} to {theirs}!",
  challengeResultsLost: "{name} won this time, {theirs} to {mine}.",
  challengeResultsTie: "It's a tie: {mine} each!",
  challengeResultsWaiting: "You scored {mine}. Now it's {name}'s turn!",
  /** The challenge's result is not known here yet (the game waits on this device). */
  challengeResultsScored: "You scored {mine} in the challenge!",
  /** The results page once a game that waited on this device has been saved by the server while the page was open. */
  gameSavedAfterWaiting: "All saved: this game has reached your account.",
  captchaFailed: "The CAPTCHA could not be checked or has expired. Please complete it again.",
  towerLocked: "Times Table Tower is still locked. Play on 3 days in a row to open it.",
  serviceBusy: "Maths Sprint is very busy for a moment. Please try again in a few seconds.",
  /** Any change refused while the server's storage is full; a finished game stays on the device and is sent again by itself. */
  storageFull:
    "Maths Sprint cannot save anything just now because its storage is full. Nothing has been lost: please try again later. A finished game is kept on this device and sent again by itself.",
  /** A request whose headers or body did not arrive in time (a connection too slow, or gone). */
  requestTimeout: "The connection is too slow at the moment. Please try again.",
  controlCharacters: "Please remove the special characters from this field",
  textTooLong: "This is longer than we can accept",
  premiumRequired: "This is part of Premium. Upgrade to unlock it.",
  alreadySubscribed: "You already have Premium.",
  typeDeleteToConfirm: 'Please type "delete" to confirm',
  /** Account deletion blocked by an active subscription (docs/product/accounts.md#account-deletion gives the meaning, not the words). */
  deletionBlockedActive: "Please cancel your Premium subscription before deleting your account.",
  /** Account deletion blocked by a scheduled cancellation; `{date}` is the period's end. */
  deletionBlockedEnding:
    "Your subscription is set to cancel, but its period has not ended yet. You can delete your account after {date}.",
  supportRequestSent: "Thank you! Your request has been sent. We reply within 24 hours.",
  /** The sign-up page's note for a referral link whose code belongs to nobody. */
  referralLinkNotValid: "This referral link is not valid, but you can still sign up.",
  /** Under the referral banner on the sign-up page. */
  referralCountsWhen:
    "The week starts once you have confirmed your email address (we'll email you a link) and one of your children has finished a first game.",
  verificationLinkInvalid:
    "This confirmation link is invalid or has expired. Sign in and ask for a new one from your account settings.",
  verificationEmailTooSoon: "We have just sent you an email. Please wait a minute before asking for another.",
  emailAlreadyVerified: "Your email address is already confirmed.",
  verificationEmailSent: "We have sent you a new link. Please check your inbox.",
  emailVerified: "Thank you: your email address is confirmed.",
  /** The dashboard's and account page's note while the sign-in address is not confirmed; `{email}` is it. */
  confirmEmailPlease:
    "Please confirm your email address: we have sent a link to {email}. Until you follow it we send you no weekly report and no other email.",
  /** A new sign-in address asked for; `{email}` is the new address. */
  emailChangeSent: "We have sent a link to {email}. Your sign-in address changes once you follow it.",
  emailChangeSame: "That is already your email address.",
  /** The confirmation page, once a new sign-in address is confirmed; `{email}` is it. */
  emailChanged: "Thank you: you now sign in with {email}.",
  referralWaitsForGame:
    "Once one of your children has finished a first game, you and the friend who invited you each get 1 week of Premium.",
  referralCompletedNow: "You and the friend who invited you now each have 1 week of Premium.",
  /** Invite Friends and Account Settings: what a referral gives, and when; `{max}` is REFERRAL_MAX_WEEKS. */
  referralInviteTerms:
    "A family that signs up with your link gets 1 week of Premium, and you get 1 week too (up to {max} weeks in total), once the new parent has confirmed their email address and one of their children has finished a first game.",
  /** What Invite Friends shares with the link (the message of WhatsApp, X, Bluesky and the email). */
  referralShareText:
    "I use Maths Sprint for quick mental maths games with my children (ages 5 to 11). Sign up with my link and you'll get 1 week of Premium once you have confirmed your email address and one of your children has finished a first game:",
  /** The referred parent's dashboard and Account Settings, while their referral is pending. */
  ownReferralIntro: "You joined through a friend's link. You and your friend each get 1 week of Premium once:",
  ownReferralConfirmStep: "you have confirmed your email address with the link we sent you",
  ownReferralGameStep: "one of your children has finished a first game",
  /** The results page of a Times Table Tower win that earned a streak shield; `{days}` is SHIELD_VALID_DAYS. */
  shieldEarnedTitle: "You earned a streak shield!",
  shieldEarnedText: "It keeps your streak going if you miss a day in the next {days} days.",
  /** The results page of a Times Table Tower win, from the save's answer; `{wins}` today's wins, `{needed}` SHIELD_DAILY_TOWER_WINS. */
  towerWinsToday: "Tower wins today: {wins} of {needed}",
  /** towerWinsToday once today's wins are past SHIELD_DAILY_TOWER_WINS. */
  towerWinsTodayPast: "Tower wins today: {wins}",
  /** Under towerWinsToday while today's wins are short of a shield. */
  towerWinsToShield: "Win {needed} tower games in a day to earn a streak shield.",
  /** Referral Champion, as the referrer's children read it (the badge's stored description). */
  referralBadgeInvited: "Your family invited another family, and they started playing.",
  /** Referral Champion, as the referred family's children read it. */
  referralBadgeJoined: "Your family joined Maths Sprint through another family's invitation, and started playing.",
  /** Referral Champion, for a family on both sides. */
  referralBadgeBothSides:
    "Your family joined Maths Sprint through another family's invitation, and invited another family too.",
  notAReferralCode: "This is not a referral code",
  linkCopied: "Copied!",
  /** The testimonial's text (docs/product/accounts.md#support-and-feedback: required once trimmed). */
  testimonialRequired: "Please write a few words about Maths Sprint before sending",
  testimonialRating: "Please choose a rating from 1 to 5 stars",
  /** A parent has one testimonial; a second is refused. */
  testimonialExists: "Thank you, we already have your feedback.",
  /** A child picked themself as the opponent (docs/product/gameplay.md#head-to-head-challenges: never themself). */
  cannotChallengeSelf: "You can't challenge yourself. Pick a brother, sister or your parent.",
  /** A challenge game whose questions are not the ones its seed gives at the player's difficulty. */
  challengeQuestionsMismatch:
    "This game's questions are not the ones this challenge set, so it was not saved as a challenge result.",
  /** The player's side of a challenge is played, or the challenge is over, cancelled or expired. */
  challengeClosed: "This challenge is no longer open to play.",
  /** A challenge game saved after the parent cancelled the challenge. */
  challengeCancelledBeforeSave: "This challenge was cancelled, so your game could not count for it.",
  /** A challenge game saved after the challenge's time ran out. */
  challengeExpiredBeforeSave: "This challenge ran out of time, so your game could not count for it.",
  challengeNotFound: "Challenge not found",
  /** A child of a free family picked their parent, who plays challenges only with Premium (Challenge Mode). */
  parentCannotBeChallenged: "Your parent can't play challenges yet, so pick a brother or sister instead.",
  /** The Set Challenge dialog when the child has nobody to challenge (no sibling, and a parent who can't play). */
  /** Who wrote a tutor feedback card (the feature keeps its first name, "AI Feedback"; the card says what wrote it). */
  feedbackByBuiltIn: "Written by Maths Sprint's built-in tutor from the game's answers",
  feedbackByAi: "Written by AI from the game's answers",
  /** Who made Coach Mode's suggestion: the built-in coach, or the configured AI service. */
  suggestionByCoach: "Suggested by Maths Sprint's coach",
  suggestionByAi: "AI suggestion",
  /** Who made an avatar's picture. */
  avatarByPainter: "Drawn by Maths Sprint",
  avatarByAi: "AI Generated",
  nobodyToChallenge: "There's nobody to challenge yet. Challenges are played with a brother or sister.",
  /** The mission form's game mode (docs/product/gameplay.md#missions: required). */
  chooseGameMode: "Please choose a game mode",
  missionTargetWhole: "Target Correct Answers must be a whole number of at least 1",
  /** A mission no child could complete (`mission_impossible`): `{name}` is the child's, `{problem}` the first below. */
  missionImpossible: "{name} could never complete this mission. {problem}",
  /** `{mode}` is the mode's name, `{max}` its highest score. */
  missionTargetTooHigh: "The {mode} scores at most {max}, so a higher target could never be reached.",
  /** `{level}` the child's level, `{type}` the question type, `{asked}` the types the mode asks at that level. */
  missionTypeNeverAsked: "At {level} level the {mode} never asks {type} questions, only {asked} questions.",
  /** `{reach}` the tables the mode asks at the level ("2 to 5"), `{missing}` the one it never asks. */
  missionTableNeverAsked:
    "At {level} level the {mode} asks only the {reach} times tables, never the {missing} times table.",
  missionTablesNeverAsked:
    "At {level} level the {mode} asks only the {reach} times tables, never the {missing} times tables.",
  missionNoTables:
    "At {level} level the {mode} asks no times-table questions, so a times-table target could never be met.",
  missionNotFound: "Mission not found",
  /** Clearing a child's active mission: the question, and what the server answered. `{name}` is the child's. */
  clearMissionQuestion: "{name} will no longer see this mission, and its reward stays locked.",
  /** After `missionImpossible`, on an active mission the child's level (changed since) cannot complete. */
  clearImpossibleMission: "Clear it and send one they can do.",
  missionCleared: "Mission cleared. {name} no longer has an active mission.",
  missionCompletedBeforeClear: "{name} completed this mission just before you cleared it, so it stays completed.",
  avatarNotFound: "Avatar not found",
  /** The avatar builder's Save Avatar went through. */
  avatarSaved: "Avatar saved!",
  // Badges
  badgeCountAtLeastOne: "Please enter a whole number of at least 1",
  badgeCountTooLarge: "Please enter a smaller number",
  badgePercentageRange: "Please enter a percentage from 0 to 100",
  badgeGameModeRequired: "Please choose at least one game mode",
  badgeDailyStreakDays: "A daily streak looks at the last 7 days: please choose from 1 to 7 days",
  badgeNameTaken: "A badge with this name already exists",
  adminRequired: "Admin privileges required",
  /** After 'Upload failed: '. */
  storageUnavailable: "the image could not be stored. Please try again.",
  imageTooManyPixels: "Image must be at most 2048 × 2048 pixels",
  badgeImageRecommendation:
    "Square images work best: 256 × 256 pixels is recommended (PNG, JPEG or WebP, under 2MB, at most 2048 × 2048 pixels).",
  badgeEarnedToast: "Badge earned!",
  noMissionRewards: "Complete a mission from your parent to unlock a reward here.",
  /** A saved game's score where it had no answers to count (a Missing Piece game the clock ended before any), never "0 / 0". */
  noAnswers: "No answers",
} as const;

/**
 * What Premium adds, in the parent's words: one entry for each thing the
 * server keeps for a family with Premium (each feature of PREMIUM_FEATURES,
 * refused without it, and the weekly report's facts, left out without it).
 * Every page that sells Premium reads it from here; no game mode is Premium.
 */
const premiumAdds: Readonly<Record<PremiumFeature | "weekly_report_facts", string>> = {
  analytics: "analytics and progress history for each child",
  challenge_mode: "Challenge Mode for head-to-head games",
  ai_feedback: "tutor feedback after each game",
  premium_stickers: "premium stickers to reward missions",
  weekly_report_facts: "the facts to practise next in your weekly email",
};

/** What Premium adds, as the items of a list ("Analytics and progress history for each child"...). */
export const premiumAddsList: readonly string[] = Object.values(premiumAdds).map(
  (item) => `${item.charAt(0).toUpperCase()}${item.slice(1)}`,
);

/** What Premium adds, as a sentence. */
export const premiumAddsSentence = `Premium adds ${listInWords(Object.values(premiumAdds))}.`;
