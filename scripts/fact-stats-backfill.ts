import { readFileSync } from "node:fs";

/**
 * The statements by which the migrations worked out a child's per-fact figures
 * from the games played before them (0008: the counts and last ten answers,
 * 0011: those answers' times, 0041: each sitting's first answer), for one child only: what a bench history or a
 * test compares with the figures the saves keep.
 */
export function factStatsBackfill(childId: string): string[] {
  return factStatsBackfillWhere(ofChild(childId));
}

/** The same for the games that `condition` (SQL on the game `s`) picks: the scale benchmark's year of play. */
export function factStatsBackfillWhere(condition: string): string[] {
  return backfill(condition, ["0008_child_fact_stats.sql", "0011_fact_answer_times.sql", "0041_kept_sittings.sql"]);
}

/**
 * The same for the summaries of the child's games of each mode and of each mode a day (0025, its last two),
 * and of each mode and whole percentage (0026).
 */
export function gameSummariesBackfill(childId: string): string[] {
  return gameSummariesBackfillWhere(ofChild(childId));
}

/** The same for the games that `condition` (SQL on the game `s`) picks. */
export function gameSummariesBackfillWhere(condition: string): string[] {
  return [
    ...backfill(condition, ["0025_game_summaries.sql"], 2),
    ...backfill(condition, ["0026_percent_summaries.sql"]),
  ];
}

const ofChild = (childId: string) => `s."child_id" = '${childId}'`;

/** The last `statements` statements of each migration, for the games `condition` picks instead of every child's. */
function backfill(condition: string, files: readonly string[], statements = 1): string[] {
  return files.flatMap((file) => {
    const migration = readFileSync(new URL(`../src/server/db/migrations/${file}`, import.meta.url), "utf8");
    return migration
      .split("--> statement-breakpoint")
      .slice(-statements)
      .map((statement) => statement.replace('WHERE s."child_id" IS NOT NULL', `WHERE ${condition}`));
  });
}
