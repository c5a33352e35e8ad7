import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { SaveGameBody } from "../../shared/api/play";
import type { Player } from "../auth/policies/player-policy";
import type { Queryable } from "../db/client";
import { addAnswersToFactStats } from "./fact-stats";
import { addGameToDayStats, addGameToModeStats, addGameToPercentStats } from "./mode-stats";
import type { QuestionRow, SessionRow } from "./present-game";
import { children } from "../db/schema/children";
import type { ScoredGame } from "./score-game";
import { FOLLOW_UP_GRACE_SECONDS, probesFor, type StepProbe } from "../follow-ups/runner";
import type { FollowUpStep, SavedGame, WrittenTables } from "../follow-ups/step";
import { StatementTexts } from "../db/statement-texts";
import { timeOrderedIdMaker } from "../../shared/ids/time-ordered-id";

export interface WrittenGame extends SavedGame {
  questions: QuestionRow[];
  /** The follow-up steps with something to do, each with what its probe answered (recorded too). */
  followUps: Map<string, unknown>;
}

/** The session's id (none: already saved), each probe's answer, and for a child's game the steps' reads and the child's save count. */
const writtenRows = z.object({
  rows: z.array(
    z
      .object({
        id: z.string(),
        saves_seen: z.coerce.number().int().nullish(),
        saves_written: z.coerce.number().int().nullish(),
      })
      .catchall(z.unknown()),
  ),
});

/** What makes one kind of game's statement differ from another's: its text is the same for every game of a kind. */
interface WriteKind {
  child: boolean;
  mode: string;
  challenge: boolean;
}

/** The statement's placeholders, one for each value a save gives it. */
const value = {
  sessionId: sql.placeholder("sessionId"),
  clientId: sql.placeholder("clientId"),
  childId: sql.placeholder("childId"),
  userId: sql.placeholder("userId"),
  challengeId: sql.placeholder("challengeId"),
  score: sql.placeholder("score"),
  maxScore: sql.placeholder("maxScore"),
  duration: sql.placeholder("duration"),
  level: sql.placeholder("level"),
  mode: sql.placeholder("mode"),
  clock: sql.placeholder("clock"),
  at: sql.placeholder("at"),
  answers: sql.placeholder("answers"),
};

/** The write statements' texts, one for each kind of game. */
const writeStatements = new StatementTexts();

type ScoredQuestion = ScoredGame["questions"][number];

/**
 * The game's answers, as the statement's jsonb_to_recordset reads them, each with its id. (Objects of one
 * shape written out, not spread: a spread copy of a question is several times slower to read and serialise.)
 */
function answersJson(questions: ReadonlyArray<{ q: ScoredQuestion; id: string }>): string {
  return JSON.stringify(
    questions.map(({ q, id }) => ({
      id,
      position: q.position,
      question_type: q.questionType,
      operand1: q.operand1,
      operand2: q.operand2,
      correct_answer: q.correctAnswer,
      user_answer: q.userAnswer,
      is_correct: q.isCorrect,
      metadata: q.metadata,
      missing_type: q.missingType,
      operator_answer: q.operatorAnswer,
      user_operator_answer: q.userOperatorAnswer,
    })),
  );
}

/** A written question, as a read of its row would give it. */
function questionRow(q: ScoredQuestion, id: string, sessionId: string, createdAt: Date): QuestionRow {
  return {
    id,
    sessionId,
    position: q.position,
    questionType: q.questionType,
    operand1: q.operand1,
    operand2: q.operand2,
    correctAnswer: q.correctAnswer,
    userAnswer: q.userAnswer,
    isCorrect: q.isCorrect,
    metadata: q.metadata,
    missingType: q.missingType,
    operatorAnswer: q.operatorAnswer,
    userOperatorAnswer: q.userOperatorAnswer,
    createdAt,
  };
}

/** What a step reads in a child's save's statement after its writes (`readAtWrite`). */
interface StepRead {
  name: string;
  read: SQL;
}

/** The names the statement gives its own writes, for the steps' reads. */
const WRITTEN_TABLES: WrittenTables = { session: sql`s`, modeStats: sql`m`, percentStats: sql`pc` };

/** The statement that writes a game of this kind, with placeholders for its values (`value`). */
function writeStatement(child: boolean, probes: readonly StepProbe[], reads: readonly StepRead[]): SQL {
  const probeColumn = (i: number) => sql.identifier(`probe_${i}`);
  const probeColumns = probes.map((probe, i) => sql`(${probe.answer})::jsonb as ${probeColumn(i)}`);
  // Each step with something to do, and what it keeps: its probe's answer, or true.
  const recorded = probes.map(
    (probe, i) =>
      sql`${sql.raw(`'${probe.name}'`)}::text, case when coalesce(p.${probeColumn(i)}, 'null'::jsonb) = 'null'::jsonb then null
        else ${probe.keepsAnswer ? sql`p.${probeColumn(i)}` : sql`'true'::jsonb`} end`,
  );
  const followUps =
    probes.length === 0
      ? sql``
      : sql`, p as (select ${sql.join(probeColumns, sql`, `)}
      ), j as (
        insert into save_follow_ups (session_id, steps, created_at, next_attempt_at)
        select s.id, k.steps, ${value.at}::timestamptz, ${value.at}::timestamptz + make_interval(secs => ${sql.raw(String(FOLLOW_UP_GRACE_SECONDS))})
        from s cross join (
          select jsonb_object_agg(e.key, e.value) as steps
          from p cross join lateral jsonb_each(jsonb_build_object(${sql.join(recorded, sql`, `)})) e
          where e.value <> 'null'::jsonb
        ) k
        where k.steps is not null
      )`;
  // A child's save first adds one to the child's count of saves (taking the child's row, so that two saves of
  // one child take their other locks in turn), and the steps read what they ask as its own writes leave them.
  const sessionRow = sql`${value.sessionId}::uuid, ${value.clientId}, ${child ? value.childId : sql`null`}::uuid, ${value.userId}, ${value.score},
        ${value.maxScore}, ${value.duration}, ${value.level}, ${value.mode}, ${value.clock}, ${value.at}::timestamptz`;
  const insertSession = child
    ? sql`c as (
      update children set saves_written = saves_written + 1 where id = ${value.childId} returning saves_written
    ), s as (
      insert into sessions (id, client_id, child_id, user_id, score, max_score, duration, difficulty_level, mode, time_allowance, created_at)
      select ${sessionRow} from c`
    : sql`s as (
      insert into sessions (id, client_id, child_id, user_id, score, max_score, duration, difficulty_level, mode, time_allowance, created_at)
      values (${sessionRow})`;
  const readColumns = reads.map((r, i) => sql`, ${r.read} as ${sql.identifier(`read_${i}`)}`);
  const childColumns = child
    ? sql`, (select ${children.savesWritten} from ${children} where ${children.id} = ${value.childId}) as saves_seen,
      (select saves_written from c) as saves_written${sql.join(readColumns, sql``)}`
    : sql``;
  return sql`
    with ${insertSession}
      on conflict (client_id) do nothing
      returning id, child_id, mode, score, max_score, duration, created_at
    ), answers as (
      select * from jsonb_to_recordset(${value.answers}::jsonb) as a(
        id uuid, position int, question_type text, operand1 int, operand2 int, correct_answer int,
        user_answer int, is_correct boolean, metadata jsonb, missing_type text, operator_answer text,
        user_operator_answer text)
    ), q as (
      insert into questions (id, session_id, position, question_type, operand1, operand2, correct_answer,
        user_answer, is_correct, metadata, missing_type, operator_answer, user_operator_answer, created_at)
      select a.id, s.id, a.position, a.question_type, a.operand1, a.operand2, a.correct_answer,
        a.user_answer, a.is_correct, a.metadata, a.missing_type, a.operator_answer, a.user_operator_answer,
        ${value.at}::timestamptz
      from s cross join answers a
    ), f as (${addAnswersToFactStats(sql`s`, sql`answers`, value.at)}
    ), m as (${addGameToModeStats(sql`s`)}
    ), d as (${addGameToDayStats(sql`s`)}
    ), pc as (${addGameToPercentStats(sql`s`)})${followUps}
    select s.id${childColumns}${probes.length === 0 ? sql`` : sql`, p.*`} from s${probes.length === 0 ? sql`` : sql` cross join p`}`;
}

/**
 * Writes a finished game in ONE statement, so one round trip and one commit:
 * the session (nothing if its client_id is already saved, even by a save
 * racing this one: the answer is then null and the first save stands), its
 * questions, the child's per-fact figures and the summary of the child's games of its mode. The same statement answers the
 * follow-up steps' probes ("is there anything for me to do?"): they see the
 * database as it was when the statement began, which is all they ask of it
 * (an active mission, badges still to earn, a pending referral). The steps
 * with something to do are recorded in save_follow_ups by the same
 * statement, so that the game is never committed without them (decision 0014).
 */
export async function writeGame(
  db: Queryable,
  player: Player,
  body: SaveGameBody,
  game: ScoredGame,
  now: Date,
  steps: readonly FollowUpStep[],
): Promise<WrittenGame | null> {
  // Ids made here, so that the rows need not be read back; time-ordered (decision 0056), the game's and its questions'.
  const nextId = timeOrderedIdMaker(now, 1 + game.questions.length);
  const sessionId = nextId();
  const written = game.questions.map((q) => ({ q, id: nextId() }));
  const at = now.toISOString();
  const kind: WriteKind = {
    child: player.childId !== null,
    mode: body.mode,
    challenge: body.challenge_id !== undefined,
  };
  const probes = probesFor(
    {
      player: { childId: kind.child ? value.childId : null, userId: value.userId },
      mode: kind.mode,
      challengeId: kind.challenge ? value.challengeId : undefined,
    },
    steps,
  );
  const readers = kind.child
    ? steps.flatMap((step) => (step.readAtWrite ? [{ name: step.name, ...step.readAtWrite }] : []))
    : [];
  const result = await writeStatements.execute(
    db,
    [
      kind.child ? "child" : "parent",
      ...probes.map((p) => `${p.name}${p.keepsAnswer ? "" : "-"}`),
      ...readers.map((r) => `read:${r.name}`),
    ].join(" "),
    () =>
      writeStatement(
        kind.child,
        probes,
        readers.map((r) => ({ name: r.name, read: r.sql(value.childId, WRITTEN_TABLES) })),
      ),
    {
      sessionId,
      clientId: body.client_id,
      childId: player.childId,
      userId: player.userId,
      challengeId: body.challenge_id ?? null,
      score: game.score,
      maxScore: game.maxScore,
      duration: body.duration_seconds,
      level: body.difficulty_level,
      mode: body.mode,
      clock: body.time_allowance ?? "standard",
      at,
      answers: answersJson(written),
      ...Object.fromEntries(readers.flatMap((r) => Object.entries(r.values(now)))),
    } satisfies Record<keyof typeof value, unknown>,
  );
  const [row] = writtenRows.parse(result).rows;
  if (!row) return null;
  const session: SessionRow = {
    id: row.id,
    clientId: body.client_id,
    childId: player.childId,
    userId: player.userId,
    score: game.score,
    maxScore: game.maxScore,
    duration: body.duration_seconds,
    difficultyLevel: body.difficulty_level,
    mode: body.mode,
    timeAllowance: body.time_allowance ?? "standard",
    createdAt: now,
  };
  // The steps' reads are as of this game's commit when no other save of the child came between this statement's
  // start and its taking the child's row (decision 0022); otherwise the steps read again after the commit.
  const current = row.saves_seen !== null && row.saves_seen !== undefined && row.saves_written === row.saves_seen + 1;
  return {
    session,
    ...(current && { readAtWrite: new Map(readers.map((r, i) => [r.name, row[`read_${i}`] ?? null])) }),
    questions: written.map(({ q, id }) => questionRow(q, id, row.id, now)),
    followUps: new Map(
      probes.flatMap((probe, i) => {
        const answer = row[`probe_${i}`] ?? null;
        return answer === null ? [] : [[probe.name, answer] as const];
      }),
    ),
  };
}
