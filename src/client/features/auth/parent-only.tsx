import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useAuth } from "./auth-context";

/**
 * A parent's page behind the login guard. A child session passes the guard
 * but belongs on the child's own dashboard, and never sees a parent's page
 * (nor its Premium upsells).
 */
export function ParentOnly({ children }: { children: ReactNode }) {
  const { child } = useAuth();
  if (child) return <Navigate to="/child/dashboard" replace />;
  return children;
}
