import { localStore } from "../local-store";

/** Short tones for right and wrong answers, made with Web Audio; off when muted. */
const KEY = "ms.soundOff";

export function soundMuted(): boolean {
  return localStore.get(KEY) === "1";
}

export function setSoundMuted(muted: boolean): void {
  localStore.set(KEY, muted ? "1" : null);
}

let context: AudioContext | null = null;

/** `always`: heard even when the game's sounds are muted (an alert the parent asked for). */
function tone(frequencies: readonly number[], stepMs: number, always = false) {
  if ((soundMuted() && !always) || typeof AudioContext === "undefined") return;
  context ??= new AudioContext();
  const ctx = context;
  frequencies.forEach((frequency, i) => {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    const start = ctx.currentTime + (i * stepMs) / 1000;
    oscillator.type = "sine";
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.15, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + stepMs / 1000);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(start + stepMs / 1000 + 0.02);
  });
}

export const sounds = {
  correct: () => tone([660, 880], 90),
  wrong: () => tone([300, 220], 140),
  end: () => tone([523, 659, 784], 120),
  /** Time nearly up: three short high beeps. */
  timeAlert: () => tone([988, 988, 988], 160, true),
};
