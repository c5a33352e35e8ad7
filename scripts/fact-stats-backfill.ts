import { readFileSync } from "node:fs";

/**
 * The statements by which the migrations worked out a child's per-fact figures
 * from the games played before them (0008: the counts and last ten answers,
 * 0011: those answers' times), for one child only: what a bench history or a
 * test compares with the figures the saves keep.
 */
export function factStatsBackfill(childId: string): string[] {
  return backfill(childId, ["0008_child_fact_stats.sql", "0011_fact_answer_times.sql"]);
}

/** The same for the summary of the child's games of each mode (0025). */
export function modeStatsBackfill(childId: string): string[] {
  return backfill(childId, ["0025_child_mode_stats.sql"]);
}

function backfill(childId: string, files: readonly string[]): string[] {
  return files.map((file) => {
    const migration = readFileSync(new URL(`../src/server/db/migrations/${file}`, import.meta.url), "utf8");
    const last = migration.split("--> statement-breakpoint").at(-1) ?? "";
    return last.replace('WHERE s."child_id" IS NOT NULL', `WHERE s."child_id" = '${childId}'`);
  });
}
