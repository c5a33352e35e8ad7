import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { useLocation, useNavigate } from "react-router";
import type { ParentSession } from "../../../shared/api/accounts";
import type { ChildData } from "../../../shared/api/children";
import { onAuthLost, type SignedInAs } from "../../api";
import { productMessages } from "../../../shared/messages";
import { isPersonDataQuery, queryKeys } from "../../queries/keys";
import { readChildData, readParentSession } from "../../queries/session";
import { clearChildSession, writeChildSession } from "../../session/child-session-storage";
import { readChildSession, type StoredChildSession } from "../../session/child-session-store";
import { parentHint } from "./local-prefs";

/**
 * The sessions are queries of the app's query client: the parent's from the server, the
 * child's from this tab's storage, checked with the server in the background.
 */
export const authKeys = queryKeys.session;

export async function fetchParentSession(): Promise<ParentSession | null> {
  const session = await readParentSession();
  parentHint.set(session !== null);
  return session;
}

/** The server's view of the signed-in child, kept in this tab's session as it arrives. */
async function checkChildSession(): Promise<ChildData> {
  const childData = await readChildData();
  const current = readChildSession();
  if (current) writeChildSession({ ...current, child_data: childData });
  return childData;
}

/**
 * Puts a new person in place: whatever was cached for the one before is dropped, so that
 * nothing of theirs is ever shown to the next on a shared device.
 */
export function switchPerson(client: QueryClient, parent: ParentSession | null, child: StoredChildSession | null) {
  // The session queries stay: a child's check, removed while its observer still renders,
  // would be built again and sent once more for a session that has just ended. It is read
  // only under that child's id, and set afresh below when that child signs in again.
  // An emailed link's answer stays too: the link is spent.
  void client.cancelQueries({ predicate: isPersonDataQuery });
  client.removeQueries({ predicate: isPersonDataQuery });
  client.setQueryData(authKeys.parent, parent);
  client.setQueryData(authKeys.child, child);
  if (child) client.setQueryData(authKeys.childCheck(child.child_data.id), child.child_data);
}

/**
 * The signed-in child (this tab's storage, checked with the server in the
 * background) and parent (from the server), as queries. `validateParent` asks
 * the server even when this browser does not remember a parent.
 */
export function useSessions(validateParent: boolean) {
  // Session storage is read after hydration (a query runs after the first render), so the
  // pre-rendered pages stay valid.
  const storedChild = useQuery({
    queryKey: authKeys.child,
    queryFn: () => readChildSession(),
    staleTime: Infinity,
    retry: false,
  });
  const stored = storedChild.data ?? null;
  // Checked in the background; a 401 signs the child out through onAuthLost.
  const childCheck = useQuery({
    queryKey: authKeys.childCheck(stored?.child_data.id ?? ""),
    queryFn: checkChildSession,
    enabled: stored !== null,
    staleTime: Infinity,
    retry: false,
  });
  const checkedChildData = childCheck.data;
  const child = useMemo(
    () => (stored && checkedChildData ? { ...stored, child_data: checkedChildData } : stored),
    [stored, checkedChildData],
  );

  // A parent is looked for only when no child is signed in on this tab, and on a public
  // page only when this browser remembers one (decided once, as the app starts).
  const [lookForParent] = useState(() => validateParent || parentHint.get());
  const parentEnabled = lookForParent && storedChild.isSuccess && stored === null;
  const parentSession = useQuery({
    queryKey: authKeys.parent,
    queryFn: fetchParentSession,
    enabled: parentEnabled,
    staleTime: Infinity,
    retry: false,
  });
  const parent = child ? null : (parentSession.data ?? null);
  const initialising = storedChild.isPending || (parentEnabled && parentSession.isPending);
  return { child, parent, initialising };
}

/** How often a child's session is checked again once this device's clock says its hour is up but the server does not. */
const CHILD_SESSION_RECHECK_MS = 60_000;

/**
 * When this device's clock says the child's hour is up, asks the server (whose word it is:
 * a clock running ahead must not sign a child out): its 401 ends the session here through
 * onAuthLost, so a child on their dashboard is taken to their login and told why.
 */
export function useChildSessionEnd(child: StoredChildSession | null) {
  const queryClient = useQueryClient();
  const childId = child?.child_data.id;
  const expiresAt = child?.expires_at;
  useEffect(() => {
    if (!childId || !expiresAt) return;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      void queryClient.refetchQueries({ queryKey: authKeys.childCheck(childId) });
      timer = setTimeout(check, CHILD_SESSION_RECHECK_MS);
    };
    timer = setTimeout(check, Math.min(Math.max(0, Date.parse(expiresAt) - Date.now()) + 1_000, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [queryClient, childId, expiresAt]);
}

/**
 * A signed-in request answered "not authenticated" ends that session: a child's
 * pages send them to /child/login, which says why (a game on screen is played to
 * its end and shows its results first); a parent goes to /parent/login and back to
 * where they were after signing in again. Nothing happens while a sign-out is under way.
 */
export function useSignOutOnAuthLost(signingOutRef: RefObject<boolean>, personChanged: (who: SignedInAs) => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const changed = useRef(personChanged);
  const location = useLocation();
  const navigateRef = useRef(navigate);
  const returnPathRef = useRef(location.pathname + location.search);
  const pathnameRef = useRef(location.pathname);
  useEffect(() => {
    navigateRef.current = navigate;
    changed.current = personChanged;
    returnPathRef.current = location.pathname + location.search;
    pathnameRef.current = location.pathname;
  }, [navigate, location, personChanged]);
  useEffect(
    () =>
      onAuthLost((who) => {
        if (signingOutRef.current) return;
        // A request that carried no session (a child's check still in flight as the child
        // signs out) loses nothing: only a parent this tab knows can be signed out here.
        if (who === "parent" && !queryClient.getQueryData(authKeys.parent)) return;
        if (who === "child") clearChildSession();
        else parentHint.set(false);
        // Told first, so that no page sees the person gone without knowing why.
        changed.current(who);
        switchPerson(queryClient, null, null);
        // A child in a game (or on its results) stays there: the play pages send them on after the results.
        if (who === "child" && !pathnameRef.current.startsWith("/play/")) {
          void navigateRef.current("/child/login", {
            replace: true,
            state: { message: productMessages.childSessionEnded },
          });
        }
        if (who === "parent") {
          void navigateRef.current("/parent/login", { replace: true, state: { returnPath: returnPathRef.current } });
        }
      }),
    [queryClient, signingOutRef],
  );
}
