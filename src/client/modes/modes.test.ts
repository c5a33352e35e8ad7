import { describe, expect, it } from "vitest";
import { GAME_MODES, type GameMode } from "../../shared/game/modes";
import { CLIENT_MODES, type ClientMode, type ClientModes } from "./modes";

const FAKE_ENTRY: ClientMode = {
  card: { blurb: "Match the pairs before the time runs out.", colour: "from-brand-500 to-brand-700" },
  chartColour: "#123456",
  howToPlay: ["Find the pairs.", "You have 60 seconds."],
  results: { unansweredLabel: "Skipped", byType: true },
};

describe("the client's modes table", () => {
  it("has an entry for each shared mode, and for nothing else", () => {
    expect(Object.keys(CLIENT_MODES).sort()).toEqual([...GAME_MODES].sort());
  });

  it("is refused by the type checker without an entry for every shared mode", () => {
    const { mtc, ...withoutTheCheck } = CLIENT_MODES;
    // @ts-expect-error: the Times Tables Check has no entry
    const missingOne: ClientModes = withoutTheCheck;

    // A mode added to the shared list: the table is refused until it has the mode's entry, then taken.
    type WithNewMode = Readonly<Record<GameMode | "pairs", ClientMode>>;
    // @ts-expect-error: the new mode has no entry
    const withoutNew: WithNewMode = CLIENT_MODES;
    const withNew: WithNewMode = { ...CLIENT_MODES, pairs: FAKE_ENTRY };

    expect(Object.values(missingOne)).not.toContain(mtc);
    expect(withoutNew).toBe(CLIENT_MODES);
    expect(withNew.pairs).toBe(FAKE_ENTRY);
  });

  it("refuses an entry for a mode the shared list does not have", () => {
    // @ts-expect-error: no shared mode is called "pairs"
    const extra: ClientModes = { ...CLIENT_MODES, pairs: FAKE_ENTRY };
    expect(extra).toHaveProperty("pairs");
  });

  it("gives every mode's how-to-play card something to say, and every offered mode a blurb", () => {
    for (const [mode, entry] of Object.entries(CLIENT_MODES)) {
      expect(entry.howToPlay.length, mode).toBeGreaterThan(0);
      if (entry.card) expect(entry.card.blurb, mode).not.toBe("");
    }
  });
});
