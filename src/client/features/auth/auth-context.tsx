import { QueryClientProvider, useQuery, useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { isSessionQuery, SESSION_QUERY_ROOT } from "../../session/session-query";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import type { ParentSession } from "../../../shared/api/accounts";
import type { ChildData } from "../../../shared/api/children";
import { SIGN_OUT_TIMEOUT_MS } from "../../../shared/constants";
import { messages } from "../../../shared/messages";
import { api, ApiError, onAuthLost, type SignedInAs } from "../../api";
import { accountsRoutes, childrenRoutes } from "../../api-routes";
import { createQueryClient } from "../../query-client";
import { clearChildSession, writeChildSession } from "../../session/child-session-storage";
import { readChildSession, type StoredChildSession } from "../../session/child-session-store";
import { parentHint } from "./local-prefs";

export type AuthState =
  | { status: "initialising" }
  | {
      status: "ready";
      parent: ParentSession | null;
      child: StoredChildSession | null;
      /** Where an explicit sign-out is taking the user, and what that page is to say; guards send them there, not to login. */
      signedOutTo?: SignedOutTo;
    };

interface SignedOutTo {
  path: string;
  notice?: SignOutNotice;
}

/**
 * What the page after a sign-out says: an error when it did not go as asked, or a
 * message saying why it happened (the parent did not ask for it, or their account is gone).
 */
type SignOutNotice = { error: string } | { message: string };

interface AuthContextValue {
  state: AuthState;
  parent: ParentSession | null;
  child: StoredChildSession | null;
  /** After a successful parent sign-in or sign-up: any child session of this tab ends. */
  parentSignedIn: (session: ParentSession) => void;
  /** After a successful child sign-in: the parent is signed out of this browser. */
  childSignedIn: (session: StoredChildSession) => void;
  /**
   * Signs out whoever is signed in and goes to `redirectTo` in the same render,
   * so that no guard sees the signed-out state first. Resolves with an error
   * message when it failed.
   */
  /** Ends the session here and goes to `redirectTo`, with `notice` (`{ error }` or `{ message }`) as the page's navigation state. */
  signOut: (redirectTo: string, notice?: SignOutNotice) => Promise<string | null>;
  refreshParent: () => Promise<void>;
  /** The signed-in child's details as the server now has them (their new avatar), kept in this tab's session. */
  childUpdated: (childData: ChildData) => void;
  /** Set while a sign-out is on its way: the signed-in pages step aside, so they ask the server nothing more. */
  signingOut: boolean;
  /** Set while a game is being played: inactivity timers pause. */
  gameActive: boolean;
  setGameActive: (active: boolean) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The sessions are queries of the app's query client: the parent's from the server, the
 * child's from this tab's storage, checked with the server in the background.
 */
const authKeys = {
  parent: [SESSION_QUERY_ROOT, "parent"],
  child: [SESSION_QUERY_ROOT, "child"],
  childCheck: (childId: string) => [SESSION_QUERY_ROOT, "child", childId, "check"],
} as const satisfies Record<string, QueryKey | ((id: string) => QueryKey)>;

async function fetchParentSession(): Promise<ParentSession | null> {
  const { session } = await api(accountsRoutes.getSession);
  parentHint.set(session !== null);
  return session;
}

/** The server's view of the signed-in child, kept in this tab's session as it arrives. */
async function checkChildSession(): Promise<ChildData> {
  const { child_data } = await api(childrenRoutes.childMe);
  const current = readChildSession();
  if (current) writeChildSession({ ...current, child_data });
  return child_data;
}

/**
 * Puts a new person in place: whatever was cached for the one before is dropped, so that
 * nothing of theirs is ever shown to the next on a shared device.
 */
function switchPerson(client: QueryClient, parent: ParentSession | null, child: StoredChildSession | null) {
  // The session queries stay: a child's check, removed while its observer still renders,
  // would be built again and sent once more for a session that has just ended. It is read
  // only under that child's id, and set afresh below when that child signs in again.
  const notSession = (query: Parameters<typeof isSessionQuery>[0]) => !isSessionQuery(query);
  void client.cancelQueries({ predicate: notSession });
  client.removeQueries({ predicate: notSession });
  client.setQueryData(authKeys.parent, parent);
  client.setQueryData(authKeys.child, child);
  if (child) client.setQueryData(authKeys.childCheck(child.child_data.id), child.child_data);
}

/** Errors on sign-out that mean "already signed out", and so count as success: by status and code. */
function isAlreadySignedOut(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.code === "session_not_found");
}

/** Past SIGN_OUT_TIMEOUT_MS ("Sign out timeout") the request is abandoned and this device signs out anyway. */
function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === "TimeoutError";
}

/** How long a sign-out waits for the page's requests in flight before ending the session anyway. */
const SETTLE_BEFORE_SIGN_OUT_MS = 2_000;

/**
 * Resolves once no query is fetching (or after SETTLE_BEFORE_SIGN_OUT_MS): the requests
 * a page sent with the session are answered before the session ends, rather than refused
 * with a 401 a moment after it.
 */
function requestsSettled(client: QueryClient): Promise<void> {
  if (client.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) done();
    });
    const timer = setTimeout(done, SETTLE_BEFORE_SIGN_OUT_MS);
  });
}

async function endSession(who: SignedInAs): Promise<void> {
  const signal = AbortSignal.timeout(SIGN_OUT_TIMEOUT_MS);
  try {
    if (who === "child") await api(childrenRoutes.childLogout, { signal });
    else await api(accountsRoutes.logout, { signal });
  } catch (error) {
    if (!isTimeout(error) && !isAlreadySignedOut(error)) throw error;
  }
}

/**
 * Holds the app's query client, whose first queries are the signed-in parent and child.
 * `validateParent` asks the server for the parent's session even when this browser does
 * not remember one (any page but the public ones).
 */
export function AuthProvider({ children, validateParent }: { children: ReactNode; validateParent: boolean }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Sessions validateParent={validateParent}>{children}</Sessions>
    </QueryClientProvider>
  );
}

function Sessions({ children, validateParent }: { children: ReactNode; validateParent: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [gameActive, setGameActive] = useState(false);
  const [signedOutTo, setSignedOutTo] = useState<SignedOutTo | undefined>(undefined);
  // Each change of person re-renders here in the same batch as its navigation, so that the
  // page it goes to reads the new sessions (a query's observer has them at once; only its
  // notification to React waits).
  const [, setPersonChanges] = useState(0);
  const signingOutRef = useRef(false);

  // A signed-in request answered "not authenticated" ends that session: a child goes to
  // /child/login, a parent to /parent/login and back here after signing in again.
  const location = useLocation();
  const navigateRef = useRef(navigate);
  const returnPathRef = useRef(location.pathname + location.search);
  useEffect(() => {
    navigateRef.current = navigate;
    returnPathRef.current = location.pathname + location.search;
  }, [navigate, location]);
  useEffect(
    () =>
      onAuthLost((who) => {
        if (signingOutRef.current) return;
        // A request that carried no session (a child's check still in flight as the child
        // signs out) loses nothing: only a parent this tab knows can be signed out here.
        if (who === "parent" && !queryClient.getQueryData(authKeys.parent)) return;
        if (who === "child") clearChildSession();
        else parentHint.set(false);
        switchPerson(queryClient, null, null);
        setPersonChanges((n) => n + 1);
        if (who === "child") void navigateRef.current("/child/login", { replace: true });
        else void navigateRef.current("/parent/login", { replace: true, state: { returnPath: returnPathRef.current } });
      }),
    [queryClient],
  );

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

  const parentSignedIn = useCallback(
    (session: ParentSession) => {
      clearChildSession();
      parentHint.set(true);
      setSignedOutTo(undefined);
      switchPerson(queryClient, session, null);
      setPersonChanges((n) => n + 1);
    },
    [queryClient],
  );

  const childSignedIn = useCallback(
    (session: StoredChildSession) => {
      writeChildSession(session);
      parentHint.set(false);
      setSignedOutTo(undefined);
      switchPerson(queryClient, null, session);
      setPersonChanges((n) => n + 1);
    },
    [queryClient],
  );

  const refreshParent = useCallback(async () => {
    await queryClient.query({ queryKey: authKeys.parent, queryFn: fetchParentSession, staleTime: 0 });
  }, [queryClient]);

  const childUpdated = useCallback(
    (childData: ChildData) => {
      const current = readChildSession();
      if (!current || current.child_data.id !== childData.id) return;
      const next = { ...current, child_data: childData };
      writeChildSession(next);
      queryClient.setQueryData(authKeys.child, next);
      queryClient.setQueryData(authKeys.childCheck(childData.id), childData);
    },
    [queryClient],
  );

  // Plain state rather than a mutation: the app shell every page loads then needs no mutation code.
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(
    async (redirectTo: string, notice?: SignOutNotice): Promise<string | null> => {
      signingOutRef.current = true;
      setSigningOut(true);
      try {
        await requestsSettled(queryClient);
        await endSession(child ? "child" : "parent");
      } catch {
        signingOutRef.current = false;
        setSigningOut(false);
        return messages.logoutFailed;
      }
      signingOutRef.current = false;
      setSigningOut(false);
      clearChildSession();
      parentHint.set(false);
      setSignedOutTo({ path: redirectTo, ...(notice && { notice }) });
      switchPerson(queryClient, null, null);
      setPersonChanges((n) => n + 1);
      void navigate(redirectTo, { replace: true, ...(notice && { state: notice }) });
      return null;
    },
    [child, queryClient, navigate],
  );

  const state = useMemo<AuthState>(
    () =>
      initialising
        ? { status: "initialising" }
        : { status: "ready", parent, child, ...(signedOutTo === undefined ? {} : { signedOutTo }) },
    [initialising, parent, child, signedOutTo],
  );
  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      parent: state.status === "ready" ? state.parent : null,
      child: state.status === "ready" ? state.child : null,
      parentSignedIn,
      childSignedIn,
      signOut,
      refreshParent,
      childUpdated,
      signingOut,
      gameActive,
      setGameActive,
    }),
    [state, parentSignedIn, childSignedIn, signOut, refreshParent, childUpdated, signingOut, gameActive],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside AuthProvider");
  return value;
}
