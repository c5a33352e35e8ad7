import { describe, expect, it } from "vitest";
import { GAME_MODES } from "../../shared/game/modes";
import { MODE_RULES } from "../../shared/game/modes/rules";
import { modeTakesMoreTime } from "../../shared/game/time-allowance";
import { CLIENT_MODES } from "./modes";
import { durationBeforeNoun, durationWords, onClock } from "./on-clock";

describe("a mode's texts on a child's clock", () => {
  it("say each clocked mode's usual time as its rules give it", () => {
    for (const mode of GAME_MODES.filter(modeTakesMoreTime)) {
      const texts = [CLIENT_MODES[mode].card?.blurb ?? "", ...CLIENT_MODES[mode].howToPlay];
      const usual = durationWords(MODE_RULES[mode].timeLimitSeconds ?? 0);
      expect(
        texts.some((text) => text.includes(usual)),
        mode,
      ).toBe(true);
    }
  });

  it("say a length as a child does", () => {
    expect(durationWords(60)).toBe("60 seconds");
    expect(durationWords(90)).toBe("90 seconds");
    expect(durationWords(120)).toBe("2 minutes");
    expect(durationWords(135)).toBe("2 minutes 15 seconds");
    expect(durationWords(270)).toBe("4 and a half minutes");
  });

  it("say a length before a noun as a child does, in minutes where durationWords says minutes", () => {
    expect(durationBeforeNoun(60)).toBe("60-second");
    expect(durationBeforeNoun(90)).toBe("90-second");
    expect(durationBeforeNoun(120)).toBe("2-minute");
    expect(durationBeforeNoun(180)).toBe("3-minute");
    expect(durationBeforeNoun(135)).toBe("135-second");
  });

  it("say the child's time wherever the usual time is said, and no time where there is no clock", () => {
    expect(onClock(CLIENT_MODES.timed.card?.blurb ?? "", "timed", "double")).toBe(
      "Answer as many as you can in 3 minutes.",
    );
    expect(onClock(CLIENT_MODES.timed.howToPlay[0] ?? "", "timed", "one_and_a_half")).toBe(
      "Answer as many sums as you can before the 2 minutes 15 seconds run out.",
    );
    expect(onClock(CLIENT_MODES.missing_piece.howToPlay[1] ?? "", "missing_piece", "one_and_a_half")).toBe(
      "Find the missing number, or tap the missing sign. You have 90 seconds.",
    );
    const practice = CLIENT_MODES.smart_practice;
    expect(onClock(practice.card?.blurb ?? "", "smart_practice", "untimed")).toBe(
      "Sums picked for you: the ones you are learning, and some you know.",
    );
    expect(onClock(practice.howToPlay[1] ?? "", "smart_practice", "untimed")).toBe(
      "Get one wrong and you will see the answer, then meet that sum again soon. There is no clock: take your time.",
    );
    // The usual clock, or a mode more time does not change: the text as written.
    expect(onClock(CLIENT_MODES.timed.howToPlay[0] ?? "", "timed", "standard")).toBe(CLIENT_MODES.timed.howToPlay[0]);
    expect(onClock(CLIENT_MODES.mtc.howToPlay[1] ?? "", "mtc", "double")).toBe(CLIENT_MODES.mtc.howToPlay[1]);
  });

  it("leave no text of a clocked mode still saying the usual time on another clock", () => {
    for (const mode of GAME_MODES.filter(modeTakesMoreTime)) {
      const texts = [CLIENT_MODES[mode].card?.blurb ?? "", ...CLIENT_MODES[mode].howToPlay];
      const usual = durationWords(MODE_RULES[mode].timeLimitSeconds ?? 0);
      for (const clock of ["one_and_a_half", "double", "untimed"] as const) {
        for (const text of texts) expect(onClock(text, mode, clock), `${mode} on ${clock}`).not.toContain(usual);
      }
    }
  });
});
