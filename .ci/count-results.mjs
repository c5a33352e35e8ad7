// Sums the pass/fail counts of every test run of .ci/run and prints the closing line.
// Usage: node .ci/count-results.mjs STEPS_FILE
// Each line of STEPS_FILE: <step name>\t<exit code>\t<json report or ->, or <step name>\tskipped\t<reason>
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { playwrightJourneys } from "./playwright-report.mjs";

/** Vitest's json reporter (Jest's shape) or Playwright's json reporter. */
function countsOf(report) {
  if (report && typeof report.numPassedTests === "number") {
    const failedSuites = report.numFailedTestSuites ?? 0;
    const failed = report.numFailedTests ?? 0;
    // A test file that failed to load has no failed test of its own: count it as one.
    return { passed: report.numPassedTests, failed: failed + (failed === 0 ? failedSuites : 0) };
  }
  if (report && report.stats && typeof report.stats.expected === "number") {
    const failed = (report.stats.unexpected ?? 0) + (report.errors?.length ?? 0);
    return { passed: report.stats.expected + (report.stats.flaky ?? 0), failed };
  }
  return null;
}

/** A failure's first lines, without colour codes: enough to tell which check broke, at the foot of the output. */
const firstLines = (text) =>
  String(text ?? "")
    // eslint-disable-next-line no-control-regex -- the terminal's colour codes, in reporters' messages
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "")
    .slice(0, 4)
    .map((line) => `      ${line.length > 200 ? `${line.slice(0, 200)}…` : line}`)
    .join("\n");

/** The tests that failed in a report (Vitest's or Playwright's), each with where and its error's first lines. */
function failuresOf(report) {
  const failures = [];
  for (const file of report?.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    const tests = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const t of tests) failures.push(`${where} › ${t.fullName ?? t.title}\n${firstLines(t.failureMessages?.[0])}`);
    if (tests.length === 0 && file.status === "failed") failures.push(`${where}\n${firstLines(file.message)}`);
  }
  if (report?.suites)
    for (const journey of playwrightJourneys(report))
      if (journey.failed) failures.push(`${journey.name}\n${firstLines(journey.error)}`);
  for (const error of report?.errors ?? []) failures.push(`(outside a test)\n${firstLines(error.message)}`);
  return failures;
}

let passed = 0;
let failed = 0;
const rows = [];
const failedTests = [];
for (const line of readFileSync(process.argv[2], "utf8").split("\n").filter(Boolean)) {
  const [name = "", code = "", file] = line.split("\t");
  if (code === "skipped") {
    rows.push([name, `skipped: ${file ?? ""}`, ""]);
    continue;
  }
  const exitCode = Number(code);
  let counts = null;
  if (file && file !== "-" && existsSync(file)) {
    try {
      const report = JSON.parse(readFileSync(file, "utf8"));
      counts = countsOf(report);
      for (const failure of failuresOf(report)) failedTests.push(`${name}: ${failure}`);
    } catch {
      counts = null;
    }
  }
  const stepPassed = counts?.passed ?? 0;
  let stepFailed = counts?.failed ?? 0;
  // A step that failed without failed tests to show for it counts as one failure.
  if (exitCode !== 0 && stepFailed === 0) stepFailed = 1;
  passed += stepPassed;
  failed += stepFailed;
  const tests = counts
    ? `${stepPassed} passed, ${stepFailed} failed`
    : exitCode === 0
      ? ""
      : "1 failed (no test report)";
  rows.push([name, exitCode === 0 ? "ok" : `FAILED (exit ${exitCode})`, tests]);
}

if (failedTests.length > 0) {
  console.log(`\nwhat failed (${failedTests.length}):`);
  for (const failure of failedTests) console.log(`  ${failure}`);
}

const width = Math.max(...rows.map((r) => r[0].length), 4);
console.log("");
for (const [name, status, tests] of rows) console.log(`${name.padEnd(width)}  ${status}${tests ? `  ${tests}` : ""}`);
console.log(`${passed} passed, ${failed} failed`);
