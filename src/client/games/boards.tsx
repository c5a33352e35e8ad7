import type { GameState } from "../../shared/game/game-state";
import { TOWER_MAX_SCORE, TOWER_VISIBLE_BLOCKS } from "../../shared/game/modes/times-table-tower/rules";
import { TRAFFIC_LIGHT_QUESTIONS } from "../../shared/game/modes/traffic-light/rules";
import type { TowerState } from "../../shared/game/modes/times-table-tower/game";
import { responseSeconds } from "../../shared/game/modes/traffic-light/game";

const LIGHTS = [
  { colour: "red", on: "bg-berry-600", label: "Red" },
  { colour: "amber", on: "bg-sun-400", label: "Amber" },
  { colour: "green", on: "bg-mint-500", label: "Green" },
] as const;

/** The traffic light of the last answer: green 2 s or less, amber up to 4 s, red beyond. */
export function TrafficLightBoard({ state }: { state: GameState }) {
  const last = state.feedback;
  return (
    // Not a live region: the light is there to be seen, and said when asked (`trafficLightStatus`), never over the next question.
    <div className="flex items-center justify-center gap-3">
      <div className="flex gap-1.5 rounded-2xl bg-ink p-2" aria-hidden>
        {LIGHTS.map((light) => (
          <span
            key={light.colour}
            className={`h-6 w-6 rounded-full sm:h-8 sm:w-8 ${last?.trafficLight === light.colour ? light.on : "bg-slate-600"}`}
          />
        ))}
      </div>
      {/* A fixed box, so that the light does not move as its words change. */}
      <p
        className="flex h-10 w-44 items-center text-sm leading-tight font-semibold tabular-nums sm:w-72 sm:text-lg"
        data-testid="traffic-light"
      >
        {last
          ? `${LIGHTS.find((l) => l.colour === last.trafficLight)?.label ?? ""}: ${responseSeconds(last.responseTimeMs)} s`
          : "Be quick for a green light!"}
      </p>
    </div>
  );
}

/** The traffic light's news when the child asks how it is going: the last answer's light. */
export function trafficLightStatus(state: GameState): string | null {
  const last = state.feedback;
  if (!last) return null;
  const light = LIGHTS.find((l) => l.colour === last.trafficLight)?.label ?? "";
  return `Last light: ${light.toLowerCase()}, ${responseSeconds(last.responseTimeMs)} seconds.`;
}

/** The tower's news when the child asks: how tall it stands (its best height is the score). */
export function towerStatus(state: TowerState): string {
  return `The tower stands ${state.height === 1 ? "1 block" : `${state.height} blocks`} tall.`;
}

/** A milestone, said once and politely, after the answer's own word (in words of its own, not the sky's). */
export function towerMilestone(state: TowerState): { key: string; text: string } | null {
  return state.milestone
    ? { key: `milestone:${state.answers.length}`, text: `Milestone reached: the tower is ${state.height} blocks tall.` }
    : null;
}

/** "Question n of 20": while an answer's feedback shows, n is still the question just answered. */
export function trafficLightProgress(state: GameState): string {
  const onScreen =
    state.phase === "playing" || state.phase === "countdown" ? state.answers.length + 1 : state.answers.length;
  return `Question ${Math.min(Math.max(onScreen, 1), TRAFFIC_LIGHT_QUESTIONS)} of ${TRAFFIC_LIGHT_QUESTIONS}`;
}

/**
 * The tower, beside the question and as tall as the room there: up to 8 blocks drawn from
 * the ground up, the ground always under them, a cloud over the top once the tower is taller
 * than the blocks drawn, a sparkle at every 5th block. Its width never changes, so nothing
 * moves as it grows or its words change.
 */
export function TowerBoard({ state }: { state: TowerState }) {
  const aboveClouds = state.height > TOWER_VISIBLE_BLOCKS;
  return (
    // Not a live region: the height is said when asked (`towerStatus`), a milestone once (`towerAnnouncements`).
    <div className="flex w-20 shrink-0 flex-col items-center gap-1 sm:w-28">
      <p className="text-center leading-none">
        <span className="text-3xl font-extrabold tabular-nums" data-testid="tower-height">
          {state.height}
        </span>{" "}
        <span className="text-xs text-ink-soft sm:text-sm">{state.height === 1 ? "block" : "blocks"}</span>
      </p>
      <div className="relative flex max-h-80 min-h-0 w-full flex-1 flex-col" data-testid="tower">
        {/*
          Room over the blocks for the clouds and the milestones, kept when there are none, so that
          nothing moves when they come and neither ever covers the tower.
        */}
        <p
          className="flex h-8 shrink-0 items-center justify-center rounded-xl text-center text-[0.6875rem] leading-none font-semibold text-brand-700 sm:text-xs"
          data-testid="tower-sky"
        >
          {state.milestone ? (
            <span className="rounded-xl bg-mint-600 px-1 py-0.5 font-bold text-white shadow">
              Milestone! {state.height} blocks!
            </span>
          ) : (
            aboveClouds && (
              <span className="rounded-xl bg-white px-1 py-0.5 shadow-sm ring-1 ring-brand-100">
                ☁ Above the clouds!
              </span>
            )
          )}
        </p>
        <div
          className="grid min-h-0 flex-1 gap-0.5"
          style={{ gridTemplateRows: `repeat(${TOWER_VISIBLE_BLOCKS}, minmax(0, 1fr))` }}
          aria-hidden
        >
          {Array.from({ length: state.visibleBlocks }, (_, i) => (
            <span
              key={i}
              data-testid="tower-block"
              style={{ gridRowStart: TOWER_VISIBLE_BLOCKS - i }}
              className={`col-start-1 mx-1 rounded-md shadow ${i % 2 ? "bg-brand-500" : "bg-sun-400"} ${
                state.milestone && i === state.visibleBlocks - 1 ? "animate-bounce ring-4 ring-sun-300" : ""
              }`}
            />
          ))}
        </div>
        <span className="mt-0.5 h-2 w-full shrink-0 rounded bg-slate-400" data-testid="tower-ground" aria-hidden />
      </div>
      <p className="text-center text-xs text-ink-soft sm:text-sm">
        Best: {state.maxHeight} of {TOWER_MAX_SCORE}
      </p>
    </div>
  );
}
