import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Clock } from "./clock";

/**
 * For browser tests only (TEST_CLOCK=true, refused with DATABASE_URL): a clock
 * that runs with real time from a settable offset, moved by POST /api/test/clock,
 * so that journeys across days (streaks, shields) can be played end to end.
 */
export function createOffsetClock() {
  let offsetMs = 0;
  const clock: Clock = () => new Date(Date.now() + offsetMs);
  return {
    clock,
    register: (app: FastifyInstance) => {
      const body = z.object({ now: z.iso.datetime() });
      app.post("/api/test/clock", async (req) => {
        const { now } = body.parse(req.body);
        offsetMs = Date.parse(now) - Date.now();
        return Promise.resolve({ now: clock().toISOString() });
      });
    },
  };
}
