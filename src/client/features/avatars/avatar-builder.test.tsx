import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  avatarUsage,
  deleteAvatar,
  generateAvatar,
  listAvatars,
  type AvatarUsage,
  type GeneratedAvatar,
} from "../../../shared/api/avatars";
import type { AvatarChoice } from "../../../shared/api/children";
import type { ErrorBody } from "../../../shared/api/endpoint";
import { messages, productMessages } from "../../../shared/messages";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { AvatarBuilder } from "./avatar-builder";

afterEach(() => {
  vi.unstubAllGlobals();
});

const CHILD_ID = "00000000-0000-4000-8000-00000000000a";
/** The fake server answers for this child alone. */
const CHILDS = { params: { childId: CHILD_ID } };

const avatar = (n: number, over: Partial<GeneratedAvatar> = {}): GeneratedAvatar => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  child_id: CHILD_ID,
  user_id: "00000000-0000-4000-8000-000000000001",
  image_url: `/files/avatars/${n}.svg`,
  character_type: "robot",
  color_theme: "green",
  hair_color: null,
  accessories: [],
  source: "built_in",
  created_at: "2026-06-01T09:00:00.000Z",
  ...over,
});

function open(options: {
  avatars: GeneratedAvatar[];
  usage: AvatarUsage | "fails";
  worn?: string;
  /** The server's refusal of a generation; without it, a generation still being made. */
  refusal?: ErrorBody["error"];
}) {
  const { calls } = fakeFetch(
    on(listAvatars, { status: 200, body: { avatars: options.avatars } }, CHILDS),
    on(generateAvatar, options.refusal ? { status: 422, body: { error: options.refusal } } : "hang", CHILDS),
    ...options.avatars.map((a) =>
      on(deleteAvatar, { status: 200, body: { ok: true } }, { params: { childId: CHILD_ID, avatarId: a.id } }),
    ),
    on(
      avatarUsage,
      options.usage === "fails"
        ? { status: 500, body: { error: { code: "internal_error", message: "no" } } }
        : { status: 200, body: options.usage },
      CHILDS,
    ),
  );
  const saved: AvatarChoice[] = [];
  const wornDeleted = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AvatarBuilder
          child={{ id: CHILD_ID, name: "Ava", avatar: options.worn ? { type: "generated", url: options.worn } : null }}
          backTo="/child/dashboard"
          save={(choice) => {
            saved.push(choice);
            return Promise.resolve();
          }}
          onWornAvatarDeleted={wornDeleted}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { saved, wornDeleted, calls };
}

const USED = (over: Partial<AvatarUsage> = {}): AvatarUsage => ({
  total_avatars: 1,
  monthly_generations: 1,
  can_generate: true,
  can_store: true,
  ...over,
});

describe("the avatar builder", () => {
  it("says nothing when the usage cannot be read: none used, and the generator opens", async () => {
    open({ avatars: [], usage: "fails" });
    expect(await screen.findByText(messages.noAvatarsYet.replace("{name}", "Ava"))).toBeInTheDocument();
    expect(screen.getByTestId("stored-avatars")).toHaveTextContent("0 / 3");
    expect(screen.getByTestId("monthly-generations")).toHaveTextContent("0 / 12");
    expect(screen.queryByRole("alert")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: messages.generateNewAvatar }));
    expect(screen.getByRole("dialog", { name: messages.generateNewAvatar })).toBeInTheDocument();
  });

  it.each([
    [
      "the month's generations are used",
      USED({ monthly_generations: 12, can_generate: false, can_store: false }),
      messages.avatarMonthlyLimit,
    ],
    ["3 are stored", USED({ total_avatars: 3, can_store: false }), messages.avatarStorageLimit],
  ])("refuses to open the generator when %s, with the spec's message", async (_, usage, message) => {
    open({ avatars: [avatar(1)], usage });
    await screen.findByTestId("stored-avatars");
    await screen.findByText(`${usage.total_avatars} / 3`);
    await userEvent.click(screen.getByRole("button", { name: messages.generateNewAvatar }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("the generator's Generate waits for a character type and a colour theme; the chosen hair colour clears on a second click", async () => {
    open({ avatars: [], usage: USED() });
    await userEvent.click(screen.getByRole("button", { name: messages.generateNewAvatar }));
    const dialog = screen.getByRole("dialog");
    const go = within(dialog).getByRole("button", { name: "Generate Avatar" });
    expect(go).toBeDisabled();
    await userEvent.click(
      within(within(dialog).getByRole("group", { name: "Character Type *" })).getByRole("button", { name: "Pirate" }),
    );
    expect(go).toBeDisabled();
    const hair = within(within(dialog).getByRole("group", { name: "Hair Color (Optional)" })).getByRole("button", {
      name: "Red",
    });
    await userEvent.click(hair);
    expect(hair).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(hair);
    expect(hair).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(
      within(within(dialog).getByRole("group", { name: "Color Theme *" })).getByRole("button", { name: "Pink" }),
    );
    expect(go).toBeEnabled();
  });

  it("generates once when Generate is sent three times at once", async () => {
    const { calls } = open({ avatars: [], usage: USED() });
    await userEvent.click(screen.getByRole("button", { name: messages.generateNewAvatar }));
    const dialog = screen.getByRole("dialog");
    await userEvent.click(
      within(within(dialog).getByRole("group", { name: "Character Type *" })).getByRole("button", { name: "Pirate" }),
    );
    await userEvent.click(
      within(within(dialog).getByRole("group", { name: "Color Theme *" })).getByRole("button", { name: "Pink" }),
    );
    const form = within(dialog).getByRole("button", { name: "Generate Avatar" }).closest("form");
    if (!form) throw new Error("no form");
    act(() => {
      for (let i = 0; i < 3; i++) fireEvent.submit(form);
    });
    await within(dialog).findByRole("button", { name: "Generating..." });
    expect(calls.filter((c) => c.init.method === "POST")).toHaveLength(1);
  });

  it("sends the choices as the generation's body and shows the server's refusal in its words", async () => {
    const refusal = { code: "avatar_generation_limit" as const, message: "Ava has made 12 avatars this month." };
    const { calls } = open({ avatars: [], usage: USED(), refusal });
    await userEvent.click(screen.getByRole("button", { name: messages.generateNewAvatar }));
    const dialog = screen.getByRole("dialog");
    const choose = async (group: string, name: string) =>
      userEvent.click(within(within(dialog).getByRole("group", { name: group })).getByRole("button", { name }));
    await choose("Character Type *", "Pirate");
    await choose("Accessories (Optional)", "Crown");
    await choose("Accessories (Optional)", "Glasses");
    await choose("Color Theme *", "Pink");
    await userEvent.click(within(dialog).getByRole("button", { name: "Generate Avatar" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(refusal.message);
    const posted = calls
      .filter((c) => c.init.method === "POST")
      .map((c) => JSON.parse(c.init.body as string) as unknown);
    expect(posted).toEqual([
      { character_type: "pirate", hair_color: null, accessories: ["glasses", "crown"], color_theme: "pink" },
    ]);
  });

  it("starts on the avatar worn, deselects it on a second click, and saves the placeholder then", async () => {
    const worn = avatar(2, { character_type: "pirate", color_theme: "pink", source: "ai" });
    const { saved } = open({ avatars: [avatar(1), worn], usage: USED({ total_avatars: 2 }), worn: worn.image_url });
    const tile = await screen.findByRole("button", { name: "Pirate, Pink theme, selected" });
    expect(screen.getByText("AI Generated")).toBeInTheDocument();
    await userEvent.click(tile);
    expect(screen.getByText("Placeholder")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: messages.saveAvatar }));
    expect(saved).toEqual([{ type: "placeholder" }]);
    await userEvent.click(screen.getByRole("button", { name: "Robot, Green theme" }));
    // The built-in painter drew this one: it is not called AI.
    expect(screen.getByText(productMessages.avatarByPainter)).toBeInTheDocument();
    expect(screen.queryByText("AI Generated")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: messages.saveAvatar }));
    expect(saved.at(-1)).toEqual({ type: "generated", url: avatar(1).image_url });
    expect(await screen.findByText(productMessages.avatarSaved)).toBeInTheDocument();
  });

  it("deleting the avatar worn says so, for the placeholder to be put back; deleting another does not", async () => {
    const worn = avatar(2, { character_type: "pirate", color_theme: "pink" });
    const { wornDeleted } = open({
      avatars: [avatar(1), worn],
      usage: USED({ total_avatars: 2 }),
      worn: worn.image_url,
    });
    await userEvent.click(await screen.findByRole("button", { name: "Delete Robot, Green theme" }));
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Delete Robot, Green theme" })).toBeEnabled());
    expect(wornDeleted).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Delete Pirate, Pink theme" }));
    await vi.waitFor(() => expect(wornDeleted).toHaveBeenCalledTimes(1));
    expect(screen.getByRole("img", { name: "Preview: placeholder" })).toBeInTheDocument();
  });

  it("shows 'Failed to load' for a stored picture that cannot be loaded, and 'Avatar' in the preview", async () => {
    const broken = avatar(3);
    open({ avatars: [broken], usage: USED(), worn: broken.image_url });
    const tile = await screen.findByRole("button", { name: "Robot, Green theme, selected" });
    fireEvent.error(within(tile).getByRole("presentation"));
    expect(within(tile).getByText("Failed to load")).toBeInTheDocument();
    fireEvent.error(within(screen.getByTestId("avatar-preview")).getByRole("img"));
    expect(within(screen.getByTestId("avatar-preview")).getByText("Avatar")).toBeInTheDocument();
  });
});
