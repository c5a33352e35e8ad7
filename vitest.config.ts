import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on a 2-core machine, one. The suites are
    // CPU-bound with nothing else to run beside them, so every core works (two at least).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "unit",
          // A budget for a hung test, not for speed: a busy machine (a second run beside this one) is slow, not wrong.
          testTimeout: 30_000,
          // Files share their worker's loaded modules; tests/support/fresh-file.ts resets what a file may leave.
          isolate: false,
          include: ["src/shared/**/*.test.ts", "scripts/**/*.test.ts", "tests/lint/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/fresh-file.ts", "tests/support/fail-on-console-error.ts"],
        },
      },
      {
        test: {
          name: "integration",
          include: ["src/server/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
          globalSetup: ["tests/support/embedded-template.ts"],
          // As the unit tests: each file started afresh in a worker that keeps its loaded libraries.
          isolate: false,
          setupFiles: ["tests/support/fresh-file.ts", "tests/support/fail-on-console-error.ts"],
        },
      },
      {
        test: {
          name: "client",
          testTimeout: 30_000,
          // As the unit tests: one DOM and one React per worker, each file started afresh (tests/support/fresh-file.ts).
          isolate: false,
          include: ["src/client/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: [
            "tests/support/fresh-file.ts",
            "tests/support/setup-dom.ts",
            "tests/support/fail-on-console-error.ts",
          ],
        },
      },
      {
        test: {
          // Drills of operations against PostgreSQL and real server processes (backups restored, two releases
          // at once), longer than a test: `npm run test:drills`, and once in CI after the integration tests,
          // on the database they filled. Not part of `npm test`.
          name: "drills",
          include: ["tests/drills/**/*.test.ts"],
          environment: "node",
          testTimeout: 300_000,
          hookTimeout: 120_000,
          setupFiles: ["tests/support/fresh-file.ts", "tests/support/fail-on-console-error.ts"],
        },
      },
    ],
  },
});
