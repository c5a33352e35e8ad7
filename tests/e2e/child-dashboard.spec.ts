import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeProblems } from "./axe";
import { childLogInAs, newFamily, signOut } from "./support";
import { picture } from "./layout-support";
import { testPlaySummary } from "../support/play-summary";

const LEO = "00000000-0000-4000-8000-0000000000b0";
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** Leo's side or the child's own side of a challenge. */
const side = (child_id: string, name: string, score: number | null) => ({
  child_id,
  name,
  difficulty_level: "beginner",
  played: score !== null,
  score,
});

/** A challenge between Leo (who set it) and the child, waiting for the child or completed. */
function challenge(id: number, childId: string, completed: { mine: number; leo: number } | null) {
  return {
    id: `00000000-0000-4000-8000-${String(id).padStart(12, "0")}`,
    status: completed ? "completed" : "pending_opponent",
    section: completed ? "completed" : "waiting",
    game_mode: "challenge",
    created_at: hoursAgo(10 - id),
    expires_at: inHours(24 + id),
    completed_at: completed ? hoursAgo(1) : null,
    initiator: side(LEO, "Leo", completed ? completed.leo : 12),
    opponent: { ...side(childId, "Ava", completed ? completed.mine : null), type: "child" },
    winner: completed ? (completed.mine > completed.leo ? "opponent" : "initiator") : null,
    result: completed ? (completed.mine > completed.leo ? "won" : "lost") : "pending",
  };
}

/** The parent's active mission for the child: Times tables superstar. */
const mission = (childId: string) => ({
  id: "00000000-0000-4000-8000-0000000000c0",
  child_id: childId,
  challenge_name: "Times tables superstar",
  challenge_description: "Score 15 in the 90 Second Challenge with your 6, 7 and 8 times tables.",
  game_mode_target: "timed",
  score_target: 15,
  duration_target: 90,
  question_type_target: "multiplication",
  specific_operand_target: { tables: [6, 7, 8] },
  reward: { type: "custom_text", text: "A trip to the park on Saturday" },
  ai_suggested: false,
  focus_area: null,
  status: "active",
  activated_at: hoursAgo(2),
  completed_at: null,
  session_id: null,
  created_at: hoursAgo(2),
});

/** The child's dashboard as a busy day has it: a mission, two results and four challenges from Leo. */
async function busyDay(page: Page) {
  await page.route("**/api/children/*/challenges", (route) => {
    const childId = new URL(route.request().url()).pathname.split("/")[3] ?? "";
    return route.fulfill({
      json: {
        waiting: [1, 2, 3, 4].map((id) => challenge(id, childId, null)),
        completed: [challenge(5, childId, { mine: 14, leo: 9 }), challenge(6, childId, { mine: 7, leo: 11 })],
        opponents: [{ type: "child", child_id: LEO, name: "Leo" }],
      },
    });
  });
  await page.route("**/api/children/*/mission", (route) => {
    const childId = new URL(route.request().url()).pathname.split("/")[3] ?? "";
    return route.fulfill({
      json: {
        mission: mission(childId),
      },
    });
  });
}

test("the child's dashboard shows a game first on a phone, whatever cards it has, one card per challenger", async ({
  page,
}) => {
  // A long name (up to 40 letters are allowed) still leaves the child's header on one row.
  const name = "Anastasia-Maria Montgomery-Whitfield";
  const { email } = await newFamily(page, [[name, "4821"]]);
  await signOut(page);
  await busyDay(page);
  await childLogInAs(page, email, "4821", name);

  for (const size of [
    { width: 390, height: 664 },
    { width: 360, height: 640 },
  ]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    const header = await page.locator("[data-app-header]").boundingBox();
    expect(header?.height ?? 0, `the header on one row at ${size.width}px`).toBeLessThanOrEqual(70);
    await expect(page.getByRole("button", { name: "Log out" })).toBeInViewport();
    await expect(page.getByTestId("mission-card")).toBeVisible();
    await expect(page.getByTestId("challenge-toast")).toHaveCount(2);
    // Four challenges from Leo are one card, saying how many.
    const waiting = page.getByTestId("waiting-challenge");
    await expect(waiting).toHaveCount(1);
    await expect(waiting).toContainText("Leo challenged you");
    await expect(waiting.getByTestId("waiting-count")).toHaveText("4 challenges waiting: play them one at a time.");
    await expect(waiting.getByRole("button", { name: "Accept" })).toHaveCount(1);

    // Beside the streak, what waits below the games, on the first screen too.
    await expect(page.getByRole("link", { name: "Mission" })).toBeInViewport();
    await expect(page.getByRole("link", { name: "4 challenges" })).toBeInViewport();

    const firstGame = page.getByRole("region", { name: "Choose a game" }).getByRole("link").first();
    await expect(firstGame).toContainText("Smart Practice");
    const box = await firstGame.boundingBox();
    expect(box, "the first game").not.toBeNull();
    expect(
      (box?.y ?? 0) + (box?.height ?? 0),
      `the first game ends on the first screen at ${size.width}px`,
    ).toBeLessThanOrEqual(size.height);
    await picture(page, { path: test.info().outputPath(`child-dashboard-busy-${size.width}.png`), fullPage: true });
  }
  await page.getByRole("link", { name: "4 challenges" }).click();
  await expect(page.getByTestId("waiting-challenge")).toBeInViewport();
  expect(await axeProblems(page)).toEqual([]);
});

test.describe(() => {
  // The failed streak lookups below, as the browser reports them.
  test.use({ expectedConsoleErrors: [/Failed to load resource/] });

  test("a failed streak lookup leaves the dashboard to play on, and never locks a Tower the child has opened", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 664 });
    const { email } = await newFamily(page, [["Ava", "4821"]]);
    await signOut(page);
    const tower = page.getByTestId("game-times_table_tower");

    // Nothing known yet on this device: a streak of 0, what a streak that cannot be worked out shows, and no lock.
    await page.route("**/api/children/*/play-summary", (route) => route.abort());
    await childLogInAs(page, email, "4821", "Ava");
    await expect(page.getByTestId("streak")).toHaveText("Start today!");
    await expect(tower).toHaveAttribute("href", /times-table-tower/);
    await expect(tower).not.toContainText("Locked");

    // A child whose Tower is open (as the server says) still sees it open when the next lookup fails.
    await page.unroute("**/api/children/*/play-summary");
    await page.route("**/api/children/*/play-summary", (route) =>
      route.fulfill({
        json: testPlaySummary({ streak: 4, tower_unlocked: true }),
      }),
    );
    await page.reload();
    await expect(page.getByTestId("streak")).toHaveText("4-day streak");
    await page.unroute("**/api/children/*/play-summary");
    await page.route("**/api/children/*/play-summary", (route) => route.abort());
    await page.reload();
    await expect(page.getByRole("heading", { name: "Hi Ava! Ready for a maths sprint?" })).toBeVisible();
    await expect(page.getByTestId("streak")).toHaveText("4-day streak");
    await expect(tower).toContainText("Build a tower of times tables.");
    await picture(page, { path: test.info().outputPath("child-dashboard-streak-failed-390.png"), fullPage: true });
  });
});

/** The three reads that fill the row above the games, each answered as a busy child's would be. */
const ROW_READS = {
  "the play summary": {
    path: "/play-summary",
    json: () =>
      testPlaySummary({
        streak: 12,
        tower_unlocked: true,
        shield: { has_streak_shield: true, streak_shield_expires_at: inHours(3), active: true, expiring_soon: true },
      }),
  },
  "the mission": { path: "/mission", json: (childId: string) => ({ mission: mission(childId) }) },
  "the challenges": {
    path: "/challenges",
    json: (childId: string) => ({
      waiting: [challenge(1, childId, null)],
      completed: [],
      opponents: [{ type: "child", child_id: LEO, name: "Leo" }],
    }),
  },
} as const;
type RowRead = keyof typeof ROW_READS;
const ROW_READ_NAMES = Object.keys(ROW_READS) as RowRead[];

/** Answers the row's reads from ROW_READS, each held until its release is called. */
async function holdRowReads(page: Page) {
  const releases = {} as Record<RowRead, () => void>;
  for (const name of ROW_READ_NAMES) {
    const released = new Promise<void>((resolve) => (releases[name] = resolve));
    await page.route(`**/api/children/*${ROW_READS[name].path}`, async (route) => {
      await released;
      const childId = new URL(route.request().url()).pathname.split("/")[3] ?? "";
      await route.fulfill({ json: ROW_READS[name].json(childId) });
    });
  }
  return releases;
}

/** Waits until the page has drawn what the answer to `read` brings to it, wherever it goes. */
async function drawnAfter(page: Page, read: RowRead, childId: string) {
  if (read === "the mission") await expect(page.getByTestId("mission-card")).toBeVisible();
  if (read === "the challenges") await expect(page.getByTestId("waiting-challenge")).toBeVisible();
  // The summary is kept on the device once read.
  if (read === "the play summary")
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, `play-summary:${childId}`);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test("the games stay where they were drawn whichever of the streak, the mission and the challenges comes last", async ({
  page,
}) => {
  const { email } = await newFamily(page, [["Ava", "4821"]]);
  const listed = (await (await page.request.get("/api/children")).json()) as { children: { id: string }[] };
  const childId = listed.children[0]?.id ?? "";
  await signOut(page);
  await page.setViewportSize({ width: 390, height: 664 });
  await childLogInAs(page, email, "4821", "Ava");

  const games = page.getByRole("region", { name: "Choose a game" });
  for (const size of [
    { width: 390, height: 664 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    for (const last of ROW_READ_NAMES) {
      await page.evaluate((id) => localStorage.removeItem(`play-summary:${id}`), childId);
      const release = await holdRowReads(page);
      await page.reload();
      await expect(games).toBeVisible();
      const before = await games.boundingBox();
      for (const read of ROW_READ_NAMES.filter((name) => name !== last)) {
        release[read]();
        await drawnAfter(page, read, childId);
        expect((await games.boundingBox())?.y, `the games after ${read}, ${last} held, at ${size.width}px`).toBe(
          before?.y,
        );
      }
      release[last]();
      await expect(page.getByTestId("streak")).toHaveText("12-day streak");
      await expect(page.getByTestId("shield")).toBeVisible();
      await expect(page.getByRole("link", { name: "Mission" })).toBeVisible();
      await expect(page.getByRole("link", { name: "1 challenge" })).toBeVisible();
      await expect(page.getByTestId("mission-card")).toBeVisible();
      await expect(page.getByTestId("waiting-challenge")).toBeVisible();
      const after = await games.boundingBox();
      expect(after?.y, `the games where they were first drawn, ${last} last, at ${size.width}px`).toBe(before?.y);
      await page.unrouteAll();
    }
    await picture(page, { path: test.info().outputPath(`child-dashboard-row-${size.width}.png`), fullPage: true });
    expect(await axeProblems(page)).toEqual([]);
  }
});
