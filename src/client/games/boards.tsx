import type { GameState } from "../../shared/game/game-state";
import { TOWER_MAX_SCORE, TOWER_VISIBLE_BLOCKS, TRAFFIC_LIGHT_QUESTIONS } from "../../shared/game/modes";
import type { TowerState } from "../../shared/game/tower-game";
import { responseSeconds } from "../../shared/game/traffic-light-game";

const LIGHTS = [
  { colour: "red", on: "bg-berry-600", label: "Red" },
  { colour: "amber", on: "bg-sun-400", label: "Amber" },
  { colour: "green", on: "bg-mint-500", label: "Green" },
] as const;

/** The traffic light of the last answer: green 2 s or less, amber up to 4 s, red beyond. */
export function TrafficLightBoard({ state }: { state: GameState }) {
  const last = state.feedback;
  return (
    <div className="flex items-center justify-center gap-4" aria-live="polite">
      <div className="flex flex-col gap-2 rounded-2xl bg-ink p-3" aria-hidden>
        {LIGHTS.map((light) => (
          <span
            key={light.colour}
            className={`h-8 w-8 rounded-full ${last?.trafficLight === light.colour ? light.on : "bg-slate-600"}`}
          />
        ))}
      </div>
      {/* A fixed width, so that the light does not move as its words change. */}
      <p className="w-60 text-lg font-semibold tabular-nums" data-testid="traffic-light">
        {last
          ? `${LIGHTS.find((l) => l.colour === last.trafficLight)?.label ?? ""}: ${responseSeconds(last.responseTimeMs)} s`
          : "Be quick for a green light!"}
      </p>
    </div>
  );
}

/** "Question n of 20": while an answer's feedback shows, n is still the question just answered. */
export function trafficLightProgress(state: GameState): string {
  const onScreen =
    state.phase === "playing" || state.phase === "countdown" ? state.answers.length + 1 : state.answers.length;
  return `Question ${Math.min(Math.max(onScreen, 1), TRAFFIC_LIGHT_QUESTIONS)} of ${TRAFFIC_LIGHT_QUESTIONS}`;
}

/** The tower: up to 8 blocks drawn, a sparkle at every 5th block, the height as text. */
export function TowerBoard({ state }: { state: TowerState }) {
  return (
    <div className="flex items-end justify-center gap-6">
      <div className="flex h-64 w-28 flex-col-reverse items-center gap-1" aria-hidden>
        {Array.from({ length: state.visibleBlocks }, (_, i) => (
          <span
            key={i}
            className={`h-7 w-full rounded-md shadow ${i % 2 ? "bg-brand-500" : "bg-sun-400"} ${
              state.milestone && i === state.visibleBlocks - 1 ? "animate-bounce ring-4 ring-sun-300" : ""
            }`}
          />
        ))}
        <span className="h-2 w-32 rounded bg-slate-400" />
      </div>
      <div aria-live="polite">
        <p className="text-4xl font-extrabold" data-testid="tower-height">
          {state.height}
        </p>
        <p className="text-ink-soft">blocks high</p>
        <p className="mt-2 text-sm text-ink-soft">
          Best: {state.maxHeight} of {TOWER_MAX_SCORE}
          {state.height > TOWER_VISIBLE_BLOCKS && " (the tower keeps growing above the clouds!)"}
        </p>
        {state.milestone && <p className="font-bold text-mint-600">Milestone! {state.height} blocks!</p>}
      </div>
    </div>
  );
}
