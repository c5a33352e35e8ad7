// A thread's entry for start-thread.test.ts: it tells the thread that started it its priority as its first module
// loaded, and its priority now.
import { getPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { priorityAtLoad } from "./thread-first-module";

parentPort?.postMessage({ atLoad: priorityAtLoad, now: getPriority() });
