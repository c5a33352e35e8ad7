import { QueryClient } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { playSummary } from "../../../shared/api/play";
import { productMessages } from "../../../shared/messages";
import { fakeFetch, on } from "../../../../tests/support/fake-fetch";
import { testPlaySummary } from "../../../../tests/support/play-summary";
import { renderRoute } from "../../../../tests/support/render-route";
import { ChildWelcome } from "./child-welcome";

const NEW_CHILD = testPlaySummary({ has_played: false });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const open = () => renderRoute(<ChildWelcome childId="c1" />, "/child/dashboard", new QueryClient());

describe("the welcome above a child's dashboard", () => {
  it("welcomes a child who has not played yet, rather than welcoming them back", async () => {
    fakeFetch(on(playSummary, { status: 200, body: NEW_CHILD }));
    open();
    expect(await screen.findByText(productMessages.childWelcomeFirst)).toBeInTheDocument();
    expect(screen.queryByText(productMessages.childWelcomeBack)).toBeNull();
  });

  it("welcomes back a child who has played, whatever their streak", async () => {
    fakeFetch(on(playSummary, { status: 200, body: { ...NEW_CHILD, has_played: true } }));
    open();
    expect(await screen.findByText(productMessages.childWelcomeBack)).toBeInTheDocument();
  });
});
