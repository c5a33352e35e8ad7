import type { Query } from "@tanstack/react-query";

/** The first part of every query key that holds a session (the signed-in parent or child). */
export const SESSION_QUERY_ROOT = "auth";

/**
 * The first part of the key of an emailed link's answer (a reset or verification link): a link is
 * spent once, whoever is signed in, so its answer is kept and never asked for again.
 */
export const EMAILED_LINK_QUERY_ROOT = "emailed-link";

/**
 * Whether a cached query holds the signed-in person's data shown on a page: dropped when another
 * person signs in, refreshed after the outbox sends games. Sessions and emailed links' answers are not.
 */
export const isPersonDataQuery = (query: Pick<Query, "queryKey">): boolean =>
  query.queryKey[0] !== SESSION_QUERY_ROOT && query.queryKey[0] !== EMAILED_LINK_QUERY_ROOT;

/**
 * The first part of every query key that holds the parent's account: its subscription, whether it
 * may be deleted. A change to one (a subscription cancelled) refreshes them all, from any feature.
 */
export const ACCOUNT_QUERY_ROOT = "account";
