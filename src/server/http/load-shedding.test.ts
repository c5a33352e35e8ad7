import net from "node:net";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { productMessages } from "../../shared/messages";
import { isDatabaseUnavailable } from "../db/unavailable";
import { registerLoadShedding, SHED_RETRY_AFTER_SECONDS } from "./load-shedding";

/** An app whose one API route waits until the test lets it finish. */
async function appWithSlowRoute(maxActive: number) {
  const app = Fastify();
  let release: () => void = () => undefined;
  let gate = new Promise<void>((resolve) => (release = resolve));
  registerLoadShedding(app, maxActive);
  app.get("/api/slow", { config: { api: true } }, async () => {
    await gate;
    return { ok: true };
  });
  app.post("/api/slow", { config: { api: true } }, async () => {
    await gate;
    return { ok: true };
  });
  app.get("/api/health", { config: { api: true } }, () => Promise.resolve({ status: "ok" }));
  app.get("/page", () => Promise.resolve("page"));
  await app.ready();
  return {
    app,
    finish: () => {
      release();
      gate = new Promise<void>((resolve) => (release = resolve));
    },
  };
}

describe("the embedded database's admission limit", () => {
  it("serves up to the limit at once and turns the rest away with 503 and Retry-After, at once", async () => {
    const { app, finish } = await appWithSlowRoute(2);
    const held = [app.inject({ url: "/api/slow" }), app.inject({ url: "/api/slow" })];
    await new Promise((resolve) => setTimeout(resolve, 20));
    const shed = await app.inject({ url: "/api/slow" });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers["retry-after"]).toBe(String(SHED_RETRY_AFTER_SECONDS));
    expect(shed.json()).toEqual({ error: { code: "service_busy", message: productMessages.serviceBusy } });
    // Health and pages are never turned away, so that a busy server still shows as up.
    expect((await app.inject({ url: "/api/health" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/page" })).statusCode).toBe(200);

    finish();
    expect((await Promise.all(held)).map((r) => r.statusCode)).toEqual([200, 200]);
    // Places are given back when a request ends.
    const next = app.inject({ url: "/api/slow" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    finish();
    expect((await next).statusCode).toBe(200);
    await app.close();
  });
});

describe("a place given back", () => {
  it("when the client goes away while its request is served, once its work is done: a phone losing its signal never keeps a place, nor frees it early", async () => {
    const { app, finish } = await appWithSlowRoute(1);
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as net.AddressInfo;
    // The whole request is sent, then the connection is lost while the server works on it.
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const body = JSON.stringify({ game: "whole" });
    socket.write(
      `POST /api/slow HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Its work still runs: its place is still taken.
    expect((await fetch(`http://127.0.0.1:${port}/api/slow`)).status).toBe(503);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 50));

    const next = fetch(`http://127.0.0.1:${port}/api/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    finish();
    expect((await next).status).toBe(200);
    await app.close();
  });
});

describe("the requests turned away in the last minute", () => {
  it("are counted as they are turned away, and forgotten a minute later", async () => {
    let now = 1_000_000;
    const app = Fastify();
    const admission = registerLoadShedding(app, 0, () => now);
    app.get("/api/any", { config: { api: true } }, () => Promise.resolve({ ok: true }));
    await app.ready();
    expect(admission.snapshot()).toEqual({ limit: 0, inUse: 0, shedLastMinute: 0 });
    expect((await app.inject({ url: "/api/any" })).statusCode).toBe(503);
    now += 30_000;
    expect((await app.inject({ url: "/api/any" })).statusCode).toBe(503);
    expect(admission.snapshot().shedLastMinute).toBe(2);
    now += 30_000;
    expect(admission.snapshot().shedLastMinute).toBe(1);
    now += 30_000;
    expect(admission.snapshot().shedLastMinute).toBe(0);
    await app.close();
  });
});

describe("a client gone before its request is admitted", () => {
  it("still holds a place while its work runs, and gives it back once the work is done", async () => {
    const app = Fastify();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The request is held back until its client has gone: the whole request sent, then the signal lost.
    app.addHook("onRequest", (req, _reply, done) => {
      if (req.raw.socket.destroyed) done();
      else req.raw.socket.once("close", () => done());
    });
    const admission = registerLoadShedding(app, 1);
    app.get("/api/slow", { config: { api: true } }, async () => {
      await gate;
      return { ok: true };
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as net.AddressInfo;
    const seen = new Promise((resolve) => app.server.once("request", resolve));
    const socket = net.connect(port, "127.0.0.1");
    socket.on("error", () => undefined);
    socket.write("GET /api/slow HTTP/1.1\r\nhost: localhost\r\n\r\n");
    await seen;
    socket.destroy();
    await expect.poll(() => admission.snapshot().inUse).toBe(1);
    release();
    await expect.poll(() => admission.snapshot().inUse).toBe(0);
    await app.close();
  });
});

describe("isDatabaseUnavailable", () => {
  it("recognises a database that is away, at any depth of the cause chain", () => {
    for (const error of [
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      Object.assign(new Error("the database system is starting up"), { code: "57P03" }),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Failed query: select 1", { cause: Object.assign(new Error("x"), { code: "08006" }) }),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it("leaves errors in what was asked alone", () => {
    for (const error of [
      Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" }),
      Object.assign(new Error("syntax error"), { code: "42601" }),
      new Error("Something else"),
      "a string",
      null,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
