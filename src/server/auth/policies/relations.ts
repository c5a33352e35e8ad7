import type { Actor } from "../actor";

/** The two relations every policy is made of: the family's parent, and the child themself. */
export const isParentOf = (actor: Actor | null, family: { parentId: string }): boolean =>
  actor?.kind === "parent" && actor.parentId === family.parentId;

export const isTheChild = (actor: Actor | null, childId: string | null): boolean =>
  actor?.kind === "child" && actor.childId === childId;
