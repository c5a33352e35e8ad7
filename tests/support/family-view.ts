import * as badgesApi from "../../src/shared/api/badges";
import * as billingApi from "../../src/shared/api/billing";
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from "../../src/shared/api/endpoint";
import * as missionsApi from "../../src/shared/api/missions";
import * as playApi from "../../src/shared/api/play";
import type { Caller } from "./call-as";

/** Calls an endpoint as `as` (in process, or over HTTP to a server process) and gives its success body. */
export type CallOk = <E extends Endpoint>(
  as: Caller,
  endpoint: E,
  input?: { params?: ParamsOf<E>; query?: QueryOf<E>; body?: BodyOf<E> },
) => Promise<ResponseOf<E>>;

/** What a family shows its signed-in parent: its children's games, badges earned, missions and subscription. */
export async function familyView(call: CallOk, parent: Caller, childIds: readonly string[]) {
  const children = await Promise.all(
    childIds.map(async (childId) => ({
      games: (await call(parent, playApi.listChildSessions, { params: { childId } })).sessions,
      badges: (await call(parent, badgesApi.childBadges, { params: { childId } })).badges.filter(
        (badge) => badge.earned_at !== null,
      ),
    })),
  );
  const missions = (await call(parent, missionsApi.familyMissions)).missions;
  const subscription = await call(parent, billingApi.getSubscription);
  return { children, missions, subscription };
}

/** The client ids of a child's games the server has (its latest 100), as its parent sees them. */
export async function gameIdsOf(call: CallOk, parent: Caller, childId: string): Promise<string[]> {
  const { sessions } = await call(parent, playApi.listChildSessions, { params: { childId }, query: { limit: 100 } });
  return sessions.map((session) => session.client_id);
}
