// `npm run bench`'s measurement of one database in a process of its own (scripts/bench/run.ts again, with
// BENCH_DATABASE and BENCH_RESULTS): for run.ts, so that neither database meets the other's heap and threads; for
// bench:scale, so that its part is measured as `npm run bench` measures it.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Measured } from "./run";
import type { DatabaseKind } from "./target";

const RUN = path.join(path.dirname(fileURLToPath(import.meta.url)), "run.ts");

/** The figures run.ts measured on `database`, with `env` beside the parent's, as it wrote them (JSON, parsed). */
export async function measuredApart(database: DatabaseKind, env: Record<string, string> = {}): Promise<Measured> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "maths-sprint-bench-results-"));
  const results = path.join(folder, "results.json");
  try {
    const child = spawn(process.execPath, ["--expose-gc", "--import", "tsx", RUN], {
      stdio: "inherit",
      env: { ...process.env, ...env, BENCH_DATABASE: database, BENCH_RESULTS: results },
    });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once("error", reject);
      child.once("exit", resolve);
    });
    if (code !== 0) throw new Error(`The benchmark of ${database} failed (exit ${code ?? "by a signal"}): see above`);
    return JSON.parse(readFileSync(results, "utf8")) as Measured;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
