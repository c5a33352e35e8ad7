import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AnalyticsSummary, LastTwoWeeks } from "../../../shared/api/analytics";
import { SummaryCards } from "./summary-cards";
import { TrafficLightPanel } from "./traffic-light-panel";
import { TwoWeeksPanel } from "./two-weeks-panel";

const days = Array.from({ length: 14 }, (_, i) => ({
  date: `2026-11-${String(11 + i).padStart(2, "0")}`,
  sessions: i === 9 ? 2 : i === 13 ? 1 : 0,
}));

describe("Last 2 Weeks Progress", () => {
  it("shows the games, the average, the trend and a calendar a screen reader can read", () => {
    const weeks: LastTwoWeeks = { sessions: 3, average_score_percent: 72.5, trend: "improving", days };
    render(<TwoWeeksPanel weeks={weeks} />);
    const panel = screen.getByRole("region", { name: "Last 2 Weeks Progress" });
    expect(panel).toHaveTextContent("Sessions3");
    expect(panel).toHaveTextContent("Average score72.5%");
    expect(panel).toHaveTextContent("Trend Improving");
    const calendar = screen.getByRole("list", { name: "Games a day over the last 14 days" });
    expect(calendar.children).toHaveLength(14);
    expect(screen.getByLabelText("Friday 20 November: 2 games")).toBeInTheDocument();
    expect(screen.getByLabelText("Tuesday 24 November: 1 game")).toBeInTheDocument();
    expect(screen.getByLabelText("Wednesday 11 November: 0 games")).toBeInTheDocument();
  });

  it("says when there is not enough data for a trend", () => {
    render(<TwoWeeksPanel weeks={{ sessions: 0, average_score_percent: null, trend: "not_enough_data", days }} />);
    expect(screen.getByRole("region")).toHaveTextContent("Trend Not enough data");
    expect(screen.getByRole("region")).toHaveTextContent("Average score–");
  });
});

describe("Traffic Light Performance", () => {
  it("shows the best score, the average and the latest session with its date", () => {
    render(
      <TrafficLightPanel
        performance={{
          sessions: 4,
          best_score: 18,
          average_score_percent: 71.3,
          latest: { score: 15, max_score: 20, created_at: "2026-11-20T10:00:00.000Z" },
        }}
      />,
    );
    const panel = screen.getByRole("region", { name: "Traffic Light Performance" });
    expect(panel).toHaveTextContent("Best score18");
    expect(panel).toHaveTextContent("Average71.3%");
    expect(panel).toHaveTextContent("Latest session15 / 2020 Nov 2026");
  });
});

describe("the summary cards", () => {
  const summary: AnalyticsSummary = {
    total_sessions: 3,
    average_score_percent: 32.6,
    answers_right_percent: 85.7,
    average_duration_seconds: 90,
    best_score_percent: 85.7,
    best_get_to_100: 6,
    best_missing_piece: null,
    best_tower_height: null,
  };

  it("show the share of answers right beside Average Score %, so a low average from Get to 100 is read with it", () => {
    render(<SummaryCards summary={summary} />);
    const cards = screen.getByLabelText("Summary");
    const labels = [...cards.querySelectorAll("dt")].map((term) => term.textContent);
    expect(labels.slice(0, 3)).toEqual(["Total Sessions", "Average Score %", "Answers Right %"]);
    expect(cards).toHaveTextContent("Average Score %32.6%");
    expect(cards).toHaveTextContent("Answers Right %85.7%");
  });

  it("show a dash before the child has answered anything", () => {
    render(<SummaryCards summary={{ ...summary, total_sessions: 0, answers_right_percent: null }} />);
    expect(screen.getByLabelText("Summary")).toHaveTextContent("Answers Right %–");
  });
});
