import { randomInt, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { children as childrenTable } from "../src/server/db/schema/children";
import * as accountsApi from "../src/shared/api/accounts";
import * as billingApi from "../src/shared/api/billing";
import type { ParentSession } from "../src/shared/api/accounts";
import * as childrenApi from "../src/shared/api/children";
import type { Child } from "../src/shared/api/children";
import type { SaveGameBody } from "../src/shared/api/play";
import type { DifficultyLevel } from "../src/shared/constants";
import { type GameMode } from "../src/shared/game/modes";
import { MTC_QUESTION_MS, MTC_SECONDS } from "../src/shared/game/modes/mtc/rules";
import type { MtcState } from "../src/shared/game/modes/mtc/game";
import { mulberry32 } from "../src/shared/game/random";
import { simulatePlay, wrongAnswerTo } from "../src/shared/game/simulated-play";
import { callAs, type Caller } from "./support/call-as";
import type { TestApp } from "./support/test-app";
import { verifyEmailOf } from "./support/verify-email";

export interface TestParent {
  email: string;
  password: string;
  /** The Cookie header of this parent's browser (session and device). */
  cookie: string;
  session: ParentSession;
  /** This parent's browser, for `callAs`. */
  caller: Caller;
  /** The same browser once signed out: only the device cookie that marks it as one of the family's own. */
  trustedBrowser: Caller;
}

/** A child of the family with its PIN and its own signed-in tablet (`caller`, empty when not signed in). */
export interface TestChild extends Child {
  pin: string;
  caller: Caller;
}

export interface TestFamily {
  parent: TestParent;
  children: TestChild[];
  /** The first child (an error when the family has none). */
  readonly child: TestChild;
  /** The second child (an error when the family has fewer). */
  readonly sibling: TestChild;
}

/** The Cookie header a browser holds after this answer, starting from the one it sent. */
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

/** `ref`: signs up through a referral link with this code; `confirmed`: whether the address is confirmed. */
interface ParentOverrides {
  email?: string;
  password?: string;
  ref?: string;
  confirmed?: boolean;
}

let sequence = 0;
export const uniqueEmail = (label = "parent") => `${label}-${++sequence}-${randomUUID().slice(0, 8)}@example.com`;

/** An address of its own in 10.0.0.0/8, so that per-address counters never cross tests. */
export const uniqueIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function deviceCookieOf(cookie: string): string {
  const device = /(?:^|; )(ms_device=[^;]+)/.exec(cookie)?.[1];
  if (!device) throw new Error("the parent's browser has no device cookie");
  return device;
}

/**
 * Signs a parent up and, unless `confirmed` is false, follows the link that
 * confirms the address (by default, every parent but one who signs up through
 * a referral link, whose tests confirm it when they mean to).
 */
async function signUp(t: TestApp, overrides: ParentOverrides = {}): Promise<TestParent> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? "correct-horse-battery";
  const res = await callAs(t, {}, accountsApi.signup, {
    body: { email, password, ...(overrides.ref !== undefined && { ref: overrides.ref }) },
  });
  const session = res.ok();
  const cookie = cookieHeader(res.raw);
  if (overrides.confirmed ?? overrides.ref === undefined) (await verifyEmailOf(t, email)).ok();
  return { email, password, cookie, session, caller: { cookie }, trustedBrowser: { cookie: deviceCookieOf(cookie) } };
}

/** Signs the parent in on a browser of its own, as a second device would. */
export async function signInParent(t: TestApp, parent: TestParent): Promise<Caller> {
  const res = await callAs(t, {}, accountsApi.login, { body: { email: parent.email, password: parent.password } });
  res.ok();
  return { cookie: cookieHeader(res.raw) };
}

/** A child sign-in with the parent's email and the PIN, from an address of its own unless `from` names one. */
export function signInChild(t: TestApp, email: string, pin: string, from: Caller = {}) {
  return callAs(t, { ip: uniqueIp(), ...from }, childrenApi.childLogin, {
    body: { parent_email: email, child_pin: pin },
  });
}

const CHILD_NAMES = ["Ava", "Leo", "Zoe", "Ben", "Mia"] as const;
const CHILD_PINS = ["4821", "7395", "5038", "6194", "2719"] as const;

/** Adds a child to the family (the i-th child's name and PIN unless told), signed in on a tablet of its own unless `signIn` is false. */
export async function addChild(
  t: TestApp,
  parent: TestParent,
  spec: { name?: string; pin?: string } = {},
  { index = 0, signIn = true }: { index?: number; signIn?: boolean } = {},
): Promise<TestChild> {
  const name = spec.name ?? CHILD_NAMES[index % CHILD_NAMES.length] ?? "Ava";
  const pin = spec.pin ?? CHILD_PINS[index % CHILD_PINS.length] ?? "4821";
  const child = (await callAs(t, parent.caller, childrenApi.createChild, { body: { name, pin } })).ok();
  const caller: Caller = signIn ? { bearer: (await signInChild(t, parent.email, pin)).ok().token } : {};
  return { ...child, pin, caller };
}

/** Pays for Premium on the local test checkout as the parent's browser does: start, then Pay. */
export async function payForPremium(t: TestApp, parent: Pick<TestParent, "caller">) {
  const { url } = (await callAs(t, parent.caller, billingApi.startCheckout)).ok();
  const session = new URL(url, "http://localhost").searchParams.get("session") ?? "";
  (await callAs(t, parent.caller, billingApi.payLocalCheckout, { body: { session } })).ok();
  return { url, session };
}

/**
 * A signed-up parent and their children (Ava and Leo unless told: a number
 * takes that many of Ava, Leo, Zoe, Ben and Mia with PINs of their own), each
 * child signed in on their own tablet unless `signIn` is false: the parent's
 * and each child's `caller` go straight to `callAs`.
 */
export async function buildFamily(
  t: TestApp,
  overrides: {
    /** `ref`: signs up through a referral link with this code. */
    parent?: ParentOverrides;
    children?: number | { name?: string; pin?: string }[];
    signIn?: boolean;
  } = {},
): Promise<TestFamily> {
  const parent = await signUp(t, overrides.parent);
  const specs =
    typeof overrides.children === "number"
      ? Array.from({ length: overrides.children }, () => ({}))
      : (overrides.children ?? [{}, {}]);
  const kids: TestChild[] = [];
  for (const [index, spec] of specs.entries()) {
    kids.push(await addChild(t, parent, spec, { index, signIn: overrides.signIn ?? true }));
  }
  const nth = (i: number) => {
    const kid = kids[i];
    if (!kid) throw new Error(`this family has ${kids.length} children`);
    return kid;
  };
  return {
    parent,
    children: kids,
    get child() {
      return nth(0);
    },
    get sibling() {
      return nth(1);
    },
  };
}

/** Opens Times Table Tower for a child, as a shield earned today would (active for 7 days). */
export async function openTower(t: TestApp, childId: string) {
  await t.deps.database.db
    .update(childrenTable)
    .set({ hasStreakShield: true, streakShieldExpiresAt: new Date(t.clock.now().getTime() + 7 * 86_400_000) })
    .where(eq(childrenTable.id, childId));
}

type GameQuestion = SaveGameBody["questions"][number];

/** A multiplication answered `answer` (null for skipped), taking `ms` milliseconds. */
export function question(a: number, b: number, answer: number | null, ms = 1_500): GameQuestion {
  return { question_type: "multiplication", operand1: a, operand2: b, user_answer: answer, response_time_ms: ms };
}

/**
 * Answers played on the mode's real engine at `difficulty`, one per letter of
 * `pattern` (R right, W wrong, S skipped, or in the Times Tables Check run out of time), `thinkMs` each, so that the server
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
    (q, state) => {
      // The Times Tables Check's practice questions are not saved: answered right, they use no letter.
      if ("mtc" in state && (state as MtcState).mtc.stage === "practice") return { thinkMs, answer: q.answer };
      const move = moves[given];
      if (move === undefined) return null;
      given++;
      // The check cannot be skipped: its S is a question left to run out of time.
      if (move === "S" && mode === "mtc") return { thinkMs: MTC_QUESTION_MS, answer: null };
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
  smart_practice: "R".repeat(25) + "W".repeat(5),
  mtc: "R".repeat(21) + "W".repeat(4),
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
    // The check's 25 questions and the pauses between them take longer than 90 s.
    duration_seconds: mode === "mtc" ? MTC_SECONDS : 90,
    questions: overrides.questions ?? playedAnswers(TYPICAL_PLAY[mode], mode, difficulty),
    ...overrides,
  };
}

/**
 * A challenge game as the client plays it: the challenge engine from the
 * seed at the difficulty, `right` right answers then a wrong one each time
 * until `answers` are given.
 */
export function challengeGame(
  childId: string | null,
  game: { challenge_id: string; difficulty_level: DifficultyLevel; question_seed: number },
  right: number,
  answers = right,
): SaveGameBody {
  let given = 0;
  const state = simulatePlay("challenge", game.difficulty_level, mulberry32(game.question_seed), (q) => {
    if (given >= answers) return null;
    return { thinkMs: 1_200, answer: given++ < right ? q.answer : wrongAnswerTo(q) };
  });
  return {
    ...buildGame(childId, { mode: "challenge", difficulty_level: game.difficulty_level }),
    duration_seconds: 60,
    challenge_id: game.challenge_id,
    questions: state.answers.slice(0, answers),
  };
}
