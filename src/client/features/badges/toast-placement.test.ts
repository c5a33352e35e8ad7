import { describe, expect, it } from "vitest";
import { placeToast, TOAST_GAP_PX, type Box, type ToastSurroundings } from "./toast-placement";

/** A phone's window, 390 × 844, under a 60-pixel header, with nothing marked yet. */
const phone: ToastSurroundings = {
  width: 390,
  height: 844,
  headerBottom: 60,
  read: [],
  press: [],
  dialogs: [],
  controls: [],
};
/** A laptop's, 1280 × 800, under a 68-pixel header. */
const laptop: ToastSurroundings = { ...phone, width: 1280, height: 800, headerBottom: 68 };
const band = (top: number, bottom: number, left = 16, right = 374): Box => ({ left, top, right, bottom });
const TOAST = 90;
const UNDER_THE_HEADER = 60 + TOAST_GAP_PX;

/** The results page on a phone: the headline under the header, the summary, and the buttons at the foot. */
const results = { ...phone, read: [band(100, 140), band(140, 200)], press: [band(752, 810)] };

describe("where the badge toast goes", () => {
  it("sits under the header when that covers nothing marked", () => {
    expect(placeToast(TOAST, phone)).toEqual({ at: "top", top: UNDER_THE_HEADER });
    // Scrolled, the header is gone: the toast goes up to the window's top.
    expect(placeToast(TOAST, { ...phone, headerBottom: -40 })).toEqual({ at: "top", top: TOAST_GAP_PX });
  });

  it("sits just below the results' headline on a phone, clear of it and of Play again at the foot", () => {
    expect(placeToast(TOAST, results)).toEqual({ at: "top", top: 200 + TOAST_GAP_PX });
  });

  it("covers other controls only when it must: below the headline there is a button, so it goes lower", () => {
    const placed = placeToast(TOAST, { ...results, controls: [band(230, 280)] });
    expect(placed).toEqual({ at: "top", top: 752 - TOAST_GAP_PX - TOAST });
  });

  it("covers the headline rather than Play again when nothing else is free", () => {
    const crowded = { ...phone, height: 400, read: [band(100, 200)], press: [band(216, 384)] };
    expect(placeToast(TOAST, crowded)).toEqual({ at: "top", top: UNDER_THE_HEADER });
  });

  it("takes the corner of a wide window when the headline's lines leave it free, and the middle when they do too", () => {
    const headline = [band(120, 160, 324, 930), band(160, 200, 580, 700)];
    const buttons = band(700, 750, 256, 1024);
    expect(placeToast(TOAST, { ...laptop, read: headline, press: [buttons] })).toEqual({
      at: "corner",
      top: 68 + TOAST_GAP_PX,
    });
    expect(placeToast(TOAST, { ...laptop, press: [buttons] })).toEqual({ at: "top", top: 68 + TOAST_GAP_PX });
  });

  it("never covers an open dialog: beside a small one it takes a free place, over a tall one it waits", () => {
    expect(placeToast(TOAST, { ...laptop, dialogs: [band(250, 550, 416, 864)] })).toMatchObject({ at: "top" });
    expect(placeToast(TOAST, { ...laptop, dialogs: [band(100, 700, 416, 864)] })).toMatchObject({ at: "corner" });
    // On the phone the dialog takes nearly all the height: no room, so the toast waits.
    expect(placeToast(TOAST, { ...phone, dialogs: [band(32, 812)] })).toEqual({ at: "held" });
  });

  it("waits while every place would cover what is marked to press: a game's top bar and keypad on a phone", () => {
    const game = { ...phone, height: 664, headerBottom: 0, press: [band(8, 60), band(120, 664)] };
    expect(placeToast(TOAST, game)).toEqual({ at: "held" });
  });
});
