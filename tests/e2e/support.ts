import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { E2E_SERVER_LOG } from "./server";

let counter = 0;
export const newEmail = (label = "parent") => `${label}.${Date.now().toString(36)}.${++counter}@example.com`;

export async function signUp(page: Page, email = newEmail(), password = "sunny-meadow-42") {
  await page.goto("/parent/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  return { email, password };
}

export async function addChild(page: Page, name: string, pin: string) {
  await page.getByRole("button", { name: "Add Child" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("PIN").fill(pin);
  await dialog.getByRole("button", { name: "Add Child" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("child-card").filter({ hasText: name })).toBeVisible();
}

export async function childLogIn(page: Page, email: string, pin: string) {
  await page.goto("/child/login");
  await page.getByLabel("Parent's email").fill(email);
  await page.getByLabel("Your PIN").fill(pin);
  await page.getByRole("button", { name: "Let's go!" }).click();
}

/** The newest password-reset link the local outbox wrote to the server log for this email, waiting for it to appear. */
export async function resetLinkFromLog(email: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        link = findResetLink(email) ?? "";
        return link;
      },
      { timeout: 10_000 },
    )
    .not.toBe("");
  return link;
}

function findResetLink(email: string): string | null {
  const lines = readFileSync(E2E_SERVER_LOG, "utf8").split("\n");
  for (const line of lines.reverse()) {
    if (!line.includes(email) || !line.includes("reset-password?token=")) continue;
    const match = /(http:\/\/[^\s"\\]+\/parent\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(line);
    if (match?.[1]) return match[1];
  }
  return null;
}
