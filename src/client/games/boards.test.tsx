import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { gameActions as act } from "../../shared/game/game-actions";
import { mulberry32 } from "../../shared/game/random";
import { createTrafficLightGame, trafficLightReducer } from "../../shared/game/modes/traffic-light/game";
import { createTowerGame } from "../../shared/game/modes/times-table-tower/game";
import { TowerBoard, trafficLightProgress } from "./boards";

describe("Traffic Light's question counter", () => {
  it("stays on the question just answered while its feedback shows, then moves on", () => {
    let s = trafficLightReducer(
      createTrafficLightGame({ difficulty: "beginner", random: mulberry32(4) }),
      act.start(0),
    );
    expect(trafficLightProgress(s)).toBe("Question 1 of 20");
    s = trafficLightReducer(s, act.tick(3_000));
    expect(trafficLightProgress(s)).toBe("Question 1 of 20");
    for (let n = 1; n <= 4; n++) {
      const at = 3_000 + n * 3_000;
      s = trafficLightReducer(s, act.tick(at - 500));
      s = trafficLightReducer(s, act.answer(Number(s.current?.answer ?? 0), at - 500));
      expect(s.phase).toBe("feedback");
      expect(trafficLightProgress(s)).toBe(`Question ${n} of 20`);
    }
    s = trafficLightReducer(s, act.tick(20_000));
    expect(s.phase).toBe("playing");
    expect(trafficLightProgress(s)).toBe("Question 5 of 20");
  });
});

describe("the tower's milestone", () => {
  it("shows in the room above the blocks, so that it never covers the tower", () => {
    const game = createTowerGame({ difficulty: "beginner", random: mulberry32(1) });
    render(<TowerBoard state={{ ...game, height: 10, maxHeight: 10, visibleBlocks: 8, milestone: true }} />);
    const milestone = screen.getByText("Milestone! 10 blocks!");
    expect(screen.getByTestId("tower-sky")).toContainElement(milestone);
    expect(milestone.closest(".absolute")).toBeNull();
  });
});
