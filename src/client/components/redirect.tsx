import { useMemo } from "react";
import { Navigate } from "react-router";

/**
 * Sends the browser on to `to` in place of this page, carrying `state` (a message for
 * the next page). React Router's <Navigate> navigates again whenever its `state` is a
 * new object; a page re-rendered while the next page's code is still loading would
 * start the navigation over and over and never arrive. Here the state keeps its
 * identity for as long as its content is the same.
 */
export function Redirect({ to, state }: { to: string; state?: object | undefined }) {
  const json = state === undefined ? undefined : JSON.stringify(state);
  const stable = useMemo<unknown>(() => (json === undefined ? undefined : JSON.parse(json)), [json]);
  return <Navigate to={to} replace state={stable} />;
}
