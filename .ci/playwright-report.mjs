// Reads Playwright's json reporter: each journey with its name (file, line, describe blocks and title), its time over
// its retries, and the first error of one that failed (.ci/slowest.mjs and .ci/count-results.mjs read it).

/** Every journey of a report: { name, ms, failed, error }. */
export function playwrightJourneys(report) {
  const journeys = [];
  const walk = (suite, outer) => {
    // A file's suite is named by the file, which the spec's own name gives: only describe blocks are titles.
    const titles = suite.title && !suite.title.endsWith(".ts") ? [...outer, suite.title] : outer;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        journeys.push({
          name: `${spec.file}:${spec.line} ${[...titles, spec.title].join(" › ")}`,
          ms: results.reduce((sum, result) => sum + (result.duration ?? 0), 0),
          failed: test.status === "unexpected",
          error: results.map((result) => result.error?.message).find(Boolean),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return journeys;
}
