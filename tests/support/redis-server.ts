import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";

/** Debian's Redis server program: a test that kills Redis runs one of its own (never the machine's shared one). */
export const REDIS_SERVER = "/usr/bin/redis-server";

/** A Redis of a test's own, on `port` of loopback, keeping nothing on disk; resolves once it takes connections. */
export async function startRedisServer(port: number): Promise<ChildProcessWithoutNullStreams> {
  const redis = spawn(REDIS_SERVER, [
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    "--save",
    "",
    "--appendonly",
    "no",
  ]);
  let output = "";
  await new Promise<void>((resolve, reject) => {
    redis.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) resolve();
    });
    redis.once("exit", (code) => reject(new Error(`redis-server stopped (${String(code)}): ${output}`)));
  });
  return redis;
}
