// The built-in tutor's progress line when a game is in line with the last few (src/server/feedback/built-in-tutor.ts);
// `{earlier}` their average, "33%": `tutorMessages` in messages.ts.

export const inLineSecure = "In line with the last few games (about {earlier}): steady, secure work.";
/** In line, but low for the mode: never called secure. */
export const inLineLow =
  "In line with the last few games (about {earlier}): a few minutes of practice each day will lift it.";
/** Get to 100 in line and low; `{score}` this game's score. */
export const inLineLowGetTo100 =
  "In line with the last few games (about {earlier}). Get to 100 ends at the first slip, so aim to go a few answers further than {score} next time.";
