import os from "node:os";
import path from "node:path";

/** Where the production server of the browser tests listens and keeps its data. */
/** The tag of a journey that moves the server's clock: those run alone, after the others (playwright.config.ts). */
export const MOVES_SERVER_CLOCK = "@moves-server-clock";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** A fresh embedded database for every run: the folder is removed before the server starts. */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `maths-sprint-e2e-${E2E_PORT}`);
/**
 * Everything the server prints, including each email of the local outbox, so
 * that a journey can follow a link from an email (a password reset, say).
 */
export const E2E_SERVER_LOG = path.join(os.tmpdir(), `maths-sprint-e2e-${E2E_PORT}.log`);
