import { createServer } from "node:net";

/**
 * A loopback port that nothing listens on when asked: for a server, a database
 * or a browser started next to listen on, or for a test to find connections refused.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
