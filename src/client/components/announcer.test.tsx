import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { announce, LiveRegions } from "./announcer";

/** Lets the announcer say what was announced in this turn. */
const turnEnds = () => Promise.resolve();

function regions() {
  render(<LiveRegions />);
  const region = (politeness: string) => {
    const found = document.querySelector<HTMLElement>(`[data-announcer="${politeness}"]`);
    if (!found) throw new Error(`no ${politeness} region`);
    return found;
  };
  return { polite: region("polite"), assertive: region("assertive") };
}

describe("the announcer", () => {
  it("has a polite and an assertive region in the page, empty until something is announced", () => {
    const { polite, assertive } = regions();
    expect(polite).toHaveAttribute("aria-live", "polite");
    expect(assertive).toHaveAttribute("aria-live", "assertive");
    for (const region of [polite, assertive]) {
      expect(region).toHaveAttribute("aria-atomic", "true");
      expect(region).toBeEmptyDOMElement();
    }
  });

  it("says what is announced in one turn as one sentence, in order, in place of what its region said before", async () => {
    const { polite, assertive } = regions();
    announce("Not quite, it's 56.", { politeness: "assertive" });
    await turnEnds();
    expect(assertive).toHaveTextContent("Not quite, it's 56.");
    announce("Right.", { politeness: "assertive" });
    announce("7 times 8", { politeness: "assertive" });
    announce("30 seconds left.");
    expect(assertive).toHaveTextContent("Not quite, it's 56.");
    await turnEnds();
    expect(assertive.textContent).toBe("Right. 7 times 8");
    expect(polite.textContent).toBe("30 seconds left.");
  });

  it("says an announcement with a key once, however often it is made", async () => {
    const { polite } = regions();
    announce("1 minute left.", { once: "game:1:time:60" });
    await turnEnds();
    expect(polite.textContent).toBe("1 minute left.");
    announce("Hello", { once: "page:hello" });
    announce("1 minute left.", { once: "game:1:time:60" });
    await turnEnds();
    expect(polite.textContent).toBe("Hello");
  });

  it("changes its region when the same words are said again, so that they are heard again", async () => {
    const { assertive } = regions();
    announce("Right.", { politeness: "assertive" });
    await turnEnds();
    const first = assertive.textContent;
    announce("Right.", { politeness: "assertive" });
    await turnEnds();
    expect(assertive.textContent).not.toBe(first);
    expect(assertive.textContent?.trim()).toBe("Right.");
  });
});
