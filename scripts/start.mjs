// `npm start`: serves the production build, building it first when there is none.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverEntry = path.join(root, "build", "server", "main.js");
const clientIndex = path.join(root, "build", "client", "index.html");

if (!existsSync(serverEntry) || !existsSync(clientIndex)) {
  console.log("No production build found: building it first (npm run build).");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const build = spawnSync(npm, ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) {
    console.error("The build failed (see above), so the server was not started.");
    process.exit(build.status ?? 1);
  }
}

process.env.NODE_ENV ??= "production";

const server = spawn(process.execPath, [serverEntry], { cwd: root, stdio: "inherit", env: process.env });

for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
  process.on(signal, () => {
    server.kill(signal);
  });
}

server.on("exit", (code, signal) => {
  if (signal) process.exit(128 + (constants.signals[signal] ?? 0));
  process.exit(code ?? 1);
});
