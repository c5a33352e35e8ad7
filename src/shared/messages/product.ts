// Messages the product adds where the specification gives none: `productMessages` in messages.ts.

/** On the child's login, and on a game's results, once the child's hour of play has ended. */
export const childSessionEnded = "Your hour of play is up. Sign in again with your PIN to keep playing.";
/** On the results of a game finished after the child's hour ended: it is sent once they sign in again. */
export const gameWaitsForSignIn =
  "Your game is kept on this device. It will be added to your account when you sign in again.";
/** On the page a parent lands on after the inactivity logout. */
export const signedOutInactive = "You were signed out after 15 minutes without activity.";
/** Above a child's dashboard before their first game, and once they have played. */
export const childWelcomeFirst = "Welcome to Maths Sprint";
export const childWelcomeBack = "Welcome back";
/** On the page a parent lands on after deleting their account. */
export const accountDeleted = "Your account and your family's data have been deleted.";
export const focusTablesFailed = "The focus tables could not be saved. Please try again.";
export const levelChangeFailed = "The level could not be changed. Please try again.";
export const accessSettingsFailed = "Those settings could not be saved. Please try again.";
/** A weekly report's unsubscribe link that was altered, cut short or made for something else. */
export const unsubscribeLinkInvalid =
  "This unsubscribe link is not valid. You can turn the weekly report off in Account Settings.";
export const weeklyReportSettingFailed = "The weekly report setting could not be saved. Please try again.";
/** What "this week" is wherever a weekly figure shows (startOfThisWeek): today and the 6 days before it. */
export const lastSevenDays = "Last 7 days";
export const guessablePin = "Please choose a PIN that is harder to guess";
export const pinInUse = "Each child in your family needs a different PIN";
export const tooManyAttempts = "Too many attempts. Please wait a little and try again.";
/**
 * A child's sign-in while PIN sign-in rests for that email on this kind of browser (after
 * 5 wrong PINs; docs/product/engineering-rules.md#child-pin-defence); `{wait}` is "1 minute",
 * "15 minutes", "1 hour". An address that is no family's rests after as many tries, in the same words.
 */
export const pinSignInResting = "Sign-in is having a little rest. Try again in {wait}, or ask your grown-up to help.";
/** The same, once PIN sign-in is off (after 10 wrong PINs) until the grown-up turns it back on. */
export const pinSignInRestingAskGrownUp = "Sign-in is having a rest. Please ask your grown-up to help you sign in.";
export const emailInUse = "An account with this email already exists. Try logging in instead.";
export const commonPassword = "Please choose a less common password";
export const notFound = "Not found";
export const childNotFound = "Child not found";
export const badRequest = "Some of the details are not valid";
export const originMismatch = "This request came from another site and was refused";
export const tooManyQuestions = "This game has more questions than its mode allows";
export const gameTooLong = "This game lasted longer than its mode allows";
export const timeAllowanceNotForMode = "This game cannot be played with that much time";
export const invalidQuestion = "One of the questions is not a valid sum";
export const implausibleGame = "This game could not have been played as sent, so it was not saved";
export const gameIdInUse = "This game was already saved for another player";
/** The results page of a game the server refused for good (it is not kept anywhere). */
export const gameNotSaved = "This game was not saved.";
/** Why, for a game the server found not valid or not one a child could have played. */
export const gameNotCounted = "Something about this game did not add up, so it could not be counted.";
/** What to do next after a refused game that can be played again. */
export const gameNotSavedPlayAgain =
  "Your answers are still here to look at. You can play again, or go back to your dashboard.";
/** What to do next after a refused challenge game. */
export const gameNotSavedDashboard =
  "Your answers are still here to look at. Go back to your dashboard to choose your next game.";
/** A game sent later from this device and refused for good, told wherever the player is. */
export const earlierGameNotSaved = "A game you played earlier was not saved.";
/** The results page of a game kept on this device until the connection is back. */
export const gameSavedOnDevice = "Saved on this device. It will reach your account as soon as the connection is back.";
/** The same, when the connection is fine but the server answered an error or took too long: it is sent again by itself. */
export const gameSavedOnDeviceServerBusy =
  "Saved on this device. The server could not save it yet, so it will be sent again shortly.";
/** How a Get to 100 game a wrong answer ended is told, by how far it got (`SO_CLOSE_FROM`, game/ending.ts). */
export const getTo100SoClose = "So close! You reached {score}";
export const getTo100Reached = "Good try! You reached {score}";
/** The results' note on the player's best in the mode; `{first}` is personalBestFirstGame or personalBestFirstGameAtLevel. */
export const personalBestFirstGame = "Your first game";
export const personalBestFirstGameAtLevel = "Your first game at this level";
export const personalBestToBeat = "{first}: {score} is the score to beat next time.";
export const personalBestFirstPoint = "{first}. Play again and get your first point!";
/** A first game at the mode's best possible score (Get to 100's 100): never a score to beat. */
export const personalBestTopScore = "{first}: {score} out of {score}, the best score there is!";
export const personalBestBeaten = "You beat your best of {best}!";
export const personalBestMatched = "You matched your best of {best}!";
export const personalBestStillToBeat = "Your best is {best}. Can you beat it?";
/** A best at the mode's best possible score can be matched, never beaten. */
export const personalBestTopToMatch =
  "Your best is {best} out of {best}, the best score there is. Can you match it again?";
/** The results page's heading for a challenge game, from the challenge's side of the player: `{mine}` and `{theirs}` are the scores, `{name}` the other side. */
export const challengeResultsWon = "You won the challenge, {mine} to {theirs}!";
export const challengeResultsLost = "{name} won this time, {theirs} to {mine}.";
export const challengeResultsTie = "It's a tie: {mine} each!";
export const challengeResultsWaiting = "You scored {mine}. Now it's {name}'s turn!";
/** The challenge's result is not known here yet (the game waits on this device). */
export const challengeResultsScored = "You scored {mine} in the challenge!";
/** The results page once a game that waited on this device has been saved by the server while the page was open. */
export const gameSavedAfterWaiting = "All saved: this game has reached your account.";
export const captchaFailed = "The CAPTCHA could not be checked or has expired. Please complete it again.";
export const towerLocked = "Times Table Tower is still locked. Play on 3 days in a row to open it.";
export const serviceBusy = "Maths Sprint is very busy for a moment. Please try again in a few seconds.";
/** Any change refused while the server's storage is full; a finished game stays on the device and is sent again by itself. */
export const storageFull =
  "Maths Sprint cannot save anything just now because its storage is full. Nothing has been lost: please try again later. A finished game is kept on this device and sent again by itself.";
/** A request whose headers or body did not arrive in time (a connection too slow, or gone). */
export const requestTimeout = "The connection is too slow at the moment. Please try again.";
export const controlCharacters = "Please remove the special characters from this field";
export const textTooLong = "This is longer than we can accept";
export const premiumRequired = "This is part of Premium. Upgrade to unlock it.";
export const alreadySubscribed = "You already have Premium.";
export const typeDeleteToConfirm = 'Please type "delete" to confirm';
/** Account deletion blocked by an active subscription (docs/product/accounts.md#account-deletion gives the meaning, not the words). */
export const deletionBlockedActive = "Please cancel your Premium subscription before deleting your account.";
/** Account deletion blocked by a scheduled cancellation; `{date}` is the period's end. */
export const deletionBlockedEnding =
  "Your subscription is set to cancel, but its period has not ended yet. You can delete your account after {date}.";
export const supportRequestSent = "Thank you! Your request has been sent. We reply within 24 hours.";
/** The sign-up page's note for a referral link whose code belongs to nobody. */
export const referralLinkNotValid = "This referral link is not valid, but you can still sign up.";
/** Under the referral banner on the sign-up page. */
export const referralCountsWhen =
  "The week starts once you have confirmed your email address (we'll email you a link) and one of your children has finished a first game.";
export const verificationLinkInvalid =
  "This confirmation link is invalid or has expired. Sign in and ask for a new one from your account settings.";
export const verificationEmailTooSoon =
  "We have just sent you an email. Please wait a minute before asking for another.";
export const emailAlreadyVerified = "Your email address is already confirmed.";
export const verificationEmailSent = "We have sent you a new link. Please check your inbox.";
export const emailVerified = "Thank you: your email address is confirmed.";
/** The dashboard's and account page's note while the sign-in address is not confirmed; `{email}` is it. */
export const confirmEmailPlease =
  "Please confirm your email address: we have sent a link to {email}. Until you follow it we send you no weekly report and no other email.";
/** A new sign-in address asked for; `{email}` is the new address. */
export const emailChangeSent = "We have sent a link to {email}. Your sign-in address changes once you follow it.";
export const emailChangeSame = "That is already your email address.";
/** The confirmation page, once a new sign-in address is confirmed; `{email}` is it. */
export const emailChanged = "Thank you: you now sign in with {email}.";
export const referralWaitsForGame =
  "Once one of your children has finished a first game, you and the friend who invited you each get 1 week of Premium.";
export const referralCompletedNow = "You and the friend who invited you now each have 1 week of Premium.";
/** Invite Friends and Account Settings: what a referral gives, and when; `{max}` is REFERRAL_MAX_WEEKS. */
export const referralInviteTerms =
  "A family that signs up with your link gets 1 week of Premium, and you get 1 week too (up to {max} weeks in total), once the new parent has confirmed their email address and one of their children has finished a first game.";
/** What Invite Friends shares with the link (the message of WhatsApp, X, Bluesky and the email). */
export const referralShareText =
  "I use Maths Sprint for quick mental maths games with my children (ages 5 to 11). Sign up with my link and you'll get 1 week of Premium once you have confirmed your email address and one of your children has finished a first game:";
/** The referred parent's dashboard and Account Settings, while their referral is pending. */
export const ownReferralIntro =
  "You joined through a friend's link. You and your friend each get 1 week of Premium once:";
export const ownReferralConfirmStep = "you have confirmed your email address with the link we sent you";
export const ownReferralGameStep = "one of your children has finished a first game";
/** The results page of a Times Table Tower win that earned a streak shield; `{days}` is SHIELD_VALID_DAYS. */
export const shieldEarnedTitle = "You earned a streak shield!";
export const shieldEarnedText = "It keeps your streak going if you miss a day in the next {days} days.";
/** The results page of a Times Table Tower win, from the save's answer; `{wins}` today's wins, `{needed}` SHIELD_DAILY_TOWER_WINS. */
export const towerWinsToday = "Tower wins today: {wins} of {needed}";
/** towerWinsToday once today's wins are past SHIELD_DAILY_TOWER_WINS. */
export const towerWinsTodayPast = "Tower wins today: {wins}";
/** Under towerWinsToday while today's wins are short of a shield. */
export const towerWinsToShield = "Win {needed} tower games in a day to earn a streak shield.";
/** Referral Champion, as the referrer's children read it (the badge's stored description). */
export const referralBadgeInvited = "Your family invited another family, and they started playing.";
/** Referral Champion, as the referred family's children read it. */
export const referralBadgeJoined =
  "Your family joined Maths Sprint through another family's invitation, and started playing.";
/** Referral Champion, for a family on both sides. */
export const referralBadgeBothSides =
  "Your family joined Maths Sprint through another family's invitation, and invited another family too.";
export const notAReferralCode = "This is not a referral code";
export const linkCopied = "Copied!";
/** The testimonial's text (docs/product/accounts.md#support-and-feedback: required once trimmed). */
export const testimonialRequired = "Please write a few words about Maths Sprint before sending";
export const testimonialRating = "Please choose a rating from 1 to 5 stars";
/** A parent has one testimonial; a second is refused. */
export const testimonialExists = "Thank you, we already have your feedback.";
/** A child picked themself as the opponent (docs/product/gameplay.md#head-to-head-challenges: never themself). */
export const cannotChallengeSelf = "You can't challenge yourself. Pick a brother, sister or your parent.";
/** A challenge game whose questions are not the ones its seed gives at the player's difficulty. */
export const challengeQuestionsMismatch =
  "This game's questions are not the ones this challenge set, so it was not saved as a challenge result.";
/** The player's side of a challenge is played, or the challenge is over, cancelled or expired. */
export const challengeClosed = "This challenge is no longer open to play.";
/** A challenge game saved after the parent cancelled the challenge. */
export const challengeCancelledBeforeSave = "This challenge was cancelled, so your game could not count for it.";
/** A challenge game saved after the challenge's time ran out. */
export const challengeExpiredBeforeSave = "This challenge ran out of time, so your game could not count for it.";
export const challengeNotFound = "Challenge not found";
/** A child of a free family picked their parent, who plays challenges only with Premium (Challenge Mode). */
export const parentCannotBeChallenged = "Your parent can't play challenges yet, so pick a brother or sister instead.";
/** The Set Challenge dialog when the child has nobody to challenge (no sibling, and a parent who can't play). */
/** Who wrote a tutor feedback card (the feature keeps its first name, "AI Feedback"; the card says what wrote it). */
export const feedbackByBuiltIn = "Written by Maths Sprint's built-in tutor from the game's answers";
export const feedbackByAi = "Written by AI from the game's answers";
/** Who made Coach Mode's suggestion: the built-in coach, or the configured AI service. */
export const suggestionByCoach = "Suggested by Maths Sprint's coach";
export const suggestionByAi = "AI suggestion";
/** Who made an avatar's picture. */
export const avatarByPainter = "Drawn by Maths Sprint";
export const avatarByAi = "AI Generated";
export const nobodyToChallenge = "There's nobody to challenge yet. Challenges are played with a brother or sister.";
/** The mission form's game mode (docs/product/gameplay.md#missions: required). */
export const chooseGameMode = "Please choose a game mode";
export const missionTargetWhole = "Target Correct Answers must be a whole number of at least 1";
/** A mission no child could complete (`mission_impossible`): `{name}` is the child's, `{problem}` the first below. */
export const missionImpossible = "{name} could never complete this mission. {problem}";
/** `{mode}` is the mode's name, `{max}` its highest score. */
export const missionTargetTooHigh = "The {mode} scores at most {max}, so a higher target could never be reached.";
/** `{level}` the child's level, `{type}` the question type, `{asked}` the types the mode asks at that level. */
export const missionTypeNeverAsked = "At {level} level the {mode} never asks {type} questions, only {asked} questions.";
/** `{reach}` the tables the mode asks at the level ("2 to 5"), `{missing}` the one it never asks. */
export const missionTableNeverAsked =
  "At {level} level the {mode} asks only the {reach} times tables, never the {missing} times table.";
export const missionTablesNeverAsked =
  "At {level} level the {mode} asks only the {reach} times tables, never the {missing} times tables.";
export const missionNoTables =
  "At {level} level the {mode} asks no times-table questions, so a times-table target could never be met.";
export const missionNotFound = "Mission not found";
/** Clearing a child's active mission: the question, and what the server answered. `{name}` is the child's. */
export const clearMissionQuestion = "{name} will no longer see this mission, and its reward stays locked.";
/** After `missionImpossible`, on an active mission the child's level (changed since) cannot complete. */
export const clearImpossibleMission = "Clear it and send one they can do.";
export const missionCleared = "Mission cleared. {name} no longer has an active mission.";
export const missionCompletedBeforeClear =
  "{name} completed this mission just before you cleared it, so it stays completed.";
export const avatarNotFound = "Avatar not found";
/** The avatar builder's Save Avatar went through. */
export const avatarSaved = "Avatar saved!";

// Badges
export const badgeCountAtLeastOne = "Please enter a whole number of at least 1";
export const badgeCountTooLarge = "Please enter a smaller number";
export const badgePercentageRange = "Please enter a percentage from 0 to 100";
export const badgeGameModeRequired = "Please choose at least one game mode";
export const badgeDailyStreakDays = "A daily streak looks at the last 7 days: please choose from 1 to 7 days";
export const badgeNameTaken = "A badge with this name already exists";
export const adminRequired = "Admin privileges required";
/** After 'Upload failed: '. */
export const storageUnavailable = "the image could not be stored. Please try again.";
export const imageTooManyPixels = "Image must be at most 2048 × 2048 pixels";
export const badgeImageRecommendation =
  "Square images work best: 256 × 256 pixels is recommended (PNG, JPEG or WebP, under 2MB, at most 2048 × 2048 pixels).";
export const badgeEarnedToast = "Badge earned!";
export const noMissionRewards = "Complete a mission from your parent to unlock a reward here.";
/** A saved game's score where it had no answers to count (a Missing Piece game the clock ended before any), never "0 / 0". */
export const noAnswers = "No answers";
