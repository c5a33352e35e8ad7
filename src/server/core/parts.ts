import type { Logger } from "pino";
import { OUTSIDE_PARTS, type OutsidePart, type PartReport } from "../../shared/api/health";
import type { Database } from "../db/client";
import type { PartState } from "../db/part-state";
import type { AiChat } from "../providers/ai/ai-chat";
import type { PartSignals } from "../providers/part-signals";
import type { Clock } from "./clock";

export type { OutsidePart } from "../../shared/api/health";

/**
 * What this instance knows of each outside part (OUTSIDE_PARTS: the mail server, Redis), told by the
 * code that talks to it: kept in memory, per instance, for `/api/health` and `/metrics`. A part that
 * nothing declared `configured` reads `not_configured`; a configured one `unknown` until its first
 * answer or failure. Each change is logged once (down as an error, back up as information).
 */
export interface Parts {
  /** What the code that talks to `part` tells of it. */
  of(part: OutsidePart): PartSignals;
  /**
   * A part whose code keeps its own state (the AI service's rest, the disk's reserve): read at each
   * report, its error given as `code` (its own words may name a host), and `not_configured` while
   * `read` gives nothing.
   */
  watch(part: OutsidePart, read: () => PartState | null | undefined, code: string): void;
  /** Every part's state, as `/api/health` answers it. */
  report(): Record<OutsidePart, PartReport>;
}

type State =
  | { state: "not_configured" | "unknown" }
  | { state: "up"; since: Date }
  | { state: "down"; since: Date; lastError: string };

/** An error's code (ECONNREFUSED for nodemailer's ESOCKET, ETIMEDOUT, ...), never its message, which may name a host. */
function codeOf(error: unknown): string {
  const { originalCode, code } = (error ?? {}) as { originalCode?: unknown; code?: unknown };
  const name = typeof originalCode === "string" ? originalCode : typeof code === "string" ? code : "error";
  return /^[A-Za-z0-9_]{1,40}$/.test(name) ? name : "error";
}

export function createParts(clock: Clock, log: Logger): Parts {
  const states = new Map<OutsidePart, State>(OUTSIDE_PARTS.map((part) => [part, { state: "not_configured" }]));
  const stateOf = (part: OutsidePart): State => states.get(part) ?? { state: "not_configured" };
  const signals = (part: OutsidePart): PartSignals => ({
    configured() {
      if (stateOf(part).state === "not_configured") states.set(part, { state: "unknown" });
    },
    up() {
      const was = stateOf(part);
      if (was.state === "up") return;
      states.set(part, { state: "up", since: clock() });
      if (was.state === "down") log.info({ part, downSince: was.since }, "An outside part is back up");
    },
    down(error) {
      const was = stateOf(part);
      const lastError = codeOf(error);
      if (was.state === "down") {
        states.set(part, { ...was, lastError });
        return;
      }
      states.set(part, { state: "down", since: clock(), lastError });
      log.error({ part, err: error }, "An outside part is down");
    },
    isDown: () => stateOf(part).state === "down",
  });
  const handles = new Map(OUTSIDE_PARTS.map((part) => [part, signals(part)]));
  const watched = new Map<OutsidePart, () => State>();
  return {
    of: (part) => handles.get(part) ?? signals(part),
    watch(part, read, code) {
      watched.set(part, (): State => {
        const now = read();
        if (!now) return { state: "not_configured" };
        // Up since no known moment: configured, and not yet found down since the start.
        if (now.state === "up") return now.since ? { state: "up", since: now.since } : { state: "unknown" };
        return { state: "down", since: now.since ?? clock(), lastError: code };
      });
    },
    report() {
      const entries = OUTSIDE_PARTS.map((part): [OutsidePart, PartReport] => {
        const state = watched.get(part)?.() ?? stateOf(part);
        return [
          part,
          {
            state: state.state,
            since: "since" in state ? state.since.toISOString() : null,
            last_error: state.state === "down" ? state.lastError : null,
          },
        ];
      });
      return Object.fromEntries(entries) as Record<OutsidePart, PartReport>;
    },
  };
}

/** The parts whose providers keep their own state: the AI service (when configured) and the embedded database's disk. */
export function watchProviders(parts: Parts, { ai, database }: { ai: AiChat | null; database: Database }) {
  parts.watch("ai", () => ai?.state(), "not_answering");
  parts.watch("disk", () => database.disk?.(), "below_reserve");
}
