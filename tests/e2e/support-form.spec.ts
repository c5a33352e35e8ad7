import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { axeProblems } from "./axe";
import { E2E_SERVER_LOG } from "./server";
import { newEmail } from "./support";
import { picture } from "./layout-support";

const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

test("a visitor sends a message from the Help Center, with the captcha solved in the browser", async ({
  page,
  context,
  baseURL,
}) => {
  const origins = new Set<string>();
  context.on("request", (request) => origins.add(new URL(request.url()).origin));

  // Hold the challenge back, to see the form before the captcha is solved.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/captcha/challenge", async (route) => {
    await held;
    await route.continue();
  });

  const response = await page.goto("/support");
  expect(response?.headers()["content-security-policy"]).toContain("worker-src 'self'");
  await expect(page.getByRole("heading", { level: 1, name: "How can we help?" })).toBeVisible();
  await expect(page.getByText("We reply to every message within 24 hours.")).toBeVisible();

  const send = page.getByRole("button", { name: "Send Message" });
  await expect(send).toBeDisabled();
  await expect(page.getByText("Please complete the CAPTCHA")).toBeVisible();

  // The widget solves its proof of work in a worker once it has the challenge; the button waits for it.
  await page.getByLabel("Name").fill("Sam Jones");
  release();
  await expect(page.getByText("Verified")).toBeVisible({ timeout: 20_000 });
  await expect(send).toBeEnabled();
  await expect(page.getByText("Please complete the CAPTCHA")).toBeHidden();

  await send.click();
  await expect(page.getByText("All fields are required")).toBeVisible();
  await expect(page.getByText("Please describe your issue or question")).toBeVisible();

  await page.getByLabel("Email").fill("sam@example");
  await send.click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();

  const email = newEmail("helpcentre");
  await page.getByLabel("Email").fill(email);
  await page
    .getByRole("textbox", { name: "Message" })
    .fill("My daughter's streak reset after a holiday. Can shields help?");
  await send.click();

  await expect(page.getByRole("status").getByText("Thank you! We'll be in touch soon.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send Message" })).toBeHidden();

  // The message reached the support team's outbox (the local mailer writes it to the log).
  await expect.poll(() => readFileSync(E2E_SERVER_LOG, "utf8").includes(`From: Sam Jones <${email}>`)).toBe(true);

  expect([...origins]).toEqual([new URL(baseURL ?? "").origin]);
});

test("the Help Center passes axe, and looks right at phone and desktop width", async ({ page }) => {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto("/support");
    await expect(page.getByRole("heading", { level: 1, name: "How can we help?" })).toBeVisible();
    await page.getByLabel("Name").fill("Sam Jones");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled({ timeout: 20_000 });
    expect(await axeProblems(page)).toEqual([]);
    await picture(page, { path: `test-results/screenshots/support-${size.name}.png`, fullPage: true });
  }
});
