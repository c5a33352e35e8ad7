import type pg from "pg";
import type { BenchPlayer } from "../../scripts/bench/family";
import type { Endpoint } from "../../src/shared/api/endpoint";
import { saveGame, type SaveGameBody } from "../../src/shared/api/play";
import type { Caller } from "./call-as";
import { callOverHttp, type HttpAnswer } from "./call-over-http";
import { metricValue } from "./metrics-text";

/**
 * What the operations drills with server processes share (tests/drills/two-servers-crash.test.ts,
 * tests/drills/outages.test.ts): waiting for a condition, an instance's metrics, and children's
 * games sent through a load balancer until acknowledged, then looked for in the database.
 */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `condition` holds, looking every 20 ms; fails after `ms` naming `what`. */
export async function until(what: string, condition: () => boolean | Promise<boolean>, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
    await sleep(20);
  }
}

/** A series of one instance's metrics, as its operator scrapes it (the instance's own address, not the balancer's). */
export async function scrapeMetric(instanceUrl: string, token: string, series: string): Promise<number | undefined> {
  const res = await fetch(`${instanceUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  return metricValue(await res.text(), series);
}

/** A game acknowledged by the server: its `client_id`, and the child who played it. */
export interface Acknowledged {
  clientId: string;
  childId: string;
}

/**
 * Clients of the server behind the load balancer at `baseUrl`, as the app is: a call sent again on a
 * cut connection, a 502 (no instance answered) or a 503 (the database away); a game sent until
 * acknowledged, with its `client_id`, as the game outbox does.
 */
export function balancedClients(baseUrl: string) {
  const figures = { games: 0, acknowledged: 0, retried: 0 };
  const acknowledged: Acknowledged[] = [];

  /** `call` until answered; `resent` tells the caller that an earlier try may have been done. */
  async function send<E extends Endpoint>(
    caller: Caller,
    call: (caller: Caller) => Promise<HttpAnswer<E>>,
  ): Promise<HttpAnswer<E> & { resent: boolean }> {
    for (let attempt = 0; attempt < 300; attempt++) {
      try {
        const answer = await call(caller);
        if (answer.status !== 502 && answer.status !== 503) return { ...answer, resent: attempt > 0 };
      } catch {
        // The connection was cut or timed out: whether it was done is unknown.
      }
      figures.retried++;
      await sleep(100);
    }
    throw new Error("a request was never answered");
  }

  /** A child's game, sent from the address `ip` until acknowledged; the server's answer. */
  async function save(player: BenchPlayer, ip: string, game: SaveGameBody) {
    figures.games++;
    const answer = await send({ bearer: player.childToken, ip }, (as) =>
      callOverHttp(baseUrl, as, saveGame, { body: game }, 10_000),
    );
    if (answer.status !== 200) throw new Error(`a save answered ${answer.status}: ${JSON.stringify(answer.json)}`);
    figures.acknowledged++;
    acknowledged.push({ clientId: game.client_id, childId: player.childId });
    return answer.json;
  }

  return { figures, acknowledged, send, save };
}

/**
 * What the database holds of the games `acknowledged`: those not stored for the child who played
 * them (or not at all), how many `client_id`s are stored more than once, and how many games the
 * children `childIds` have in all (the acknowledged ones alone, when none was lost or doubled).
 */
export async function storedGames(sql: pg.Pool, acknowledged: readonly Acknowledged[], childIds: readonly string[]) {
  const { rows: stored } = await sql.query<{ client_id: string; child_id: string; n: number }>(
    "select client_id, child_id::text, count(*)::int as n from sessions where client_id = any($1) group by client_id, child_id",
    [acknowledged.map((a) => a.clientId)],
  );
  const byClientId = new Map(stored.map((s) => [s.client_id, s]));
  const { rows: all } = await sql.query<{ n: number }>(
    "select count(*)::int as n from sessions where child_id = any($1)",
    [childIds],
  );
  return {
    misplaced: acknowledged.filter((a) => byClientId.get(a.clientId)?.child_id !== a.childId),
    duplicates: stored.filter((s) => s.n !== 1).length,
    total: all[0]?.n ?? 0,
  };
}
