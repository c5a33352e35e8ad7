import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildFamily } from "../../../tests/factories";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stats = z.object({ rows: z.array(z.object({ n_distinct: z.coerce.number() })) });

describe("what the planner is told of the questions", () => {
  it("counts a game for every 25 questions, whatever games ANALYZE's sample of pages held (decision 0056)", async () => {
    // Games of 4 questions, each game's in one page: the sample alone would make it 4 a game on this small table,
    // and hundreds on a year's, where each page it reads holds whole games.
    const { parent, child } = await buildFamily(t);
    const { db } = t.deps.database;
    await db.execute(sql`
      with games as (
        insert into sessions (client_id, child_id, user_id, score, max_score, duration, difficulty_level, mode)
        select 'planner-' || ${child.id} || '-' || n, ${child.id}::uuid, ${parent.session.user.id}::uuid, 4, 4, 60,
          'beginner', 'timed'
        from generate_series(1, 400) as n
        returning id
      )
      insert into questions (session_id, position, question_type, operand1, operand2, correct_answer, user_answer, is_correct)
      select g.id, p, 'addition', p, 1, p + 1, p + 1, true from games g, generate_series(0, 3) as p`);
    await db.execute(sql`analyze questions`);
    const result = await db.execute(sql`
      select n_distinct from pg_stats
      where schemaname = current_schema() and tablename = 'questions' and attname = 'session_id'`);
    expect(stats.parse(result).rows).toEqual([{ n_distinct: -0.04 }]);
  });
});
