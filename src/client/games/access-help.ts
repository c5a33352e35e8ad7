import { useEffect, useRef } from "react";
import type { AccessSettings } from "../../shared/access-settings";
import type { GameState } from "../../shared/game/game-state";
import { sounds } from "./sound";

const SPOKEN: Readonly<Record<string, string>> = {
  "×": " times ",
  "÷": " divided by ",
  "+": " plus ",
  "−": " minus ",
  "-": " minus ",
  "=": " equals ",
  "?": " what ",
};

/** A question as it is read aloud: "7 × 8 = ?" is "7 times 8 equals what". */
export function spokenQuestion(text: string): string {
  return text
    .replace(/[×÷+−\-=?]/g, (sign) => SPOKEN[sign] ?? sign)
    .replace(/\s+/g, " ")
    .trim();
}

/** Reads `text` aloud with the browser's own speech (nothing leaves the device); a new question cuts the last one short. */
function readAloud(text: string) {
  if (typeof speechSynthesis === "undefined" || typeof SpeechSynthesisUtterance === "undefined") return;
  speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = "en-GB";
  utterance.rate = 0.9;
  speechSynthesis.speak(utterance);
}

/**
 * The help of the parent's access settings that is heard rather than seen:
 * each new question read aloud, and an alert as the time runs low.
 * (Larger text, high contrast and no keypad are the game screen's looks.)
 */
export function useAccessHelp(access: AccessSettings, state: GameState) {
  const question = state.phase === "playing" ? (state.current?.text ?? null) : null;
  const asked = state.answers.length;
  useEffect(() => {
    if (access.read_aloud && question !== null) readAloud(spokenQuestion(question));
  }, [access.read_aloud, question, asked]);
  useEffect(
    () => () => {
      if (access.read_aloud && typeof speechSynthesis !== "undefined") speechSynthesis.cancel();
    },
    [access.read_aloud],
  );

  const alerted = useRef(false);
  useEffect(() => {
    if (!access.time_alert || !state.lowTime || alerted.current) return;
    alerted.current = true;
    sounds.timeAlert();
  }, [access.time_alert, state.lowTime]);

  // The high-contrast page behind the game, for as long as the game is on screen.
  useEffect(() => {
    if (!access.high_contrast) return;
    document.body.dataset.highContrast = "";
    return () => {
      delete document.body.dataset.highContrast;
    };
  }, [access.high_contrast]);
}
