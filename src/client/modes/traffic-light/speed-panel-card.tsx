import type { SavedQuestion } from "../../../shared/api/play";
import { trafficLightOf } from "../../../shared/game/scoring";
import { Card } from "../../components/ui/card";

interface SpeedPanel {
  green: number;
  amber: number;
  red: number;
  averageSeconds: number;
}

/** The traffic-light response-speed panel: colours counted, average in seconds to one decimal. */
function speedPanel(questions: readonly SavedQuestion[]): SpeedPanel {
  const panel = { green: 0, amber: 0, red: 0 };
  let total = 0;
  let timed = 0;
  for (const q of questions) {
    if (q.response_time_ms === null) continue;
    panel[q.traffic_light ?? trafficLightOf(q.response_time_ms)]++;
    total += q.response_time_ms;
    timed++;
  }
  return { ...panel, averageSeconds: timed ? Math.round(total / timed / 100) / 10 : 0 };
}

/** A Traffic Light game's results: how many answers were green, amber and red, and the average time. */
export function SpeedPanelCard({ questions }: { questions: readonly SavedQuestion[] }) {
  const panel = speedPanel(questions);
  const rows = [
    { label: "Green (2 s or less)", count: panel.green, colour: "bg-mint-500" },
    { label: "Amber (2 to 4 s)", count: panel.amber, colour: "bg-sun-400" },
    { label: "Red (over 4 s)", count: panel.red, colour: "bg-berry-600" },
  ];
  return (
    <Card>
      <h2 className="text-xl font-bold">Response speed</h2>
      <p className="text-ink-soft">Average answer time: {panel.averageSeconds.toFixed(1)} s</p>
      <ul className="mt-3 grid grid-cols-3 gap-2">
        {rows.map((row) => (
          <li key={row.label} className="flex flex-col items-center gap-1 rounded-xl bg-slate-50 p-3 text-center">
            <span aria-hidden className={`h-5 w-5 rounded-full ${row.colour}`} />
            <span className="text-2xl font-extrabold">{row.count}</span>
            <span className="text-xs text-ink-soft">{row.label}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
