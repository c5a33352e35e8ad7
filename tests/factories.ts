import { randomUUID } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { ParentSession } from "../src/shared/api/accounts";
import type { Child } from "../src/shared/api/children";
import type { SaveGameBody } from "../src/shared/api/play";
import type { DifficultyLevel } from "../src/shared/constants";
import type { GameMode } from "../src/shared/game/modes";
import { mulberry32 } from "../src/shared/game/random";
import { simulatePlay, wrongAnswerTo } from "../src/shared/game/simulated-play";
import { childBearer, type Caller } from "./support/play-calls";
import { TEST_ORIGIN, type TestApp } from "./support/test-app";

export interface TestParent {
  email: string;
  password: string;
  /** The Cookie header of this parent's browser (session and device). */
  cookie: string;
  session: ParentSession;
}

export function cookieHeader(res: LightMyRequestResponse, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((c) => c.split("=") as [string, string]),
  );
  for (const c of res.cookies) {
    if (c.value === "" || (c.expires && c.expires.getTime() < Date.now() - 86_400_000 * 365 * 10)) jar.delete(c.name);
    else jar.set(c.name, c.value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

let sequence = 0;
export const uniqueEmail = (label = "parent") => `${label}-${++sequence}-${randomUUID().slice(0, 8)}@example.com`;

/** A freshly signed-up parent with a session cookie. */
export async function buildParent(app: FastifyInstance, overrides: { email?: string; password?: string } = {}) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? "correct-horse-battery";
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/signup",
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  return { email, password, cookie: cookieHeader(res), session: res.json<ParentSession>() } satisfies TestParent;
}

export async function buildChild(
  app: FastifyInstance,
  parent: TestParent,
  overrides: { name?: string; pin?: string } = {},
): Promise<Child & { pin: string }> {
  const pin = overrides.pin ?? "4821";
  const res = await app.inject({
    method: "POST",
    url: "/api/children",
    headers: { origin: TEST_ORIGIN, cookie: parent.cookie },
    payload: { name: overrides.name ?? "Ava", pin },
  });
  if (res.statusCode !== 201) throw new Error(`create child failed: ${res.statusCode} ${res.body}`);
  return { ...res.json<Child>(), pin };
}

export async function childLogin(app: FastifyInstance, email: string, pin: string, cookie = "") {
  return app.inject({
    method: "POST",
    url: "/api/child/login",
    headers: { origin: TEST_ORIGIN, ...(cookie && { cookie }) },
    payload: { parent_email: email, child_pin: pin },
  });
}

type GameQuestion = SaveGameBody["questions"][number];

/** A multiplication answered `answer` (null for skipped), taking `ms` milliseconds. */
export function question(a: number, b: number, answer: number | null, ms = 1_500): GameQuestion {
  return { question_type: "multiplication", operand1: a, operand2: b, user_answer: answer, response_time_ms: ms };
}

/**
 * Answers played on the mode's real engine at `difficulty`, one per letter of
 * `pattern` (R right, W wrong, S skipped), `thinkMs` each, so that the server
 * finds every question one the game could ask. Throws when the game ends first
 * (a Get to 100 slip, a collapsed tower, the clock).
 */
export function playedAnswers(
  pattern: string,
  mode: GameMode = "timed",
  difficulty: DifficultyLevel = "beginner",
  thinkMs = 1_500,
): GameQuestion[] {
  const moves = Array.from(pattern);
  let given = 0;
  const state = simulatePlay(
    mode,
    difficulty,
    mulberry32(moves.reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)),
    (q) => {
      const move = moves[given];
      if (move === undefined) return null;
      given++;
      return { thinkMs, answer: move === "R" ? q.answer : move === "W" ? wrongAnswerTo(q) : null };
    },
  );
  const answers = state.answers.slice(0, given);
  if (answers.length !== moves.length) throw new Error(`A ${mode} game ended after ${answers.length} answers`);
  return answers;
}

/** `right` correct then `wrong` incorrect answers of the mode at `difficulty` (see `playedAnswers`). */
export function questionsOf(
  right: number,
  wrong = 0,
  mode: GameMode = "timed",
  difficulty: DifficultyLevel = "beginner",
): GameQuestion[] {
  return playedAnswers("R".repeat(right) + "W".repeat(wrong), mode, difficulty);
}

/** A typical game of each mode, within its limits: mostly right, a few wrong. */
const TYPICAL_PLAY: Readonly<Record<GameMode, string>> = {
  timed: "R".repeat(30) + "W".repeat(5),
  challenge: "R".repeat(30) + "W".repeat(5),
  missing_piece: "R".repeat(30) + "W".repeat(5),
  traffic_light: "R".repeat(15) + "W".repeat(5),
  get_to_100: "R".repeat(12) + "W",
  times_table_tower: "R".repeat(20),
};

/**
 * A finished game as the client posts it: a beginner 90 Second Challenge with
 * 30 right and 5 wrong unless told otherwise; the questions follow the mode
 * and difficulty given.
 */
export function buildGame(childId: string | null, overrides: Partial<SaveGameBody> = {}): SaveGameBody {
  const mode = overrides.mode ?? "timed";
  const difficulty = overrides.difficulty_level ?? "beginner";
  return {
    client_id: randomUUID(),
    child_id: childId,
    mode,
    difficulty_level: difficulty,
    duration_seconds: 90,
    questions: overrides.questions ?? playedAnswers(TYPICAL_PLAY[mode], mode, difficulty),
    ...overrides,
  };
}

/**
 * A signed-up parent and their children (Ava and Leo unless told otherwise),
 * each child signed in on their own tablet: `parentCaller` and each child's
 * `caller` go straight to `callAs`.
 */
export async function buildFamily(
  t: TestApp,
  overrides: { parent?: { email?: string; password?: string }; children?: { name: string; pin: string }[] } = {},
) {
  const parent = await buildParent(t.app, overrides.parent);
  const specs = overrides.children ?? [
    { name: "Ava", pin: "4821" },
    { name: "Leo", pin: "7395" },
  ];
  const kids: (Child & { pin: string; caller: Caller })[] = [];
  for (const spec of specs) {
    const child = await buildChild(t.app, parent, spec);
    kids.push({ ...child, caller: await childBearer(t, parent.email, child.pin) });
  }
  const parentCaller: Caller = { cookie: parent.cookie };
  return { parent, parentCaller, children: kids };
}
