import { Card } from "../../components/ui/card";
import { speedPanel, type GameResult } from "./results-model";

export function SpeedPanelCard({ result }: { result: GameResult }) {
  const panel = speedPanel(result.questions);
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
