// The statement that writes the questions of games written straight into the database: the year of families
// (scale-fill.ts) draws them at random, one child's long history (history.ts) from hashes of the game and the
// position, so that the same history comes out each time.

/** A game's questions, in the benchmark's games. */
export const QUESTIONS_PER_GAME = 30;

/**
 * How each question is drawn: SQL expressions over the game (`s`, a row of `sessions`) and the question's
 * position in it (`p`, 1 to QUESTIONS_PER_GAME).
 */
export interface QuestionDraw {
  /** The operation: 'addition', 'subtraction', 'multiplication' or 'division'. */
  type: string;
  /** The two numbers the question is made of, 1 to 12 each. */
  x: string;
  y: string;
  /** Whether the child answered right (else one more than the answer). */
  right: string;
  /** How long the answer took, in ms. */
  responseTime: string;
  /** When the question was written, which its id is made of too; the columns' defaults (now) without it. */
  createdAt?: string;
}

/**
 * An insert of QUESTIONS_PER_GAME questions for each game of `sessions s`, drawn as `draw` says, with what
 * each operation's operands and answer are made of `x` and `y` (a division is x × y ÷ y, a subtraction
 * x + y − y). It ends with its `from`: the caller adds the `where` that picks the games.
 */
export function insertQuestions(draw: QuestionDraw): string {
  const createdAt = draw.createdAt === undefined ? "" : `, ${draw.createdAt}, time_ordered_uuid(${draw.createdAt})`;
  // `p as at` makes the draw refer to the position, so that it is made for each question and not once a game.
  return `insert into questions (session_id, position, question_type, operand1, operand2, correct_answer, user_answer,
      is_correct, metadata${draw.createdAt === undefined ? "" : ", created_at, id"})
    select s.id, p, q.type, q.a, q.b, q.answer, case when q.right then q.answer else q.answer + 1 end, q.right,
      jsonb_build_object('responseTime', ${draw.responseTime}, 'gameMode', s.mode)${createdAt}
    from sessions s, generate_series(1, ${QUESTIONS_PER_GAME}) as p,
      lateral (
        select ${draw.type} as type, ${draw.x} as x, ${draw.y} as y, ${draw.right} as right, p as at
      ) r,
      lateral (
        select r.type, r.right,
          case r.type when 'division' then r.x * r.y when 'subtraction' then r.x + r.y else r.x end as a,
          r.y as b,
          case r.type when 'addition' then r.x + r.y when 'multiplication' then r.x * r.y else r.x end as answer
      ) q`;
}
