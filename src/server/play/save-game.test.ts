import type { ErrorBody } from "../../shared/api/endpoint";
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SaveGameResponse } from "../../shared/api/play";
import { MODE_MAX_QUESTIONS, MODE_TIME_LIMIT_SECONDS, SAVE_DURATION_SLACK_SECONDS } from "../../shared/game/modes";
import { messages, productMessages } from "../../shared/messages";
import { buildChild, buildGame, buildParent, playedAnswers, question, questionsOf } from "../../../tests/factories";
import { callAs, childBearer, openTower, postGame } from "../../../tests/support/play-calls";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { questions, sessions } from "../db/schema/play";
import type { AfterSaveStep } from "./after-save-step";
import { runAfterSaveSteps } from "./after-save";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function family() {
  const parent = await buildParent(t.app);
  const ava = await buildChild(t.app, parent, { name: "Ava", pin: "4821" });
  const leo = await buildChild(t.app, parent, { name: "Leo", pin: "7395" });
  return { parent, ava, leo, avaTab: await childBearer(t, parent.email, ava.pin) };
}

const sessionsWithClientId = async (clientId: string) => {
  const [row] = await t.deps.database.db.select({ n: count() }).from(sessions).where(eq(sessions.clientId, clientId));
  return row?.n ?? 0;
};
const questionsOfSession = async (sessionId: string) => {
  const [row] = await t.deps.database.db
    .select({ n: count() })
    .from(questions)
    .where(eq(questions.sessionId, sessionId));
  return row?.n ?? 0;
};

describe("saving a finished game", () => {
  it("stores a child's game with the server's score and its questions in order", async () => {
    const { parent, ava, avaTab } = await family();
    const body = buildGame(ava.id, { questions: questionsOf(30, 5), duration_seconds: 90 });
    const res = await postGame(t, avaTab, body);
    expect(res.statusCode).toBe(200);
    const saved = res.json<SaveGameResponse>();
    expect(saved.replayed).toBe(false);
    expect(saved.session).toMatchObject({
      client_id: body.client_id,
      child_id: ava.id,
      user_id: parent.session.user.id,
      mode: "timed",
      difficulty_level: "beginner",
      score: 30,
      max_score: 40,
      duration: 90,
      created_at: t.clock.now().toISOString(),
    });
    expect(saved.questions).toHaveLength(35);
    expect(saved.questions.map((q) => q.position)).toEqual([...Array(35).keys()]);
    const [first] = body.questions;
    expect(saved.questions[0]).toEqual({
      position: 0,
      question_type: first?.question_type,
      operand1: first?.operand1,
      operand2: first?.operand2,
      correct_answer: first?.user_answer,
      user_answer: first?.user_answer,
      is_correct: true,
      response_time_ms: 1_500,
      traffic_light: null,
      missing_type: null,
      operator_answer: null,
      user_operator_answer: null,
    });
    expect(saved.questions.filter((q) => q.is_correct)).toHaveLength(30);
    expect(saved.outcomes).toEqual({ tower_daily_wins: null, shield_awarded: false });

    const [stored] = await t.deps.database.db.select().from(questions).where(eq(questions.sessionId, saved.session.id));
    expect(stored?.metadata).toEqual({ responseTime: 1_500, gameMode: "timed" });
  });

  it("stores forged answers as they really are, with the recomputed score", async () => {
    const { ava, avaTab } = await family();
    const forged = questionsOf(2, 38).map((q) => ({ ...q, is_correct: true, correct_answer: q.user_answer }));
    const res = await postGame(t, avaTab, { ...buildGame(ava.id), questions: forged, score: 40, max_score: 1 });
    expect(res.statusCode).toBe(200);
    const saved = res.json<SaveGameResponse>();
    expect(saved.session.score).toBe(2);
    expect(saved.session.max_score).toBe(40);
    expect(saved.questions.filter((q) => q.is_correct)).toHaveLength(2);
    const wrong = saved.questions[5];
    expect(wrong?.is_correct).toBe(false);
    expect(wrong?.correct_answer).toBe((wrong?.user_answer ?? 0) - 1);
    const [row] = await t.deps.database.db.select().from(sessions).where(eq(sessions.id, saved.session.id));
    expect(row?.score).toBe(2);
  });

  it("scores each mode by its own rules and totals", async () => {
    const { parent, ava } = await family();
    const as = { cookie: parent.cookie };
    await openTower(t, ava.id);
    const tower = await postGame(t, as, {
      ...buildGame(ava.id, { mode: "times_table_tower" }),
      // Up to 3, down to 1, up to 4: the saved score is the highest the tower reached.
      questions: playedAnswers("RRRWWRRR", "times_table_tower"),
    });
    expect(tower.json<SaveGameResponse>().session).toMatchObject({ score: 4, max_score: 20 });

    const traffic = await postGame(t, as, {
      ...buildGame(ava.id, { mode: "traffic_light", duration_seconds: 120 }),
      questions: [question(2, 3, 6, 2_000), question(2, 4, 8, 2_001), question(2, 5, 1, 4_001)],
    });
    const trafficSaved = traffic.json<SaveGameResponse>();
    expect(trafficSaved.session).toMatchObject({ score: 2, max_score: 20 });
    expect(trafficSaved.questions.map((q) => q.traffic_light)).toEqual(["green", "amber", "red"]);

    const missing = await postGame(t, as, {
      ...buildGame(ava.id, { mode: "missing_piece", difficulty_level: "intermediate", duration_seconds: 60 }),
      questions: [
        {
          question_type: "missing_piece",
          operand1: 6,
          operand2: 7,
          operator: "×",
          missing_type: "operator",
          user_answer: null,
          user_operator_answer: "×",
          response_time_ms: 2_000,
        },
        {
          question_type: "missing_piece",
          operand1: 12,
          operand2: 5,
          operator: "−",
          missing_type: "operand2",
          user_answer: 6,
          response_time_ms: 3_000,
        },
      ],
    });
    const missingSaved = missing.json<SaveGameResponse>();
    expect(missingSaved.session).toMatchObject({ score: 1, max_score: 2 });
    expect(missingSaved.questions[0]).toMatchObject({
      missing_type: "operator",
      operator_answer: "×",
      user_operator_answer: "×",
      correct_answer: 42,
      is_correct: true,
    });
    expect(missingSaved.questions[1]).toMatchObject({ missing_type: "operand2", correct_answer: 5, is_correct: false });

    const getTo100 = await postGame(t, as, {
      ...buildGame(ava.id, { mode: "get_to_100", duration_seconds: 600 }),
      questions: questionsOf(12, 1, "get_to_100"),
    });
    expect(getTo100.json<SaveGameResponse>().session).toMatchObject({ score: 12, max_score: 100 });
  });

  it("lets a parent play as themself, with no child", async () => {
    const { parent } = await family();
    const res = await postGame(t, { cookie: parent.cookie }, buildGame(null, { difficulty_level: "expert" }));
    expect(res.statusCode).toBe(200);
    expect(res.json<SaveGameResponse>().session).toMatchObject({
      child_id: null,
      user_id: parent.session.user.id,
      difficulty_level: "expert",
    });
  });

  it("refuses a save with no parent user id", async () => {
    const { avaTab } = await family();
    const res = await postGame(t, avaTab, buildGame(null));
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().error).toEqual({
      code: "missing_parent_user_id",
      message: "Cannot create child session: missing parent user ID",
    });
    expect(messages.missingParentUserId).toBe("Cannot create child session: missing parent user ID");
  });

  it("refuses callers who are not signed in", async () => {
    const { ava } = await family();
    const res = await postGame(t, {}, buildGame(ava.id));
    expect(res.statusCode).toBe(401);
  });
});

describe("a game saved twice is stored once", () => {
  it("returns the first result for a repeat of the client_id", async () => {
    const { ava, avaTab } = await family();
    const body = buildGame(ava.id);
    const first = await postGame(t, avaTab, body);
    t.clock.advance(5_000);
    // A retry after the first answer was lost; even a changed body cannot change the stored game.
    const second = await postGame(t, avaTab, { ...body, questions: questionsOf(40) });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const a = first.json<SaveGameResponse>();
    const b = second.json<SaveGameResponse>();
    expect(b.replayed).toBe(true);
    expect(b.session).toEqual(a.session);
    expect(b.questions).toEqual(a.questions);
    expect(await sessionsWithClientId(body.client_id)).toBe(1);
    expect(await questionsOfSession(a.session.id)).toBe(35);
  });

  it("stores one session when the same save arrives twice at once", async () => {
    const { ava, avaTab } = await family();
    const body = buildGame(ava.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => postGame(t, avaTab, body)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const saved = answers.map((r) => r.json<SaveGameResponse>());
    expect(new Set(saved.map((s) => s.session.id)).size).toBe(1);
    expect(saved.filter((s) => !s.replayed)).toHaveLength(1);
    expect(await sessionsWithClientId(body.client_id)).toBe(1);
    expect(await questionsOfSession(saved[0]?.session.id ?? "")).toBe(35);
  });

  it("refuses a client_id already used for another player", async () => {
    const { parent, ava, leo, avaTab } = await family();
    const body = buildGame(ava.id);
    expect((await postGame(t, avaTab, body)).statusCode).toBe(200);
    const res = await postGame(t, { cookie: parent.cookie }, { ...body, child_id: leo.id });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().error.message).toBe(productMessages.gameIdInUse);
  });
});

describe("who may save and read a child's games", () => {
  it("another family can neither save for nor read a child", async () => {
    const { ava, avaTab } = await family();
    const stranger = await buildParent(t.app);
    const saved = (await postGame(t, avaTab, buildGame(ava.id))).json<SaveGameResponse>();
    const as = { cookie: stranger.cookie };
    const attempts = [
      await postGame(t, as, buildGame(ava.id)),
      await callAs(t, as, "GET", `/api/children/${ava.id}/sessions`),
      await callAs(t, as, "GET", `/api/children/${ava.id}/play-summary`),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().error.code).toBe("child_not_found");
    }
    // Another family's game answers exactly as an id that was never used, so ids cannot be probed.
    const theirs = await callAs(t, as, "GET", `/api/games/${saved.session.id}`);
    const unknown = await callAs(t, as, "GET", `/api/games/${randomUUID()}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json<ErrorBody>()).toEqual(unknown.json<ErrorBody>());
    expect(theirs.json<ErrorBody>().error.code).toBe("game_not_found");
  });

  it("a child can neither save for nor read a sibling", async () => {
    const { parent, leo, avaTab } = await family();
    const leoGame = (await postGame(t, { cookie: parent.cookie }, buildGame(leo.id))).json<SaveGameResponse>();
    expect((await postGame(t, avaTab, buildGame(leo.id))).statusCode).toBe(404);
    expect((await callAs(t, avaTab, "GET", `/api/games/${leoGame.session.id}`)).statusCode).toBe(404);
    expect((await callAs(t, avaTab, "GET", `/api/children/${leo.id}/sessions`)).statusCode).toBe(404);
  });

  it("a child cannot read the parent's own games; the parent can read the child's", async () => {
    const { parent, ava, avaTab } = await family();
    const own = (await postGame(t, { cookie: parent.cookie }, buildGame(null))).json<SaveGameResponse>();
    expect((await callAs(t, avaTab, "GET", `/api/games/${own.session.id}`)).statusCode).toBe(404);
    const avas = (await postGame(t, avaTab, buildGame(ava.id))).json<SaveGameResponse>();
    const read = await callAs(t, { cookie: parent.cookie }, "GET", `/api/games/${avas.session.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ session: avas.session, questions: avas.questions });
    expect((await callAs(t, { cookie: parent.cookie }, "GET", `/api/games/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe("a game must fit its mode", () => {
  it("refuses more questions than the mode holds", async () => {
    const { ava, avaTab } = await family();
    const res = await postGame(
      t,
      avaTab,
      buildGame(ava.id, { questions: Array.from({ length: 41 }, () => question(2, 3, 6)) }),
    );
    expect(res.statusCode).toBe(422);
    const error = res.json<ErrorBody>().error;
    expect(error.code).toBe("too_many_questions");
    expect(error.message).toBe(productMessages.tooManyQuestions);
    expect(error.fields?.questions).toBe("A 90 Second Challenge game holds at most 40 questions (got 41).");
    const traffic = await postGame(t, avaTab, {
      ...buildGame(ava.id, { mode: "traffic_light" }),
      questions: Array.from({ length: MODE_MAX_QUESTIONS.traffic_light + 1 }, () => question(2, 3, 6)),
    });
    expect(traffic.statusCode).toBe(422);
  });

  it("refuses a game longer than its mode's time with a few seconds of slack", async () => {
    const { ava, avaTab } = await family();
    const limit = MODE_TIME_LIMIT_SECONDS.timed ?? 0;
    const ok = await postGame(t, avaTab, buildGame(ava.id, { duration_seconds: limit + SAVE_DURATION_SLACK_SECONDS }));
    expect(ok.statusCode).toBe(200);
    const res = await postGame(
      t,
      avaTab,
      buildGame(ava.id, { duration_seconds: limit + SAVE_DURATION_SLACK_SECONDS + 1 }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().error).toMatchObject({
      code: "game_too_long",
      message: productMessages.gameTooLong,
      fields: { duration_seconds: "A 90 Second Challenge game lasts at most 90 seconds (got 96)." },
    });
    const missing = await postGame(t, avaTab, buildGame(ava.id, { mode: "missing_piece", duration_seconds: 90 }));
    expect(missing.statusCode).toBe(422);
  });

  it("refuses a question that is not a whole sum, and a malformed body", async () => {
    const { ava, avaTab } = await family();
    const division = {
      question_type: "division" as const,
      operand1: 7,
      operand2: 2,
      user_answer: 3,
      response_time_ms: 900,
    };
    const res = await postGame(t, avaTab, buildGame(ava.id, { questions: [division] }));
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorBody>().error.fields).toEqual({ "questions.0": productMessages.invalidQuestion });
    const bad = await postGame(t, avaTab, { ...buildGame(ava.id), client_id: "not-a-uuid" });
    expect(bad.statusCode).toBe(400);
  });
});

describe("a game no child could have played", () => {
  it("is refused with 422 implausible_game and nothing is saved, for each of the probe's games", async () => {
    const { ava, avaTab } = await family();
    const instant = buildGame(ava.id, {
      duration_seconds: 0,
      questions: questionsOf(40).map((q) => ({ ...q, response_time_ms: 0 })),
    });
    const hourLong = buildGame(ava.id, {
      mode: "challenge",
      duration_seconds: 60,
      questions: questionsOf(40, 0, "challenge").map((q) => ({ ...q, response_time_ms: 3_600_000 })),
    });
    const onePlusOne = buildGame(ava.id, { questions: Array.from({ length: 40 }, () => question(1, 1, 1)) });
    onePlusOne.questions = onePlusOne.questions.map((q) => ({ ...q, question_type: "addition", user_answer: 2 }));
    for (const [body, field] of [
      [instant, "questions"],
      [hourLong, "duration_seconds"],
      [onePlusOne, "questions.2"],
    ] as const) {
      const res = await postGame(t, avaTab, body);
      expect(res.statusCode).toBe(422);
      const { error } = res.json<ErrorBody>();
      expect(error.code).toBe("implausible_game");
      expect(error.message).toBe(productMessages.implausibleGame);
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
      expect(await sessionsWithClientId(body.client_id)).toBe(0);
    }
  });

  it("is told apart from a real one: the same game at a child's pace is saved", async () => {
    const { ava, avaTab } = await family();
    const res = await postGame(t, avaTab, buildGame(ava.id, { questions: questionsOf(40) }));
    expect(res.statusCode).toBe(200);
  });
});

describe("follow-up steps", () => {
  it("a failing step is logged with the session id and never fails the save", async () => {
    const { ava, avaTab } = await family();
    const saved = (await postGame(t, avaTab, buildGame(ava.id))).json<SaveGameResponse>();
    const [session] = await t.deps.database.db.select().from(sessions).where(eq(sessions.id, saved.session.id));
    if (!session) throw new Error("session missing");
    const logged: unknown[] = [];
    const log = pino({ level: "error" }, { write: (line: string) => logged.push(JSON.parse(line)) });
    const failing: AfterSaveStep = {
      name: "broken",
      run: () => Promise.reject(new Error("badge table on fire")),
    };
    const after: AfterSaveStep = { name: "after", run: () => Promise.resolve({ shield_awarded: true }) };
    const outcomes = await runAfterSaveSteps({ ...t.deps, log }, { session, questions: [], challengeId: undefined }, [
      failing,
      after,
    ]);
    expect(outcomes).toEqual({ tower_daily_wins: null, shield_awarded: true });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ sessionId: session.id, step: "broken", err: { message: "badge table on fire" } });
  });
});
