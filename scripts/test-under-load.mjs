// The suite on a busy machine: `npm test` twice at once, ROUNDS times in a row (3 unless set), each pair from
// a clean start. Every run must pass: a test that fails only when the machine is busy depends on wall-clock
// speed, which no test may (docs/product/engineering-rules.md#testing). Exits 1 when any run failed.
import { spawn } from "node:child_process";

const rounds = Number(process.env.ROUNDS ?? 3);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error("ROUNDS must be a whole number of 1 or more");
  process.exit(2);
}

/** One `npm test`, its output kept; resolves with its exit code and the last lines of its output. */
function npmTest(label) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["test", "--", "--reporter=dot"], {
      stdio: ["ignore", "pipe", "pipe"],
      env: process.env,
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ label, code: code ?? 1, tail: output.split("\n").slice(-25).join("\n") }));
  });
}

let failed = 0;
for (let round = 1; round <= rounds; round++) {
  const started = Date.now();
  const runs = await Promise.all([npmTest(`round ${round}, run A`), npmTest(`round ${round}, run B`)]);
  const seconds = Math.round((Date.now() - started) / 1000);
  for (const run of runs) {
    if (run.code === 0) console.log(`${run.label}: passed (${seconds} s for the pair)`);
    else {
      failed++;
      console.log(`${run.label}: FAILED (exit ${run.code})\n${run.tail}`);
    }
  }
}
console.log(
  failed === 0 ? `${rounds * 2} runs of npm test, two at a time: all passed` : `${failed} of ${rounds * 2} runs failed`,
);
process.exit(failed === 0 ? 0 : 1);
