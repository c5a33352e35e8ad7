import type { ChildActor, ParentActor } from "../actor";

/**
 * Who is calling, resolved once per request from the parent's cookie and the
 * child's bearer token (either, both or neither). The one way a route reads
 * its caller: `ctx.caller`, with `ctx.actor` the one the endpoint's access chose.
 */
export interface Caller {
  parent: ParentActor | null;
  child: ChildActor | null;
}
