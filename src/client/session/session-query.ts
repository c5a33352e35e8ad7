import type { Query } from "@tanstack/react-query";

/** The first part of every query key that holds a session (the signed-in parent or child). */
export const SESSION_QUERY_ROOT = "auth";

/** Whether a cached query holds a session rather than data shown on a page. */
export const isSessionQuery = (query: Pick<Query, "queryKey">): boolean => query.queryKey[0] === SESSION_QUERY_ROOT;

/**
 * The first part of every query key that holds the parent's account: its subscription, whether it
 * may be deleted. A change to one (a subscription cancelled) refreshes them all, from any feature.
 */
export const ACCOUNT_QUERY_ROOT = "account";
