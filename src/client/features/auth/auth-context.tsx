import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import type { ParentSession } from "../../../shared/api/accounts";
import { SIGN_OUT_TIMEOUT_MS } from "../../../shared/constants";
import { messages } from "../../../shared/messages";
import { clearChildSession, hasStoredChildSession, writeChildSession } from "../../session/child-session-storage";
import type { StoredChildSession } from "../../session/child-session-store";
import { loadAuthCalls as loadCalls, type AuthCalls } from "./load-auth-calls";
import { parentHint } from "./local-prefs";

export type AuthState =
  | { status: "initialising" }
  | {
      status: "ready";
      parent: ParentSession | null;
      child: StoredChildSession | null;
      /** Where an explicit sign-out is taking the user; guards send them there, not to login. */
      signedOutTo?: string;
    };

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
  signOut: (redirectTo: string) => Promise<string | null>;
  refreshParent: () => Promise<void>;
  /** Set while a sign-out is on its way: the signed-in pages step aside, so they ask the server nothing more. */
  signingOut: boolean;
  /** Set while a game is being played: inactivity timers pause. */
  gameActive: boolean;
  setGameActive: (active: boolean) => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Errors on sign-out that mean "already signed out", and so count as success. */
function isAlreadySignedOut(error: unknown, ApiError: AuthCalls["ApiError"]): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 401 || error.code === "session_not_found";
}

async function loadParentSession(): Promise<ParentSession | null> {
  const { api, accountsApi } = await loadCalls();
  const { session } = await api(accountsApi.getSession);
  return session;
}

export function AuthProvider({ children, validateParent }: { children: ReactNode; validateParent: boolean }) {
  const [state, setState] = useState<AuthState>({ status: "initialising" });
  const [gameActive, setGameActive] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const navigate = useNavigate();

  // A signed-in request answered "not authenticated" ends that session: a child goes to
  // /child/login, a parent to /parent/login and back here after signing in again.
  const location = useLocation();
  const navigateRef = useRef(navigate);
  const returnPathRef = useRef(location.pathname + location.search);
  useEffect(() => {
    navigateRef.current = navigate;
    returnPathRef.current = location.pathname + location.search;
  }, [navigate, location]);
  const signingOutRef = useRef(false);
  const stopWatchingRef = useRef<(() => void) | null>(null);
  const watchAuth = useCallback((loaded?: AuthCalls) => {
    if (stopWatchingRef.current) return;
    const start = ({ onAuthLost }: AuthCalls) => {
      stopWatchingRef.current = onAuthLost((who) => {
        if (signingOutRef.current) return;
        setState({ status: "ready", parent: null, child: null });
        if (who === "child") {
          clearChildSession();
          void navigateRef.current("/child/login", { replace: true });
          return;
        }
        parentHint.set(false);
        void navigateRef.current("/parent/login", { replace: true, state: { returnPath: returnPathRef.current } });
      });
    };
    if (loaded) {
      start(loaded);
      return;
    }
    stopWatchingRef.current = () => undefined;
    void loadCalls().then((calls) => {
      if (stopWatchingRef.current) start(calls);
    });
  }, []);
  useEffect(
    () => () => {
      stopWatchingRef.current?.();
      stopWatchingRef.current = null;
    },
    [],
  );

  useEffect(() => {
    let cancelled = false;
    const startParent = () => {
      if (!validateParent && !parentHint.get()) {
        setState({ status: "ready", parent: null, child: null });
        return;
      }
      loadParentSession()
        .then((parent) => {
          if (cancelled) return;
          parentHint.set(parent !== null);
          if (parent) watchAuth();
          setState({ status: "ready", parent, child: null });
        })
        .catch(() => {
          if (!cancelled) setState({ status: "ready", parent: null, child: null });
        });
    };
    if (!hasStoredChildSession()) {
      startParent();
      return () => {
        cancelled = true;
      };
    }
    // Session storage is read after hydration, so the pre-rendered pages stay valid.
    void loadCalls().then((calls) => {
      if (cancelled) return;
      const { api, childrenApi, readChildSession } = calls;
      const child = readChildSession();
      if (!child) {
        startParent();
        return;
      }
      watchAuth(calls);
      setState({ status: "ready", parent: null, child });
      // Validate in the background; a 401 signs the child out through onChildAuthLost.
      api(childrenApi.childMe)
        .then(({ child_data }) => {
          if (cancelled) return;
          const current = readChildSession();
          if (current) {
            const next = { ...current, child_data };
            writeChildSession(next);
            setState({ status: "ready", parent: null, child: next });
          }
        })
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
    };
    // Runs once: later changes come through the actions below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const parentSignedIn = useCallback(
    (session: ParentSession) => {
      clearChildSession();
      watchAuth();
      parentHint.set(true);
      setState({ status: "ready", parent: session, child: null });
    },
    [watchAuth],
  );

  const childSignedIn = useCallback(
    (session: StoredChildSession) => {
      writeChildSession(session);
      watchAuth();
      parentHint.set(false);
      setState({ status: "ready", parent: null, child: session });
    },
    [watchAuth],
  );

  const refreshParent = useCallback(async () => {
    const parent = await loadParentSession();
    parentHint.set(parent !== null);
    if (parent) watchAuth();
    setState((s) => ({ status: "ready", parent, child: s.status === "ready" ? s.child : null }));
  }, [watchAuth]);

  const signOut = useCallback(
    async (redirectTo: string): Promise<string | null> => {
      const current = state.status === "ready" ? state : null;
      setSigningOut(true);
      signingOutRef.current = true;
      const failed = () => {
        signingOutRef.current = false;
        setSigningOut(false);
        return messages.logoutFailed;
      };
      try {
        const { api, accountsApi, childrenApi, ApiError } = await loadCalls();
        // Past SIGN_OUT_TIMEOUT_MS ("Sign out timeout") the request is abandoned and this device signs out anyway.
        const signal = AbortSignal.timeout(SIGN_OUT_TIMEOUT_MS);
        try {
          await (current?.child ? api(childrenApi.childLogout, { signal }) : api(accountsApi.logout, { signal }));
        } catch (error) {
          const timedOut = error instanceof DOMException && error.name === "TimeoutError";
          if (!timedOut && !isAlreadySignedOut(error, ApiError)) return failed();
        }
      } catch {
        return failed();
      }
      signingOutRef.current = false;
      clearChildSession();
      parentHint.set(false);
      setSigningOut(false);
      setState({ status: "ready", parent: null, child: null, signedOutTo: redirectTo });
      void navigate(redirectTo, { replace: true });
      return null;
    },
    [state, navigate],
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
      signingOut,
      gameActive,
      setGameActive,
    }),
    [state, parentSignedIn, childSignedIn, signOut, refreshParent, signingOut, gameActive],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside AuthProvider");
  return value;
}
