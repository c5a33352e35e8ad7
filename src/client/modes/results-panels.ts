import type { ComponentType } from "react";
import type { SavedQuestion } from "../../shared/api/play";
import type { GameMode } from "../../shared/game/modes";
import { MtcResult } from "./mtc/mtc-result";
import { MovedUpCard } from "./smart-practice/moved-up-card";
import { SpeedPanelCard } from "./traffic-light/speed-panel-card";

/** What a mode's own panel on the results page is given: the game's score and answers, and who played it. */
export interface ResultsPanelProps {
  score: number;
  questions: readonly SavedQuestion[];
  /** The signed-in child, whose Smart Practice plan this device kept; null for a parent. */
  childId: string | null;
}

/**
 * The modes that have a panel of their own on the results page, under the tiles. Beside
 * `CLIENT_MODES` rather than in it: the results page alone reads it, so the dashboard and
 * the game screen, which read the modes' table, do not load the panels.
 */
export const RESULTS_PANELS: Readonly<Partial<Record<GameMode, ComponentType<ResultsPanelProps>>>> = {
  smart_practice: MovedUpCard,
  traffic_light: SpeedPanelCard,
  mtc: MtcResult,
};
