// A year of a successful product, written straight into PostgreSQL by set-based statements: the families, their
// children and games with every question, and what the product writes beside them (summaries, badges, missions,
// challenges, weekly reports and their emails, sign-in sessions). `npm run bench:scale` measures the app on it.
import pg from "pg";
import { factStatsBackfillWhere, gameSummariesBackfillWhere } from "../fact-stats-backfill";
import { insertQuestions, QUESTIONS_PER_GAME } from "./filled-questions";

/** The default year (SCALE=1): 20,000 families, 45,000 children, 1,000,000 games of 30 questions. */
const FAMILIES = 20_000;
const CHILDREN = 45_000;
const GAMES = 1_000_000;

export interface YearSize {
  families: number;
  children: number;
  games: number;
}

export function yearSize(scale: number): YearSize {
  const of = (n: number) => Math.max(1, Math.round(n * scale));
  return { families: of(FAMILIES), children: of(CHILDREN), games: of(GAMES) };
}

/** The filled rows' marks: the families' addresses and the games' client ids. */
export const YEAR_EMAIL_DOMAIN = "year.example";
export const YEAR_GAME = "year-";

/** A parent's password as the product stores it (an Argon2id hash); nobody signs in as a filled parent. */
const PASSWORD_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$eWVhci1vZi1mYW1pbGllcw$Hn2n0t0Hx9n5S6cN2xjz8w4c7L0eY4v1m9QvN0m4r2A";

/** A week's report as the sweep keeps it: what each child did, in a few figures. */
const REPORT_SUMMARY = JSON.stringify({
  children: [
    {
      name: "Child",
      games: 6,
      minutes: 9,
      accuracy: 84,
      bestMode: "timed",
      streak: 4,
      improved: ["7×", "8×"],
      toPractise: ["6 × 7", "8 × 9", "12 × 7"],
    },
  ],
});

/** A weekly report email's bodies, at the size the product's template renders them for a family of two (Premium). */
const REPORT_TEXT_BYTES = 900;
const REPORT_HTML_BYTES = 6_600;

type Log = (line: string) => void;

async function timed(log: Log, what: string, run: () => Promise<unknown>) {
  const started = performance.now();
  await run();
  log(`    ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Opens a connection set for bulk writing: foreign keys not checked row by row (the rows are consistent by construction). */
async function fillConnection(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("set session_replication_role = replica");
  await client.query("set work_mem = '256MB'");
  await client.query("set maintenance_work_mem = '1GB'");
  await client.query("set synchronous_commit = off");
  return client;
}

/**
 * Fills the database with a year ending at `end` (the last weekly report's due time: the next week's report
 * is owed to every parent). Children's play follows school life: most games on school-day evenings, a long tail
 * of heavy players (a few play more than a thousand games), 30% of children going quiet part way through the
 * year, one family in ten with no child yet.
 */
export async function fillYear(databaseUrl: string, size: YearSize, end: Date, log: Log): Promise<void> {
  const db = await fillConnection(databaseUrl);
  const at = end.toISOString();
  try {
    await db.query("select setseed(0.2026)");
    await timed(log, `${size.families.toLocaleString("en-GB")} families`, async () => {
      await db.query(
        `create temp table fill_parents as
         select n, gen_random_uuid() as user_id, gen_random_uuid() as parent_id,
           $2::timestamptz - make_interval(secs => 365 * 86400 * random()) as joined,
           random() < 0.92 as verified, random() < 0.85 as reports, random() < 0.25 as premium
         from generate_series(1, $1::int) as n`,
        [size.families, at],
      );
      await db.query(
        `insert into users (id, email, password_hash, password_changed_at, created_at, email_verified_at)
         select user_id, 'family-' || n || '@${YEAR_EMAIL_DOMAIN}', $1, joined, joined,
           case when verified then joined + interval '6 minutes' end
         from fill_parents`,
        [PASSWORD_HASH],
      );
      await db.query(
        `insert into parents (id, user_id, email, premium, premium_until, login_count, last_active, created_at, weekly_report)
         select parent_id, user_id, 'family-' || n || '@${YEAR_EMAIL_DOMAIN}', premium,
           case when premium then $1::timestamptz + interval '20 days' end,
           1 + floor(random() * 80)::int, joined + ($1::timestamptz - joined) * random(), joined, reports
         from fill_parents`,
        [at],
      );
    });
    await timed(log, `${size.children.toLocaleString("en-GB")} children`, async () => {
      // Nine families in ten have a first child; the other children are spread over them (two to four each).
      await db.query(
        `create temp table fill_children as
         with placed as (
           select n, case when n <= $2 then n else 1 + (n::bigint * 7919 % $2)::int end as family
           from generate_series(1, $1::int) as n
         ), drawn as (
           select placed.n, p.parent_id, p.user_id,
             least(p.joined + make_interval(days => floor(random() * 30)::int), $3::timestamptz - interval '1 day') as joined,
             least(200, power(random(), -0.7)) as weight, random() as quiet, random() as stops,
             (array['beginner', 'intermediate', 'expert'])[1 + floor(random() * 3)::int] as difficulty
           from placed join fill_parents p on p.n = placed.family
         )
         select n, gen_random_uuid() as id, parent_id, user_id, joined, difficulty,
           case when quiet < 0.3 then joined + ($3::timestamptz - joined) * stops else $3::timestamptz end as active_until,
           weight
         from drawn`,
        [size.children, Math.max(1, Math.floor(size.families * 0.9)), at],
      );
      // Each child's games in the year, in proportion to their weight.
      await db.query("alter table fill_children add column games int");
      await db.query(
        `update fill_children c set games = floor(c.weight * $1 / t.total + random())::int
         from (select sum(weight) as total from fill_children) t`,
        [size.games],
      );
      await db.query(
        `insert into children (id, parent_id, name, pin_hmac, difficulty_level, created_at, saves_written)
         select id, parent_id, 'Child ' || n, md5('pin-' || n) || md5('pin+' || n), difficulty, joined, games
         from fill_children`,
      );
    });
    await timed(log, "games", () =>
      db.query(
        `insert into sessions (id, client_id, child_id, user_id, score, max_score, duration, difficulty_level, mode, created_at)
         select time_ordered_uuid(a.at), '${YEAR_GAME}' || c.n || '-' || k, c.id, c.user_id,
           floor(${QUESTIONS_PER_GAME} * (0.4 + 0.6 * random()))::int, ${QUESTIONS_PER_GAME},
           60 + floor(random() * 60)::int, c.difficulty, m.mode, a.at
         from fill_children c, generate_series(1, c.games) as k,
         -- \`k\` makes the draw refer to the game, so that it is made for each game and not once for the whole fill.
         lateral (select random() as r1, random() as r2, random() as r3, random() as r4, random() as r5, k as game) r,
         lateral (
           select case
             when r.r1 < 0.25 then 'timed' when r.r1 < 0.35 then 'get_to_100' when r.r1 < 0.45 then 'missing_piece'
             when r.r1 < 0.48 then 'challenge' when r.r1 < 0.60 then 'traffic_light'
             when r.r1 < 0.70 then 'times_table_tower' when r.r1 < 0.95 then 'smart_practice' else 'mtc'
           end as mode
         ) m,
         lateral (select date_trunc('day', c.joined + (c.active_until - c.joined) * r.r2) as day) d,
         lateral (
           -- Seven games in ten after school (16:00 to 20:00); half of the weekend's moved to the Friday before.
           select d.day
             - case when extract(isodow from d.day) >= 6 and r.r3 < 0.5
                 then make_interval(days => extract(isodow from d.day)::int - 5) else interval '0' end
             + case when r.r4 < 0.7 then make_interval(hours => 16 + floor(r.r5 * 4)::int)
                 else make_interval(hours => 7 + floor(r.r5 * 14)::int) end
             + make_interval(mins => floor(random() * 60)::int) as played
         ) t,
         -- Its id made of its time, as the product makes a game's (decision 0056).
         lateral (select greatest(c.joined, least(t.played, $1::timestamptz)) as at) a`,
        [at],
      ),
    );
    await timed(log, `questions (${QUESTIONS_PER_GAME} a game, two writers, indexes built after)`, async () => {
      await db.query("alter table questions drop constraint questions_pkey");
      await db.query("drop index questions_session_idx");
      try {
        const writers = await Promise.all([0, 1].map(() => fillConnection(databaseUrl)));
        try {
          await Promise.all(writers.map((writer, half) => writer.query(questionsOf(half))));
        } finally {
          await Promise.all(writers.map((writer) => writer.end()));
        }
      } finally {
        await db.query("alter table questions add constraint questions_pkey primary key (id)");
        await db.query(`create index questions_session_idx on questions (session_id, "position")`);
      }
    });
    const ofYear = `s."client_id" like '${YEAR_GAME}%'`;
    await timed(log, "per-fact figures (the migrations' own statements)", async () => {
      for (const statement of factStatsBackfillWhere(ofYear)) await db.query(statement);
    });
    await timed(log, "summaries by mode, day and percentage", async () => {
      for (const statement of gameSummariesBackfillWhere(ofYear)) await db.query(statement);
    });
    await timed(log, "badges, missions and challenges", async () => {
      await db.query(
        `insert into user_badges (user_id, badge_id, child_id, awarded_at)
         select c.user_id, b.id, c.id, c.joined + (c.active_until - c.joined) * random()
         from fill_children c join badges b on b.is_active
         where c.games > 0 and random() < least(0.9, c.games / 60.0)`,
      );
      await db.query(
        `insert into parent_challenges (parent_id, child_id, challenge_name, game_mode_target, score_target,
           reward_type, reward_details, status, activated_at, completed_at, created_at)
         select c.parent_id, c.id, 'Score 20 in the 90 Second Challenge', 'timed', 20,
           'custom_text', '{"text": "A trip to the park"}'::jsonb,
           case when k = 4 then 'active' else 'completed' end, m.at,
           case when k < 4 then m.at + interval '3 days' end, m.at
         from fill_children c,
           generate_series(1, case when c.games = 0 then 0 when random() < 0.5 then 4 else 3 end) as k,
           lateral (select c.joined + (c.active_until - c.joined) * (k / 4.5) as at) m`,
      );
      // Each challenge game the child played, against their parent.
      await db.query(
        `with played as (
           select s.id as session_id, s.child_id, s.user_id, s.score, s.created_at, s.difficulty_level,
             gen_random_uuid() as challenge_id
           from sessions s where s.mode = 'challenge' and ${ofYear}
         ), made as (
           insert into challenges (id, status, initiator_child_id, opponent_user_id, initiator_difficulty,
             opponent_difficulty, created_at, expires_at, initiator_session_id, initiator_score, opponent_score,
             winner_child_id, completed_at, question_seed)
           select challenge_id, 'completed', child_id, user_id, difficulty_level, difficulty_level,
             created_at - interval '1 hour', created_at + interval '7 days', session_id, score, score - 2,
             child_id, created_at + interval '2 hours', floor(random() * 1000000)::int
           from played
         )
         insert into challenge_games (challenge_id, side, session_id)
         select challenge_id, 'initiator', session_id from played`,
      );
    });
    await timed(log, "weekly reports and their emails", async () => {
      // Every week's report since the family's first full week, to parents who keep it on and have a child.
      await db.query(
        `insert into weekly_reports (parent_id, week_start, sent_at, summary)
         select p.parent_id, w::date, w + interval '6 days 18 hours 5 minutes', $2::jsonb
         from fill_parents p,
           generate_series(date_trunc('week', p.joined) + interval '7 days', $1::timestamptz - interval '7 days', interval '7 days') as w
         where p.reports and p.verified and exists (select 1 from fill_children c where c.parent_id = p.parent_id)`,
        [at, REPORT_SUMMARY],
      );
      // The emails that carried them, kept in the outbox once sent; a report quotes no other address.
      await db.query(
        `insert into email_outbox (to_address, subject, text_body, html_body, status, created_at, sent_at, attempts, priority, quoted_addresses)
         select p.email, 'Your weekly Maths Sprint report', repeat('x', ${REPORT_TEXT_BYTES}), repeat('<p>x</p>', ${REPORT_HTML_BYTES / 8}),
           'sent', r.sent_at, r.sent_at + interval '2 seconds', 1, 2, '{}'::text[]
         from weekly_reports r join parents p on p.id = r.parent_id
         where p.email like '%@${YEAR_EMAIL_DOMAIN}'`,
      );
    });
    await timed(log, "sign-in sessions and trusted devices", async () => {
      await db.query(
        `insert into trusted_devices (parent_id, device_hash, created_at, last_seen_at)
         select parent_id, md5('device-' || n) || md5('device+' || n), joined, joined from fill_parents`,
      );
      await db.query(
        `insert into auth_sessions (user_id, token_hash, created_at, expires_at, last_seen_at)
         select user_id, md5('session-' || n) || md5('session+' || n), $1::timestamptz - interval '2 days',
           $1::timestamptz + interval '28 days', $1::timestamptz - interval '1 day'
         from fill_parents where random() < 0.4`,
        [at],
      );
      await db.query(
        `insert into child_sessions (child_id, token_hash, created_at, expires_at)
         select id, md5('child-' || n) || md5('child+' || n), active_until, active_until + interval '30 days'
         from fill_children where games > 0`,
      );
    });
    // A year-old database has had autovacuum over its tables: the rows' commit hints set and the pages marked
    // all-visible, so that reads neither write the pages they touch nor visit the table behind an index-only scan.
    // A bulk-filled one has not (and a server may run with autovacuum off): without this the full database's first
    // reads pay for the fill, and the figures describe a database no product runs on. Then a checkpoint, so that
    // the measured requests do not write out the fill's pages.
    await timed(log, "VACUUM (ANALYZE) and a checkpoint", async () => {
      await db.query("vacuum (analyze)");
      await db.query("checkpoint");
    });
  } finally {
    await db.end();
  }
}

/** The questions of half the year's games (`half` 0 or 1), about 85% right, 0.8 to 5.8 s each. */
function questionsOf(half: number): string {
  const drawn = insertQuestions({
    type: `case when s.mode in ('times_table_tower', 'mtc', 'smart_practice') then 'multiplication'
      else (array['addition', 'subtraction', 'multiplication', 'division'])[1 + floor(random() * 4)::int] end`,
    x: "1 + floor(random() * 12)::int",
    y: "1 + floor(random() * 12)::int",
    right: "random() < 0.85",
    responseTime: "800 + floor(random() * 5000)::int",
    createdAt: "s.created_at",
  });
  return `${drawn}
    where s.client_id like '${YEAR_GAME}%' and (hashtext(s.id::text) & 1) = ${half}`;
}

/** The database's size, and its largest tables with their indexes. */
export async function describeSize(databaseUrl: string, games: number): Promise<{ bytes: number; lines: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const {
      rows: [total],
    } = await client.query<{ bytes: string }>("select pg_database_size(current_database()) as bytes");
    const { rows } = await client.query<{ name: string; bytes: string; rows: string }>(
      `select c.relname as name, pg_total_relation_size(c.oid) as bytes, c.reltuples::bigint as rows
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' order by pg_total_relation_size(c.oid) desc limit 8`,
    );
    const bytes = Number(total?.bytes ?? 0);
    const mb = (n: number) => `${(n / 1_048_576).toFixed(0)} MB`;
    return {
      bytes,
      lines: [
        `the database holds ${mb(bytes)}: ${(bytes / Math.max(1, games)).toFixed(0)} bytes a game`,
        ...rows.map(
          (r) =>
            `  ${r.name.padEnd(22)} ${mb(Number(r.bytes)).padStart(9)}  ${Number(r.rows).toLocaleString("en-GB")} rows`,
        ),
      ],
    };
  } finally {
    await client.end();
  }
}
