import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AWARDS_HEIGHT_SHARE } from "../../../shared/constants";
import { childBadges, childRewards, type BadgeProgress } from "../../../shared/api/badges";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { announceEarnedBadges, dismissEarnedBadge } from "../../hooks/earned-badges";
import { AwardsDialog } from "./awards-dialog";
import { BadgeToast } from "./badge-toast";
import { renderWithQueries } from "../../../../tests/support/render-route";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const AVA = { id: "00000000-0000-4000-8000-00000000000a", name: "Ava" };
/** The fake server answers for Ava alone. */
const AVAS = { params: { childId: AVA.id } };

const entry = (name: string, over: Partial<BadgeProgress> = {}): BadgeProgress => ({
  badge: { id: name, name, description: `About ${name}`, image_url: `/badges/${name}.svg` },
  earned: false,
  earned_at: null,
  progress: 0,
  ...over,
});

const open = (child: typeof AVA | null = AVA) =>
  renderWithQueries(<AwardsDialog open onOpenChange={() => undefined} child={child} />);

describe("the awards dialog", () => {
  it("takes at most 90 % of the screen's height, before the screen is measured and after", () => {
    fakeFetch(
      on(childBadges, { status: 200, body: { badges: [] } }, AVAS),
      on(childRewards, { status: 200, body: { rewards: [] } }, AVAS),
    );
    // Not measured: the box's own CSS caps it.
    const first = open();
    expect(screen.getByRole("dialog", { name: "Ava Awards" }).style.maxHeight).toBe("90dvh");
    first.unmount();
    // Measured: 90 % of what is visible of a 390 x 664 phone.
    vi.stubGlobal("visualViewport", Object.assign(new EventTarget(), { height: 664, offsetTop: 0 }));
    open();
    expect(screen.getByRole("dialog", { name: "Ava Awards" }).style.maxHeight).toBe(`${664 * AWARDS_HEIGHT_SHARE}px`);
  });

  it("shows the count, the earned badges with tick and date, and locked ones with their progress", async () => {
    fakeFetch(
      on(
        childBadges,
        {
          status: 200,
          body: {
            badges: [
              entry("First Steps", { earned: true, earned_at: "2026-06-03T10:00:00.000Z", progress: 100 }),
              entry("Getting Going", { progress: 40 }),
              entry("Shield Bearer"),
            ],
          },
        },
        AVAS,
      ),
      on(childRewards, { status: 200, body: { rewards: [] } }, AVAS),
    );
    open();
    const dialog = screen.getByRole("dialog", { name: "Ava Awards" });
    expect(await within(dialog).findByText("1 of 3 badges earned")).toBeInTheDocument();
    const earned = within(dialog).getByRole("region", { name: "Earned Badges" });
    expect(within(earned).getByText("First Steps")).toBeInTheDocument();
    expect(within(earned).getByText("3 Jun 2026")).toBeInTheDocument();
    const locked = within(dialog).getByRole("region", { name: "Locked Badges" });
    expect(within(locked).getByRole("progressbar", { name: "Getting Going progress" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );
    expect(within(locked).getByText("40% complete")).toBeInTheDocument();
    // No bar for a badge with no progress yet.
    expect(within(locked).getAllByRole("progressbar")).toHaveLength(1);
    expect(await within(dialog).findByRole("region", { name: "Mission Rewards" })).toBeInTheDocument();
  });

  it("shows a placeholder for a badge without an image or whose image fails", async () => {
    fakeFetch(
      on(
        childBadges,
        {
          status: 200,
          body: {
            badges: [entry("A", { badge: { id: "a", name: "A", description: "", image_url: null } }), entry("B")],
          },
        },
        AVAS,
      ),
      on(childRewards, { status: 200, body: { rewards: [] } }, AVAS),
    );
    open();
    await screen.findByText("0 of 2 badges earned");
    const images = screen.getByRole("dialog").querySelectorAll("img");
    expect(images[0]).toHaveAttribute("src", "/badges/placeholder.svg");
    expect(images[1]).toHaveAttribute("src", "/badges/B.svg");
    if (images[1]) fireEvent.error(images[1]);
    expect(images[1]).toHaveAttribute("src", "/badges/placeholder.svg");
  });

  it("says so when no badge exists, and when none is earned yet", async () => {
    fakeFetch(
      on(childBadges, { status: 200, body: { badges: [] } }, AVAS),
      on(childRewards, { status: 200, body: { rewards: [] } }, AVAS),
    );
    const { unmount } = open();
    expect(await screen.findByText("No badges available yet.")).toBeInTheDocument();
    expect(screen.getByText("Complete some maths sessions to start earning badges!")).toBeInTheDocument();
    unmount();
    fakeFetch(
      on(childBadges, { status: 200, body: { badges: [entry("X")] } }, AVAS),
      on(childRewards, { status: 200, body: { rewards: [] } }, AVAS),
    );
    open();
    expect(await screen.findByText("Keep practicing to earn your first badge!")).toBeInTheDocument();
  });

  it("shows each part's error with Retry, which asks again", async () => {
    let failing = true;
    fakeFetch(
      on(
        childBadges,
        () =>
          failing
            ? { status: 500, body: { error: { code: "internal_error", message: "Server trouble" } } }
            : { status: 200, body: { badges: [entry("First Steps")] } },
        AVAS,
      ),
      on(childRewards, "network-error", AVAS),
    );
    open();
    const user = userEvent.setup();
    expect(await screen.findByText("Error loading badges")).toBeInTheDocument();
    expect(screen.getByText("Server trouble")).toBeInTheDocument();
    expect(await screen.findByText("Error loading mission rewards")).toBeInTheDocument();
    failing = false;
    const [retryBadges] = screen.getAllByRole("button", { name: "Retry" });
    if (retryBadges) await user.click(retryBadges);
    expect(await screen.findByText("0 of 1 badges earned")).toBeInTheDocument();
  });

  it("lists unlocked mission rewards: the sticker, or the reward's text", async () => {
    fakeFetch(
      on(childBadges, { status: 200, body: { badges: [] } }, AVAS),
      on(
        childRewards,
        {
          status: 200,
          body: {
            rewards: [
              {
                id: "r1",
                unlocked_at: "2026-06-02T10:00:00.000Z",
                digital_reward: { name: "Rocket Sticker", asset_url: "/stickers/rocket.svg" },
                parent_challenge: { challenge_name: "Timed Mission", reward_details: {} },
              },
              {
                id: "r2",
                unlocked_at: "2026-06-01T10:00:00.000Z",
                digital_reward: null,
                parent_challenge: { challenge_name: "Tower Mission", reward_details: { text: "Park trip" } },
              },
            ],
          },
        },
        AVAS,
      ),
    );
    open();
    const rewards = await screen.findByRole("region", { name: "Mission Rewards" });
    expect(await within(rewards).findByText("Rocket Sticker")).toBeInTheDocument();
    expect(within(rewards).getByText("Park trip")).toBeInTheDocument();
    expect(within(rewards).getByText("Tower Mission")).toBeInTheDocument();
  });

  it("asks someone signed out to sign in, with Close", () => {
    const closed = vi.fn();
    renderWithQueries(<AwardsDialog open onOpenChange={closed} child={null} />);
    const dialog = screen.getByRole("dialog", { name: "Authentication Required" });
    expect(within(dialog).getByText("Please sign in to view badges.")).toBeInTheDocument();
    fireEvent.click(within(dialog).getAllByRole("button", { name: "Close" })[0] as HTMLElement);
    expect(closed).toHaveBeenCalledWith(false);
  });
});

describe("the badge-earned toast", () => {
  it("announces each earned badge in a live region, one after another, each for 5 seconds", () => {
    vi.useFakeTimers();
    render(<BadgeToast />);
    const region = screen.getByRole("status");
    act(() =>
      announceEarnedBadges([
        { id: "1", name: "First Steps", description: "Finish your very first game.", image_url: null },
        { id: "2", name: "Sharp Shooter", description: "Score 80%.", image_url: null },
      ]),
    );
    expect(within(region).getByText("Badge earned!")).toBeInTheDocument();
    expect(within(region).getByText("First Steps")).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(4_999));
    expect(within(region).getByText("First Steps")).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(within(region).getByText("Sharp Shooter")).toBeInTheDocument();
    fireEvent.click(within(region).getByRole("button", { name: "Close" }));
    expect(within(region).queryByText("Badge earned!")).not.toBeInTheDocument();
  });

  it("waits while a dialog leaves it no room, and shows for its 5 seconds once the dialog closes", async () => {
    vi.useFakeTimers();
    const dialog = document.createElement("div");
    dialog.setAttribute("role", "dialog");
    dialog.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 1024, height: 768 });
    document.body.append(dialog);
    render(<BadgeToast />);
    const region = screen.getByRole("status");
    act(() => announceEarnedBadges([{ id: "4", name: "On a Roll", description: "Play 3 days.", image_url: null }]));
    expect(within(region).queryByText("On a Roll")).not.toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(10_000));
    expect(within(region).queryByText("On a Roll")).not.toBeInTheDocument();

    // The dialog closes: the page changed, so the toast looks again before the next frame is drawn, and shows.
    await act(async () => {
      dialog.remove();
      await Promise.resolve();
    });
    act(() => void vi.advanceTimersToNextFrame());
    expect(within(region).getByText("On a Roll")).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(4_999));
    expect(within(region).getByText("On a Roll")).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(within(region).queryByText("On a Roll")).not.toBeInTheDocument();
  });

  it("measures the page once a frame while it waits, however often the page changes in it (a game's clock)", async () => {
    vi.useFakeTimers();
    const dialog = document.createElement("div");
    dialog.setAttribute("role", "dialog");
    let measured = 0;
    dialog.getBoundingClientRect = () => {
      measured++;
      return DOMRect.fromRect({ x: 0, y: 0, width: 1024, height: 768 });
    };
    document.body.append(dialog);
    try {
      render(<BadgeToast />);
      act(() => announceEarnedBadges([{ id: "5", name: "Ticking", description: "Wait.", image_url: null }]));
      const changeThePage = () =>
        act(async () => {
          dialog.append(document.createElement("span"));
          // Each change seen on its own, as a clock's ticks are.
          await Promise.resolve();
        });
      // What one measuring of the page costs.
      measured = 0;
      await changeThePage();
      act(() => void vi.advanceTimersToNextFrame());
      const once = measured;
      expect(once).toBeGreaterThan(0);

      measured = 0;
      for (let tick = 0; tick < 10; tick++) await changeThePage();
      expect(measured).toBe(0);
      act(() => void vi.advanceTimersToNextFrame());
      expect(measured).toBe(once);
      act(() => void vi.advanceTimersToNextFrame());
      expect(measured).toBe(once);
      expect(screen.getByTestId("badge-toast")).toHaveAttribute("data-placement", "held");
    } finally {
      act(() => dismissEarnedBadge("5"));
      dialog.remove();
    }
  });

  it("sits below the app's header, so that it never covers Log out", () => {
    const header = document.createElement("header");
    header.setAttribute("data-app-header", "");
    header.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 390, height: 120 });
    document.body.append(header);
    try {
      render(<BadgeToast />);
      act(() => announceEarnedBadges([{ id: "3", name: "Speedy", description: "Answer fast.", image_url: null }]));
      const toast = screen.getByTestId("badge-toast");
      expect(parseFloat(toast.style.top)).toBeGreaterThanOrEqual(120);
      act(() => dismissEarnedBadge("3"));
    } finally {
      header.remove();
    }
  });
});
