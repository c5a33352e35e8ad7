import { badgeStep } from "./badges/badge-step";
import { challengeStep } from "./challenges/challenge-step";
import type { FollowUpStep } from "./follow-ups/step";
import { missionStep } from "./missions/mission-step";
import { towerWinStep } from "./play/tower-win-step";
import { referralStep } from "./referrals/referral-step";

/**
 * What runs after a save, in order (which is also the order the steps take
 * their locks in): each feature owns its step (the contract is
 * follow-ups/step.ts), and this list is the one place they are put
 * together, for the save (play/routes.ts) and the sweep (sweeps.ts). A new
 * step is written in its feature's folder and added here. The names are kept
 * in save_follow_ups, so a step's name never changes.
 */
export const followUpSteps: readonly FollowUpStep[] = [
  towerWinStep,
  referralStep,
  badgeStep,
  challengeStep,
  missionStep,
];
