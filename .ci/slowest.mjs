// Prints where a run of .ci/run spent its time: the slowest test files of each Vitest report and the
// slowest browser journeys, so that the next change that makes CI slower is seen at once.
// Usage: node .ci/slowest.mjs STEPS_FILE [HOW_MANY]
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { playwrightJourneys } from "./playwright-report.mjs";

const howMany = Number(process.argv[3] ?? 12);
const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(7)} s`;

/** Vitest's json reporter: each file's time from its start to its end. */
function vitestFiles(report) {
  return (report.testResults ?? []).map((file) => ({
    name: path.relative(process.cwd(), file.name),
    ms: (file.endTime ?? 0) - (file.startTime ?? 0),
  }));
}

for (const line of readFileSync(process.argv[2], "utf8").split("\n").filter(Boolean)) {
  const [step = "", , file] = line.split("\t");
  if (!file || file === "-" || !existsSync(file)) continue;
  let report;
  try {
    report = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    continue;
  }
  const items = report.testResults ? vitestFiles(report) : playwrightJourneys(report);
  if (items.length === 0) continue;
  const total = items.reduce((sum, item) => sum + item.ms, 0);
  console.log(
    `\n${step}: the ${Math.min(howMany, items.length)} slowest of ${items.length} (${seconds(total).trim()} in all)`,
  );
  for (const item of items.sort((a, b) => b.ms - a.ms).slice(0, howMany))
    console.log(`${seconds(item.ms)}  ${item.name}`);
}
