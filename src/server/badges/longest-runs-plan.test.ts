import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import * as api from "../../shared/api/play";
import { buildFamily, buildGame } from "../../../tests/factories";
import { callAs } from "../../../tests/support/call-as";
import { createTestAppOnOwnDatabase, type TestApp } from "../../../tests/support/test-app";
import { planNode, planNodesOf, sequentialScans, type PlanNode } from "../db/query-plan";
import { rowsOf } from "../db/rows";
import { longestRunsInLatestGamesQuery } from "./badge-facts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestAppOnOwnDatabase();
});
afterAll(() => t.close());

// PGlite gives EXPLAIN's json as text, node-postgres as parsed json.
const explained = rowsOf(
  z.object({
    "QUERY PLAN": z.preprocess(
      (v): unknown => (typeof v === "string" ? (JSON.parse(v) as unknown) : v),
      z.tuple([z.object({ Plan: planNode })]),
    ),
  }),
);

async function planOf(query: SQL): Promise<PlanNode> {
  const [row] = explained.parse(await t.deps.database.db.execute(sql`explain (format json) ${query}`)).rows;
  if (!row) throw new Error("EXPLAIN gave no plan");
  return row["QUERY PLAN"][0].Plan;
}

it("the child's longest runs read only the latest games' questions, by index, on statistics gathered when the table was small", async () => {
  const { child, sibling } = await buildFamily(t, { children: 2 });
  for (let i = 0; i < 3; i++)
    (await callAs(t, child.caller, api.saveGame, { body: buildGame(child.id, { mode: "timed" }) })).ok();
  (await callAs(t, sibling.caller, api.saveGame, { body: buildGame(sibling.id, { mode: "timed" }) })).ok();
  // Statistics of four games' questions; then the table grows some 750-fold with nothing to gather them again
  // (as on a server whose autovacuum is off or behind): the planner takes each game to hold far more questions.
  await t.deps.database.db.execute(sql`analyze sessions, questions`);
  await t.deps.database.db.execute(sql`
    with games as (
      insert into sessions (client_id, child_id, user_id, score, max_score, duration, difficulty_level, mode)
      select 'bulk-' || g, s.child_id, s.user_id, 10, 30, 60, s.difficulty_level, s.mode
      from generate_series(1, 3000) g, (select * from sessions where child_id = ${sibling.id} limit 1) s
      returning id
    )
    insert into questions (session_id, position, question_type, operand1, operand2, correct_answer, user_answer, is_correct)
    select games.id, p, 'multiplication', 3, 4, 12, 12, p % 7 <> 0 from games, generate_series(1, 30) p`);

  // The control: on these statistics, the latest games joined to questions as one join reads the whole table.
  const joined = await planOf(sql`
    with latest as (
      select id, mode from sessions where child_id = ${child.id} order by created_at desc limit 200
    ), typed as (
      select latest.mode, q.session_id, q.question_type, q.is_correct,
        row_number() over (partition by q.session_id, q.question_type order by q.position)
          - row_number() over (partition by q.session_id, q.question_type, q.is_correct order by q.position) as grp
      from latest join questions q on q.session_id = latest.id
    ), runs as (
      select mode, question_type, count(*) as run from typed where is_correct group by mode, question_type, session_id, grp
    )
    select mode, question_type, max(run)::int as run from runs group by mode, question_type`);
  expect(sequentialScans(joined)).toContain("questions");

  const plan = await planOf(longestRunsInLatestGamesQuery(child.id));
  expect(sequentialScans(plan)).not.toContain("questions");
  expect(planNodesOf(plan).some((n) => n["Index Name"] === "questions_session_idx")).toBe(true);
});
