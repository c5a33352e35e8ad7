import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { generateAvatar } from "../../../shared/api/avatars";
import type { AvatarRecipe } from "./paint-avatar";
import { buildFamily } from "../../../../tests/factories";
import { startFakeImagesServer, type FakeImagesServer } from "../../../../tests/fake-servers/openai-images";
import { callAs } from "../../../../tests/support/call-as";
import { pngHeader, solidPng } from "../../../../tests/support/images";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { avatarPrompt } from "./avatar-prompt";
import { withImageModel } from "./create-avatar-maker";
import { createOpenAiCompatibleImages } from "./openai-compatible-images";
import { createPainterAvatarMaker } from "./painter-avatar-maker";

let fake: FakeImagesServer;
const silent = pino({ level: "silent" });
const painter = createPainterAvatarMaker();
const model = (timeoutMs = 2_000, maxBytes = 100_000) =>
  createOpenAiCompatibleImages({
    baseUrl: fake.baseUrl,
    apiKey: "test-key",
    model: "gpt-image-1",
    timeoutMs,
    maxBytes,
  });
const maker = (timeoutMs?: number, maxBytes?: number) => withImageModel(model(timeoutMs, maxBytes), painter, silent);

const RECIPE: AvatarRecipe = {
  character_type: "astronaut",
  hair_color: "purple",
  accessories: ["glasses", "bow_tie"],
  color_theme: "rainbow",
};
const png = new Uint8Array(solidPng(16));

beforeAll(async () => {
  fake = await startFakeImagesServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.received.length = 0;
});

describe("the OpenAI-compatible images adapter", () => {
  it("asks for one picture of the chosen options with the key and model, and keeps the PNG it answers", async () => {
    fake.behave({ kind: "b64", bytes: png });
    const picture = await maker().make(RECIPE);
    expect(picture).toEqual({ bytes: png, contentType: "image/png", ext: "png", source: "ai" });
    const [sent] = fake.received;
    expect(sent?.authorization).toBe("Bearer test-key");
    expect(sent?.body).toEqual({ model: "gpt-image-1", prompt: avatarPrompt(RECIPE), n: 1, size: "1024x1024" });
    expect(sent?.body.prompt).toMatch(/astronaut.*purple hair.*glasses, bow tie.*rainbow colours/);
  });

  it("fetches a picture answered by link", async () => {
    fake.behave({ kind: "link", bytes: png });
    expect(await maker().make(RECIPE)).toEqual({ bytes: png, contentType: "image/png", ext: "png", source: "ai" });
  });

  it.each([
    ["an error status", { kind: "status", status: 500 }],
    ["a reply that is not JSON", { kind: "text", body: "<html>busy</html>" }],
    ["a reply of the wrong shape", { kind: "json", body: { data: [] } }],
    ["a reply with no picture", { kind: "json", body: { data: [{ revised_prompt: "x" }] } }],
    ["a picture that is not an image", { kind: "b64", bytes: new TextEncoder().encode("<svg onload='x'/>") }],
    ["a link to something that is not an image", { kind: "link", bytes: new TextEncoder().encode("GIF89a") }],
    ["a picture declaring 20,000 × 20,000 pixels", { kind: "b64", bytes: new Uint8Array(pngHeader(20_000, 20_000)) }],
  ] as const)("on %s, the built-in painter draws the avatar instead", async (_, behaviour) => {
    fake.behave(behaviour);
    const picture = await maker().make(RECIPE);
    expect(fake.received).toHaveLength(1);
    expect(picture.contentType).toBe("image/svg+xml");
    expect(picture.source).toBe("built_in");
    expect(new TextDecoder().decode(picture.bytes)).toContain('data-character="astronaut"');
  });

  it("on no answer in time, the painter draws it, without waiting longer than the limit", async () => {
    fake.behave({ kind: "hang" });
    const started = Date.now();
    const picture = await maker(300).make(RECIPE);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(picture.contentType).toBe("image/svg+xml");
  });

  it("on a picture larger than allowed, inline or linked, the painter draws it", async () => {
    for (const kind of ["b64", "link"] as const) {
      fake.behave({ kind, bytes: new Uint8Array(solidPng(200)) });
      expect((await maker(2_000, 500).make(RECIPE)).contentType, kind).toBe("image/svg+xml");
    }
  });
});

describe("an avatar made by the image model through the API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ avatars: maker() });
  });
  afterAll(() => t.close());

  it("is stored as the model's PNG, and the model is told only the options: no name, email or id", async () => {
    const family = await buildFamily(t, { children: [{ name: "Zephyrine", pin: "5190" }] });
    fake.behave({ kind: "b64", bytes: png });
    const { avatar } = (
      await callAs(t, family.child.caller, generateAvatar, {
        params: { childId: family.child.id },
        body: { ...RECIPE, accessories: [...RECIPE.accessories] },
      })
    ).ok();
    expect(avatar.image_url).toMatch(/^\/files\/avatars\/[0-9a-f-]{36}\.png$/);
    expect(avatar.source).toBe("ai");
    const served = await t.app.inject({ method: "GET", url: avatar.image_url });
    expect(served.headers["content-type"]).toBe("image/png");
    expect(new Uint8Array(served.rawPayload)).toEqual(png);

    const [sent] = fake.received;
    for (const secret of [
      "Zephyrine",
      family.parent.email,
      family.child.id,
      family.parent.session.user.id,
      family.parent.session.parentData.id,
    ]) {
      expect(sent?.raw).not.toContain(secret);
    }
  });
});
