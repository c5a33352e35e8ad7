import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { testMission } from "../../../../tests/support/mission";
import { MissionCompleteOverlay } from "./mission-complete-overlay";

it("Share Your Win offers WhatsApp, Facebook, X, Bluesky and email, each with the win and the site's address", async () => {
  const user = userEvent.setup();
  render(<MissionCompleteOverlay mission={testMission({ status: "completed" })} />);
  const share = screen.getByRole("button", { name: "Share Your Win" });
  expect(share).toHaveAttribute("aria-expanded", "false");
  await user.click(share);
  expect(share).toHaveAttribute("aria-expanded", "true");
  const targets = within(screen.getByRole("region", { name: "Share Your Win on" })).getAllByRole("link");
  expect(targets.map((link) => link.textContent?.trim())).toEqual(["WhatsApp", "Facebook", "X", "Bluesky", "Email"]);
  const whatsApp = screen.getByRole("link", { name: "WhatsApp (opens in a new tab)" });
  expect(whatsApp).toHaveAttribute("target", "_blank");
  expect(whatsApp).toHaveAttribute("rel", "noopener noreferrer");
  expect(decodeURIComponent(whatsApp.getAttribute("href") ?? "")).toBe(
    `https://wa.me/?text=I completed my Maths Sprint mission "Times Table Hero"! ${window.location.origin}/`,
  );
  expect(screen.getByRole("link", { name: "Email" }).getAttribute("href")).toMatch(/^mailto:\?subject=/);
});
