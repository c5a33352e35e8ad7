// `npm run dev`: the API server (restarting on change) and the Vite dev server with hot reload.
// Open http://localhost:5173; the Vite server forwards /api to the API on port 3000.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

const children = [
  spawn(bin("tsx"), ["watch", "--clear-screen=false", "src/server/main.ts"], {
    cwd: root,
    stdio: "inherit",
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: "3000",
      PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173",
      CLIENT_DIR: "./build/dev-none",
    },
  }),
  spawn(bin("react-router"), ["dev", "--port", "5173"], { cwd: root, stdio: "inherit", env: process.env }),
];

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
};
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
