import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as api from "../../shared/api/play";
import { SAVE_DURATION_SLACK_SECONDS } from "../../shared/game/modes";
import { MODE_RULES } from "../../shared/game/modes/rules";
import { messages, productMessages } from "../../shared/messages";
import { buildFamily, buildGame, openTower, playedAnswers, question, questionsOf } from "../../../tests/factories";
import { callAs, type Caller } from "../../../tests/support/call-as";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { TIME_ORDERED_ID, timeOfId } from "../../../tests/support/time-ordered-ids";
import { childFactStats } from "../db/schema/learning";
import { questions, sessions } from "../db/schema/play";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A parent with Ava and Leo; Ava signed in on her tablet. */
async function family() {
  const { parent, child: ava, sibling: leo } = await buildFamily(t);
  return { parent, ava, leo, avaTab: ava.caller };
}

const postGame = (as: Caller, body: api.SaveGameBody | Record<string, unknown>) =>
  callAs(t, as, api.saveGame, { body });
const readGame = (as: Caller, sessionId: string) => callAs(t, as, api.getGame, { params: { sessionId } });

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
    const res = await postGame(avaTab, body);
    expect(res.status).toBe(200);
    const saved = res.ok();
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
    expect(saved.outcomes).toMatchObject({ tower_daily_wins: null, shield_awarded: false });

    const [stored] = await t.deps.database.db.select().from(questions).where(eq(questions.sessionId, saved.session.id));
    expect(stored?.metadata).toEqual({ responseTime: 1_500, gameMode: "timed" });
  });

  it("writes the game and its questions under ids that begin with the save's time (decision 0056)", async () => {
    const { ava, avaTab } = await family();
    t.clock.advance(61_234);
    const saved = (await postGame(avaTab, buildGame(ava.id, { questions: questionsOf(12, 0) }))).ok();
    const written = await t.deps.database.db
      .select({ id: questions.id })
      .from(questions)
      .where(eq(questions.sessionId, saved.session.id));
    const ids = [saved.session.id, ...written.map((q) => q.id)];
    expect(ids).toHaveLength(13);
    for (const id of ids) {
      expect(id).toMatch(TIME_ORDERED_ID);
      expect(timeOfId(id)).toEqual(t.clock.now());
    }
  });

  it("stores forged answers as they really are, with the recomputed score", async () => {
    const { ava, avaTab } = await family();
    // 40 answers fit in 90 s with each wrong one's right answer shown: 0.8 s each, and 1.5 s after each wrong one.
    const played = playedAnswers("RR" + "W".repeat(38), "timed", "beginner", 800);
    const forged = played.map((q) => ({ ...q, is_correct: true, correct_answer: q.user_answer }));
    const res = await postGame(avaTab, { ...buildGame(ava.id), questions: forged, score: 40, max_score: 1 });
    expect(res.status).toBe(200);
    const saved = res.ok();
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
    const as = parent.caller;
    await openTower(t, ava.id);
    const tower = await postGame(as, {
      ...buildGame(ava.id, { mode: "times_table_tower" }),
      // Up to 3, down to 1, up to 4: the saved score is the highest the tower reached.
      questions: playedAnswers("RRRWWRRR", "times_table_tower"),
    });
    expect(tower.ok().session).toMatchObject({ score: 4, max_score: 20 });

    const traffic = await postGame(as, {
      ...buildGame(ava.id, { mode: "traffic_light", duration_seconds: 120 }),
      questions: [question(2, 3, 6, 2_000), question(2, 4, 8, 2_001), question(2, 5, 1, 4_001)],
    });
    const trafficSaved = traffic.ok();
    expect(trafficSaved.session).toMatchObject({ score: 2, max_score: 20 });
    expect(trafficSaved.questions.map((q) => q.traffic_light)).toEqual(["green", "amber", "red"]);

    const missing = await postGame(as, {
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
    const missingSaved = missing.ok();
    expect(missingSaved.session).toMatchObject({ score: 1, max_score: 2 });
    expect(missingSaved.questions[0]).toMatchObject({
      missing_type: "operator",
      operator_answer: "×",
      user_operator_answer: "×",
      correct_answer: 42,
      is_correct: true,
    });
    expect(missingSaved.questions[1]).toMatchObject({ missing_type: "operand2", correct_answer: 5, is_correct: false });

    const getTo100 = await postGame(as, {
      ...buildGame(ava.id, { mode: "get_to_100", duration_seconds: 600 }),
      questions: questionsOf(12, 1, "get_to_100"),
    });
    expect(getTo100.ok().session).toMatchObject({ score: 12, max_score: 100 });
  });

  it("saves a Times Tables Check out of 25, with each question's answer (none when time ran out) and time", async () => {
    const { ava, avaTab } = await family();
    const questions = playedAnswers("R".repeat(20) + "W".repeat(4) + "S", "mtc");
    const saved = (await postGame(avaTab, buildGame(ava.id, { mode: "mtc", questions, duration_seconds: 115 }))).ok();
    expect(saved.session).toMatchObject({ mode: "mtc", score: 20, max_score: 25, duration: 115 });
    expect(saved.questions).toHaveLength(25);
    expect(saved.questions[24]).toMatchObject({ user_answer: null, is_correct: false, response_time_ms: 6_000 });
    expect(saved.questions[0]).toMatchObject({ question_type: "multiplication", response_time_ms: 1_500 });
  });

  it("leaves out the question an older app saved as unanswered when the clock ran out: no skip, no wrong fact", async () => {
    const { ava, avaTab } = await family();
    const played = playedAnswers("R".repeat(12) + "S", "timed", "beginner", 6_000);
    const onScreen = played.pop();
    if (onScreen === undefined) throw new Error("no question");
    // 12 answers of 6 s, then the 13th on screen for the 18 s left of the 90.
    const cutOff = { ...onScreen, user_answer: null, response_time_ms: 18_000 };
    const saved = (
      await postGame(avaTab, buildGame(ava.id, { questions: [...played, cutOff], duration_seconds: 90 }))
    ).ok();
    expect(saved.session).toMatchObject({ score: 12, max_score: 40 });
    expect(saved.questions).toHaveLength(12);
    expect(saved.questions.filter((q) => q.user_answer === null || !q.is_correct)).toEqual([]);
    const read = (await readGame(avaTab, saved.session.id)).ok();
    expect(read.questions).toHaveLength(12);
    const facts = await t.deps.database.db
      .select({ attempts: childFactStats.attempts, correct: childFactStats.correct })
      .from(childFactStats)
      .where(eq(childFactStats.childId, ava.id));
    expect(facts.reduce((n, f) => n + f.attempts, 0)).toBe(12);
    expect(facts.every((f) => f.correct === f.attempts)).toBe(true);
  });

  it("keeps a skip the child made, as a skip", async () => {
    const { ava, avaTab } = await family();
    const saved = (
      await postGame(avaTab, buildGame(ava.id, { questions: playedAnswers("RRRS"), duration_seconds: 90 }))
    ).ok();
    expect(saved.questions.map((q) => q.user_answer === null)).toEqual([false, false, false, true]);
  });

  it("refuses a Times Tables Check with the 1× table or fewer than 25 questions", async () => {
    const { ava, avaTab } = await family();
    const played = playedAnswers("R".repeat(25), "mtc");
    for (const questions of [played.slice(1), played.map((q, i) => (i === 0 ? question(1, 7, 7) : q))]) {
      const res = await postGame(avaTab, buildGame(ava.id, { mode: "mtc", questions }));
      expect(res.status).toBe(422);
      expect(res.error().code).toBe("implausible_game");
    }
  });

  it("lets a parent play as themself, with no child", async () => {
    const { parent } = await family();
    const res = await postGame(parent.caller, buildGame(null, { difficulty_level: "expert" }));
    expect(res.status).toBe(200);
    expect(res.ok().session).toMatchObject({
      child_id: null,
      user_id: parent.session.user.id,
      difficulty_level: "expert",
    });
  });

  it("refuses a save with no parent user id", async () => {
    const { avaTab } = await family();
    const res = await postGame(avaTab, buildGame(null));
    expect(res.status).toBe(422);
    expect(res.error()).toEqual({
      code: "missing_parent_user_id",
      message: "Cannot create child session: missing parent user ID",
    });
    expect(messages.missingParentUserId).toBe("Cannot create child session: missing parent user ID");
  });

  it("refuses callers who are not signed in", async () => {
    const { ava } = await family();
    const res = await postGame({}, buildGame(ava.id));
    expect(res.status).toBe(401);
  });
});

describe("a game saved twice is stored once", () => {
  it("returns the first result for a repeat of the client_id", async () => {
    const { ava, avaTab } = await family();
    const body = buildGame(ava.id);
    const first = await postGame(avaTab, body);
    t.clock.advance(5_000);
    // A retry after the first answer was lost; even a changed body cannot change the stored game.
    const second = await postGame(avaTab, { ...body, questions: questionsOf(40) });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const a = first.ok();
    const b = second.ok();
    expect(b.replayed).toBe(true);
    expect(b.session).toEqual(a.session);
    expect(b.questions).toEqual(a.questions);
    expect(await sessionsWithClientId(body.client_id)).toBe(1);
    expect(await questionsOfSession(a.session.id)).toBe(35);
  });

  it("stores one session when the same save arrives twice at once", async () => {
    const { ava, avaTab } = await family();
    const body = buildGame(ava.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => postGame(avaTab, body)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const saved = answers.map((r) => r.ok());
    expect(new Set(saved.map((s) => s.session.id)).size).toBe(1);
    expect(saved.filter((s) => !s.replayed)).toHaveLength(1);
    expect(await sessionsWithClientId(body.client_id)).toBe(1);
    expect(await questionsOfSession(saved[0]?.session.id ?? "")).toBe(35);
  });

  it("refuses a client_id already used for another player", async () => {
    const { parent, ava, leo, avaTab } = await family();
    const body = buildGame(ava.id);
    expect((await postGame(avaTab, body)).status).toBe(200);
    const res = await postGame(parent.caller, { ...body, child_id: leo.id });
    expect(res.status).toBe(409);
    expect(res.error().message).toBe(productMessages.gameIdInUse);
  });
});

describe("who may save and read a child's games", () => {
  it("another family can neither save for nor read a child", async () => {
    const { ava, avaTab } = await family();
    const stranger = (await buildFamily(t, { children: 0 })).parent;
    const saved = (await postGame(avaTab, buildGame(ava.id))).ok();
    const as = stranger.caller;
    const attempts = [
      await postGame(as, buildGame(ava.id)),
      await callAs(t, as, api.listChildSessions, { params: { childId: ava.id } }),
      await callAs(t, as, api.playSummary, { params: { childId: ava.id } }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(res.error().code).toBe("child_not_found");
    }
    // Another family's game answers exactly as an id that was never used, so ids cannot be probed.
    const theirs = await readGame(as, saved.session.id);
    const unknown = await readGame(as, randomUUID());
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
    expect(theirs.error().code).toBe("game_not_found");
  });

  it("a child can neither save for nor read a sibling", async () => {
    const { parent, leo, avaTab } = await family();
    const leoGame = (await postGame(parent.caller, buildGame(leo.id))).ok();
    expect((await postGame(avaTab, buildGame(leo.id))).status).toBe(404);
    expect((await readGame(avaTab, leoGame.session.id)).status).toBe(404);
    expect((await callAs(t, avaTab, api.listChildSessions, { params: { childId: leo.id } })).status).toBe(404);
  });

  it("a child cannot read the parent's own games; the parent can read the child's", async () => {
    const { parent, ava, avaTab } = await family();
    const own = (await postGame(parent.caller, buildGame(null))).ok();
    expect((await readGame(avaTab, own.session.id)).status).toBe(404);
    const avas = (await postGame(avaTab, buildGame(ava.id))).ok();
    const read = await readGame(parent.caller, avas.session.id);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ session: avas.session, questions: avas.questions });
    expect((await readGame(parent.caller, randomUUID())).status).toBe(404);
  });
});

describe("a game must fit its mode", () => {
  it("refuses more questions than the mode holds", async () => {
    const { ava, avaTab } = await family();
    const res = await postGame(
      avaTab,
      buildGame(ava.id, { questions: Array.from({ length: 41 }, () => question(2, 3, 6)) }),
    );
    expect(res.status).toBe(422);
    const error = res.error();
    expect(error.code).toBe("too_many_questions");
    expect(error.message).toBe(productMessages.tooManyQuestions);
    expect(error.fields?.questions).toBe("A 90 Second Challenge game holds at most 40 questions (got 41).");
    const traffic = await postGame(avaTab, {
      ...buildGame(ava.id, { mode: "traffic_light" }),
      questions: Array.from({ length: MODE_RULES.traffic_light.maxQuestions + 1 }, () => question(2, 3, 6)),
    });
    expect(traffic.status).toBe(422);
  });

  it("refuses a game longer than its mode's time with a few seconds of slack", async () => {
    const { ava, avaTab } = await family();
    const limit = MODE_RULES.timed.timeLimitSeconds ?? 0;
    const ok = await postGame(avaTab, buildGame(ava.id, { duration_seconds: limit + SAVE_DURATION_SLACK_SECONDS }));
    expect(ok.status).toBe(200);
    const res = await postGame(
      avaTab,
      buildGame(ava.id, { duration_seconds: limit + SAVE_DURATION_SLACK_SECONDS + 1 }),
    );
    expect(res.status).toBe(422);
    expect(res.error()).toMatchObject({
      code: "game_too_long",
      message: productMessages.gameTooLong,
      fields: { duration_seconds: "A 90 Second Challenge game lasts at most 90 seconds (got 96)." },
    });
    const missing = await postGame(avaTab, buildGame(ava.id, { mode: "missing_piece", duration_seconds: 90 }));
    expect(missing.status).toBe(422);
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
    const res = await postGame(avaTab, buildGame(ava.id, { questions: [division] }));
    expect(res.status).toBe(422);
    expect(res.error().fields).toEqual({ "questions.0": productMessages.invalidQuestion });
    const bad = await postGame(avaTab, { ...buildGame(ava.id), client_id: "not-a-uuid" });
    expect(bad.status).toBe(400);
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
      questions: questionsOf(39, 0, "challenge").map((q) => ({ ...q, response_time_ms: 3_600_000 })),
    });
    const onePlusOne = buildGame(ava.id, { questions: Array.from({ length: 40 }, () => question(1, 1, 1)) });
    onePlusOne.questions = onePlusOne.questions.map((q) => ({ ...q, question_type: "addition", user_answer: 2 }));
    for (const [body, field] of [
      [instant, "questions"],
      [hourLong, "duration_seconds"],
      [onePlusOne, "questions.2"],
    ] as const) {
      const res = await postGame(avaTab, body);
      expect(res.status).toBe(422);
      const error = res.error();
      expect(error.code).toBe("implausible_game");
      expect(error.message).toBe(productMessages.implausibleGame);
      expect(Object.keys(error.fields ?? {})).toEqual([field]);
      expect(await sessionsWithClientId(body.client_id)).toBe(0);
    }
  });

  it("is told apart from a real one: the same game at a child's pace is saved", async () => {
    const { ava, avaTab } = await family();
    const res = await postGame(avaTab, buildGame(ava.id, { questions: questionsOf(40) }));
    expect(res.status).toBe(200);
  });
});

describe("the write statement, prepared once", () => {
  it("has one text for every child's game, whoever plays, whatever they answered and in whichever mode: each connection keeps a handful of prepared statements, not one per game", async () => {
    // Every statement reaches the database through the session's prepareQuery: its text is what the database parses.
    const session = t.deps.database.db._.session;
    const texts: string[] = [];
    const prepare = session.prepareQuery.bind(session);
    session.prepareQuery = (query, ...rest) => {
      if (/^\s*with c as \(\s*update children set saves_written/.test(query.sql)) texts.push(query.sql);
      return prepare(query, ...rest);
    };
    try {
      const { ava, leo, avaTab } = await family();
      const leoTab = leo.caller;
      expect((await postGame(avaTab, buildGame(ava.id, { questions: questionsOf(30, 5) }))).status).toBe(200);
      expect((await postGame(leoTab, buildGame(leo.id, { questions: questionsOf(20, 10) }))).status).toBe(200);
      t.clock.advance(120_000);
      expect((await postGame(avaTab, buildGame(ava.id, { questions: questionsOf(25, 3) }))).status).toBe(200);
      const missingPiece = await postGame(leoTab, buildGame(leo.id, { mode: "missing_piece", duration_seconds: 60 }));
      expect(missingPiece.status, JSON.stringify(missingPiece.body)).toBe(200);
      expect(texts.length).toBe(4);
      expect(new Set(texts).size).toBe(1);
    } finally {
      session.prepareQuery = prepare;
    }
  });
});
