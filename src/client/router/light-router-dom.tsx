/**
 * "react-router/dom" for the production client (decision 0047): the HydratedRouter that
 * entry.client.tsx hydrates the document with, on the router of ./light-router.tsx.
 */
import { RouterRoot } from "./light-router";

export function HydratedRouter() {
  return <RouterRoot />;
}
