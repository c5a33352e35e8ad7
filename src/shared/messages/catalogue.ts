// Every user-facing message of the specification's error catalogue, verbatim: `messages` in messages.ts.

// Sign-up, login, password
export const allFieldsRequired = "All fields are required";
export const invalidEmail = "Please enter a valid email address";
export const passwordTooShort = "Password must be at least 6 characters long";
export const passwordsDoNotMatch = "Passwords do not match";
export const signupFailed = "An error occurred during signup";
export const emailAndPasswordRequired = "Email and password are required";
export const invalidEmailOrPassword = "Invalid email or password";
export const parentRecordNotFound = "Parent record not found";
export const enterEmail = "Please enter your email address";
export const checkYourEmail = "Check Your Email";
export const referralBanner = "Sign up with this referral link and you'll get 1 week of Premium access.";
export const verifyingAuthentication = "Verifying authentication...";
export const resetLinkInvalidOrExpired = "Invalid or expired reset link. Please request a new password reset.";
export const resetLinkInvalid = "Invalid reset link. Please request a new password reset.";
export const resetLinkProcessingError = "An error occurred while processing your reset link.";
export const resetLinkExpired = "This password reset link has expired or is invalid. Please request a new one.";
export const updatePasswordFailed = "Failed to update password. Please try again.";
export const unexpectedError = "An unexpected error occurred. Please try again.";
export const newPasswordsDoNotMatch = "New passwords do not match";
export const newPasswordTooShort = "New password must be at least 6 characters long";
export const currentPasswordIncorrect = "Current password is incorrect";

// Child sign-in and session
export const loginFailed = "Login failed";
export const invalidResponse = "Invalid response from server";
export const somethingWentWrong = "Something went wrong. Please try again.";
export const logoutFailed = "Logout failed. Please try again.";
export const noAuthenticatedSession = "No authenticated session";
export const noAuthenticatedSessionFound = "No authenticated session found";
/** @public The specification's, held by messages.test.ts; the app shows it nowhere yet. */
export const noAuthToken = "No authentication token available";
/** @public The specification's, held by messages.test.ts; the app shows it nowhere yet. */
export const signOutTimeout = "Sign out timeout";

// Children
export const enterName = "Please enter a name";
export const pinFourDigits = "PIN must be exactly 4 digits";
export const childLimitReached = "Child limit reached. You can only add up to 5 children.";
export const userNotAuthenticated = "User not authenticated";
export const createChildFailed = "Failed to create child profile";
export const missingParentUserId = "Cannot create child session: missing parent user ID";

// Support and feedback
export const describeIssue = "Please describe your issue or question";
export const completeCaptcha = "Please complete the CAPTCHA";
export const sendMessageFailed = "Failed to send message";
export const supportThanks = "Thank you! We'll be in touch soon.";
export const supportRequestFailed = "Failed to submit your request. Please try again later.";

// Payments and account
export const signInToUpgrade = "Please sign in to upgrade";
export const checkoutSessionFailed = "Failed to create checkout session";
export const openCheckoutFailed = "Failed to open checkout. Please try again.";
export const cancelSubscriptionFailed = "Failed to cancel subscription";
export const noPremiumToCancel = "No premium access to cancel.";
export const deactivateFailed = "Your account could not be deactivated. Please contact support.";
export const mustBeLoggedInToDeactivate = "You must be logged in to deactivate your account";
export const copyLinkFailed = "Failed to copy link to clipboard.";

// Streak
export const startToday = "Start today!";
/** The streak label from 1 day on; `{n}` is the number of days. */
export const streakLabel = "{n}-day streak";

// Analytics
export const loadAnalyticsFailed = "Failed to load analytics data";
export const noSessionsYet = "No practice sessions recorded yet";
export const lastTwoWeeksProgress = "Last 2 Weeks Progress";
export const getAiFeedback = "Get AI Feedback";
export const noAiFeedbackYet = "No AI Feedback Yet";
/** @public The specification's, held by messages.test.ts; the app shows it nowhere yet. */
export const aiFeedbackFailed = "Failed to generate AI feedback";
export const aiFeedbackFailedRetry = "Failed to generate AI feedback. Please try again.";
/** Beyond the product rules: the hourly limit of tutor feedback per family. */
export const aiFeedbackLimit = "That is a lot of feedback for one hour. Please try again a little later.";

// Badges and the awards dialog
export const awardsHeading = "{name} Awards";
export const badgesEarnedCount = "{n} of {m} badges earned";
export const noBadgesAvailable = "No badges available yet.";
export const noBadgesHint = "Complete some maths sessions to start earning badges!";
export const noBadgesEarned = "Keep practicing to earn your first badge!";
export const authenticationRequired = "Authentication Required";
export const signInToViewBadges = "Please sign in to view badges.";
export const errorLoadingBadges = "Error loading badges";
export const errorLoadingMissionRewards = "Error loading mission rewards";
export const loadMissionRewardsFailed = "Failed to load mission rewards";
export const missionRewards = "Mission Rewards";
export const createBadgeFailed = "Failed to create badge";
export const refreshBadgesFailed = "Failed to refresh badges";
export const uploadImageFailed = "Failed to upload image";
export const adminRequiredForBadgeImages = "Admin privileges required to upload badge images";
export const badgeNotFound = "Badge not found or update failed";
export const fillAllRequiredFields = "Please fill in all required fields";
export const selectValidImage = "Please select a valid image file";
export const imageTooLarge = "Image file must be less than 2MB";

// Games and results
export const sessionSaveTimedOut =
  "Session save timed out or failed. Your progress may not have been saved. Please try again.";
/** @public The specification's, held by messages.test.ts; the app shows it nowhere yet. */
export const saveResultsError = "An error occurred while saving your results.";
export const saveSessionFailed = "Failed to save session results. Please try again.";
export const sessionExpiredOrMissing = "Session expired or missing. Please try again.";

// Missions and Coach Mode
export const missionActive = "Child already has an active mission. Complete or archive the existing challenge first.";
export const enterCustomReward = "Please enter a custom reward text";
export const selectSticker = "Please select a digital sticker";
export const loadChallengeDataFailed = "Failed to load challenge data. Please try again.";
export const sendMissionFailed = "Failed to send mission";
export const clearMissionFailed = "Failed to clear the existing mission. Please try again.";
export const missionSent = "Mission sent successfully! Your child will see it when they start playing.";
export const missionNotActive = "Challenge not found or not active for this child.";
export const loadChallengeDetailsFailed = "Failed to load challenge details. Please try again.";
export const unsupportedChallengeMode = "Unsupported game mode for this challenge.";
/** @public The specification's, held by messages.test.ts; the app shows it nowhere yet. */
export const suggestionFailed = "Failed to generate challenge suggestion";
export const newSuggestionFailed = "Failed to generate new suggestion. Please try again.";

// Head-to-head challenges
export const sessionNotFound = "Session not found";
export const playerNotParticipant = "Player ID does not match any participant in this challenge";
export const invalidChallengeConfiguration = "Invalid challenge configuration";
export const challengeWon = "Congratulations! You won the challenge!";
export const challengeLost = "Good effort! Keep practicing to win next time!";
export const challengeTied = "It's a tie! Both players did equally well!";
export const challengePending = "Complete the challenge to see your results!";
export const itsATie = "It's a tie!";
export const waitingForOpponent = "Waiting for Opponent";
export const yourTurn = "Your Turn";
export const completedChallenges = "Completed Challenges";
export const expiredAndCancelled = "Expired & Cancelled";

// Avatars
export const selectTypeAndTheme = "Please select a character type and color theme";
export const avatarMonthlyLimit = "You've reached the monthly limit of 12 avatar generations. Try again next month.";
export const avatarStorageLimit = "You can only store up to 3 avatars. Please delete some existing avatars first.";
export const avatarGenerationTime = "Avatar generation may take 10-30 seconds";
export const generateAvatarFailed = "Failed to generate avatar";
export const loadAvatarsFailed = "Failed to load avatars";
export const updateAvatarFailed = "Failed to update avatar";
export const deleteAvatarFailed = "Failed to delete avatar";
export const generateNewAvatar = "Generate New Avatar";
export const saveAvatar = "Save Avatar";
/** `{name}` is the child's name. */
export const createAvatarFor = "Create an Avatar for {name}";
/** `{name}` is the child's name. */
export const noAvatarsYet = "No AI avatars generated yet for {name}";
