import { describe, expect, it } from "vitest";
import { pingThrough } from "./ping";

describe("a database's ping", () => {
  it("is true while the database answers select 1, and false once it fails, through its query as it is then", async () => {
    const asked: string[] = [];
    const client = {
      query: (text: string): Promise<unknown> => {
        asked.push(text);
        return Promise.resolve({ rows: [{ "?column?": 1 }] });
      },
    };
    const ping = pingThrough(client);
    await expect(ping()).resolves.toBe(true);
    client.query = () => Promise.reject(new Error("Connection terminated unexpectedly"));
    await expect(ping()).resolves.toBe(false);
    expect(asked).toEqual(["select 1"]);
  });
});
