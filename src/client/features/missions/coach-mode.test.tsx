import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  activeMission,
  archiveMission,
  familyMissions,
  listStickers,
  missionSuggestion,
  sendMission,
  weeklyWins,
  type MissionSuggestionView,
} from "../../../shared/api/missions";
import { listChildren, type Child } from "../../../shared/api/children";
import { testChildProfile } from "../../../../tests/support/child-profile";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { testMission } from "../../../../tests/support/mission";
import { messages, productMessages } from "../../../shared/messages";
import { CoachMode } from "./coach-mode";

beforeEach(() => localStorage.setItem("ms-coach-quick-setup-done", "1"));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ava = testChildProfile({ difficulty_level: "beginner" });
const SEND = `/api/children/${ava.id}/missions`;

const suggestion: MissionSuggestionView = {
  game_mode_target: "timed",
  focus_area: "The 4 times table",
  challenge_name: "4 Times Table Hero",
  challenge_description: "Score 10 in a 90 Second Challenge, with at least one 4 times table question right.",
  score_target: 10,
  question_type_target: "multiplication",
  tables: [4],
  source: "coach",
};

function serve(child: Child = ava, ...more: Parameters<typeof fakeFetch>) {
  return fakeFetch(
    ...more,
    on(listChildren, { status: 200, body: { children: [child] } }),
    on(familyMissions, { status: 200, body: { missions: [] } }),
    on(listStickers, {
      status: 200,
      body: {
        stickers: [
          { id: "571c4e00-0000-4000-8000-000000000001", name: "Super Star", asset_url: "/s.svg", is_premium: false },
        ],
      },
    }),
    on(
      weeklyWins,
      {
        status: 200,
        body: {
          child_id: child.id,
          child_name: child.name,
          achievements: [],
          improvement_areas: [],
          streak_info: { current_streak: 0, has_shield: false },
        },
      },
      { params: { childId: child.id } },
    ),
    on(missionSuggestion, { status: 200, body: { suggestion } }, { params: { childId: child.id } }),
  );
}

async function openForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "/", element: <CoachMode /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: /^Ava/ }));
  const form = await screen.findByRole("form", { name: "Mission for Ava" });
  await within(form).findByDisplayValue("4 Times Table Hero");
  return { user, form };
}

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((o) => o.textContent);
const tableBoxes = (form: HTMLElement) =>
  within(within(form).getByRole("group", { name: "Times tables (optional)" }))
    .getAllByRole("checkbox")
    .map((box) => box.closest("label")?.textContent);

describe("Coach Mode's mission form offers what the chosen child can do at their level", () => {
  it("offers a beginner's 90 Second Challenge only its types, the 2 to 5 times tables and targets to 40", async () => {
    serve();
    const { form } = await openForm();
    expect(options(within(form).getByLabelText("Question type"))).toEqual([
      "All question types",
      "Addition",
      "Multiplication",
    ]);
    expect(tableBoxes(form)).toEqual(["2×", "3×", "4×", "5×"]);
    expect(within(form).getByText("From 1 to 40 in this game")).toBeInTheDocument();
  });

  it("offers an expert's the 2 to 12 times tables and subtraction", async () => {
    serve(testChildProfile({ difficulty_level: "expert" }));
    const { form } = await openForm();
    expect(options(within(form).getByLabelText("Question type"))).toContain("Subtraction");
    expect(options(within(form).getByLabelText("Question type"))).not.toContain("Division");
    expect(tableBoxes(form)).toHaveLength(11);
  });

  it("resets what no longer applies when the mode changes: tables, question type and the coach's words", async () => {
    serve();
    const { user, form } = await openForm();
    await user.selectOptions(within(form).getByLabelText("Game mode"), "Missing Piece Challenge");
    expect(within(form).queryByRole("group", { name: "Times tables (optional)" })).toBeNull();
    expect(options(within(form).getByLabelText("Question type"))).toEqual(["Missing piece"]);
    expect(within(form).getByLabelText("Question type")).toHaveValue("missing_piece");
    expect(within(form).getByLabelText("Description")).toHaveValue("");
    expect(within(form).getByLabelText("Title")).toHaveValue("");
    // Back to a mode with tables: nothing is ticked any more.
    await user.selectOptions(within(form).getByLabelText("Game mode"), "Times Table Tower");
    const boxes = within(within(form).getByRole("group", { name: "Times tables (optional)" })).getAllByRole("checkbox");
    expect(boxes.filter((b) => (b as HTMLInputElement).checked)).toHaveLength(0);
  });

  it("keeps a description the parent wrote when the mode changes", async () => {
    serve();
    const { user, form } = await openForm();
    await user.clear(within(form).getByLabelText("Description"));
    await user.type(within(form).getByLabelText("Description"), "My own words");
    await user.selectOptions(within(form).getByLabelText("Game mode"), "Traffic Light Challenge");
    expect(within(form).getByLabelText("Description")).toHaveValue("My own words");
    // A ticked table the beginner's Traffic Light asks stays ticked.
    expect(within(form).getByRole("checkbox", { name: "4×" })).toBeChecked();
  });

  it("drops the coach's description once the target is not the coach's, keeping its title", async () => {
    serve();
    const { user, form } = await openForm();
    const target = within(form).getByLabelText("Target Correct Answers (optional)");
    await user.clear(target);
    await user.type(target, "2");
    expect(within(form).getByLabelText("Description")).toHaveValue("");
    expect(within(form).getByLabelText("Title")).toHaveValue("4 Times Table Hero");
  });

  it("refuses a target above the mode's highest score before sending, in words", async () => {
    const server = serve();
    const { user, form } = await openForm();
    await user.selectOptions(within(form).getByLabelText("Game mode"), "Traffic Light Challenge");
    const target = within(form).getByLabelText("Target Correct Answers (optional)");
    await user.clear(target);
    await user.type(target, "50");
    await user.click(within(form).getByRole("radio", { name: "Super Star" }));
    await user.click(within(form).getByRole("button", { name: "Send Mission" }));
    expect(
      await within(form).findAllByText(
        "The Traffic Light Challenge scores at most 20, so a higher target could never be reached.",
      ),
    ).not.toHaveLength(0);
    expect(server.calls.filter((c) => c.url.endsWith(SEND))).toHaveLength(0);
  });

  it("shows the server's refusal when the child's level changed meanwhile", async () => {
    const refusal =
      "Ava could never complete this mission. At Beginner level the 90 Second Challenge asks only the 2 to 5 times tables, never the 4 times table.";
    serve(
      ava,
      on(
        sendMission,
        {
          status: 422,
          body: { error: { code: "mission_impossible", message: refusal, fields: { tables: refusal } } },
        },
        { params: { childId: ava.id } },
      ),
    );
    const { user, form } = await openForm();
    await user.click(within(form).getByRole("radio", { name: "Super Star" }));
    await user.click(within(form).getByRole("button", { name: "Send Mission" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(refusal);
  });
});

describe("Coach Mode's send", () => {
  const sent = testMission({ child_id: ava.id });
  const bodies = (calls: { url: string; init: RequestInit }[]) =>
    calls.filter((c) => c.url.endsWith(SEND)).map((c) => JSON.parse(c.init.body as string) as Record<string, unknown>);

  it("sends the form's values as the body's types and reads the family's missions again as soon as it is answered", async () => {
    const server = serve(
      ava,
      on(sendMission, { status: 201, body: { mission: sent } }, { params: { childId: ava.id } }),
    );
    const { user, form } = await openForm();
    const familyReads = () => server.calls.filter((c) => c.url.endsWith("/api/family/missions")).length;
    const before = familyReads();
    await user.click(within(form).getByRole("radio", { name: "Super Star" }));
    await user.click(within(form).getByRole("button", { name: "Send Mission" }));
    expect(await screen.findByText(messages.missionSent)).toBeInTheDocument();
    expect(bodies(server.calls)).toEqual([
      expect.objectContaining({ score_target: 10, tables: [4], ai_suggested: false, focus_area: "The 4 times table" }),
    ]);
    await vi.waitFor(() => expect(familyReads()).toBe(before + 1));
  });

  it("brings the success into view and focus once sent, so that a phone scrolled to the footer shows and says it", async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      serve(ava, on(sendMission, { status: 201, body: { mission: sent } }, { params: { childId: ava.id } }));
      const { user, form } = await openForm();
      await user.click(within(form).getByRole("radio", { name: "Super Star" }));
      await user.click(within(form).getByRole("button", { name: "Send Mission" }));
      const heading = await screen.findByRole("heading", { name: messages.missionSent });
      expect(heading).toHaveFocus();
      expect(scrolled.mock.contexts.some((box) => box instanceof Element && box.contains(heading))).toBe(true);
    } finally {
      Reflect.deleteProperty(Element.prototype, "scrollIntoView");
    }
  });

  it("refuses a target that is not a whole number, keeping what was typed, and sends nothing", async () => {
    const server = serve(ava);
    const { user, form } = await openForm();
    const target = within(form).getByLabelText(/Target Correct Answers/);
    await user.clear(target);
    await user.type(target, "2.5");
    expect(target).toHaveValue("2.5");
    expect(within(form).getByText(productMessages.missionTargetWhole)).toBeInTheDocument();
    await user.click(within(form).getByRole("radio", { name: "Super Star" }));
    await user.click(within(form).getByRole("button", { name: "Send Mission" }));
    expect(bodies(server.calls)).toEqual([]);
    expect(target).toHaveValue("2.5");
    // Typed again as a whole number, it is taken as typed.
    await user.clear(target);
    await user.type(target, "3");
    expect(target).toHaveValue("3");
  });

  it("asks before replacing the child's mission, then clears the server's and sends", async () => {
    let answered = 0;
    const server = serve(
      ava,
      on(
        sendMission,
        () =>
          answered++ === 0
            ? { status: 409, body: { error: { code: "mission_active", message: "Ava already has a mission" } } }
            : { status: 201, body: { mission: sent } },
        { params: { childId: ava.id } },
      ),
      on(activeMission, { status: 200, body: { mission: sent } }, { params: { childId: ava.id } }),
      on(
        archiveMission,
        {
          status: 200,
          body: { mission: { ...sent, status: "archived" } },
        },
        { params: { missionId: sent.id } },
      ),
    );
    const { user, form } = await openForm();
    await user.click(within(form).getByRole("radio", { name: "Super Star" }));
    await user.click(within(form).getByRole("button", { name: "Send Mission" }));
    const dialog = await screen.findByRole("dialog", { name: "Active mission found" });
    await user.click(within(dialog).getByRole("button", { name: "Clear and send" }));
    expect(await screen.findByText(messages.missionSent)).toBeInTheDocument();
    expect(server.calls.some((c) => c.url.endsWith(`/api/missions/${sent.id}/archive`))).toBe(true);
    expect(bodies(server.calls)).toHaveLength(2);
  });
});

describe("Coach Mode opened from the weekly report's link", () => {
  const open = (query: string) => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: "/parent/coach-mode", element: <CoachMode /> }], {
      initialEntries: [`/parent/coach-mode?${query}`],
    });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  };

  it("chooses the link's child and fills in the link's mission, without asking the coach", async () => {
    localStorage.clear(); // the quick setup would open for a first visit: the link's mission comes instead
    const server = serve();
    const link = new URLSearchParams({
      child: ava.id,
      mode: "timed",
      title: "Sevens Booster",
      description: "Score 12 in a 90 Second Challenge.",
      focus: "The 7 times table",
      target: "12",
      type: "multiplication",
      tables: "7",
    });
    open(link.toString());
    const form = await screen.findByRole("form", { name: "Mission for Ava" });
    expect(await within(form).findByDisplayValue("Sevens Booster")).toBeInTheDocument();
    expect(within(form).getByDisplayValue("Score 12 in a 90 Second Challenge.")).toBeInTheDocument();
    expect(within(form).getByDisplayValue("12")).toBeInTheDocument();
    expect(screen.getByTestId("suggestion-focus")).toHaveTextContent("Focus: The 7 times table");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(server.calls.some((c) => c.url.endsWith("/mission-suggestion"))).toBe(false);
  });

  it("ignores a link whose mission is not valid, or whose child is not in the family", async () => {
    serve();
    open(`child=${ava.id}&mode=timed&target=0`);
    expect(await screen.findByRole("button", { name: /^Ava/ })).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Mission for Ava" })).not.toBeInTheDocument();
  });

  it("opens the first visit's quick setup, as with no link, when the link's child is not in the family", async () => {
    localStorage.clear(); // a first visit
    serve();
    const stranger = "0d5a3c1e-0000-4000-8000-00000000abcd";
    open(`child=${stranger}&mode=timed&title=Sevens%20Booster&target=12`);
    const ava = await screen.findByRole("button", { name: /^Ava/, hidden: true });
    const setup = screen.getByRole("dialog", { name: "Your First Challenge" });
    expect(within(setup).getByRole("button", { name: "Start with Ava" })).toBeInTheDocument();
    // No child is chosen, and nothing of the link's mission shows.
    expect(ava).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryByRole("form", { name: "Mission for Ava" })).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue("Sevens Booster")).not.toBeInTheDocument();
  });
});
