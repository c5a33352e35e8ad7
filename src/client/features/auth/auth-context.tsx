import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
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

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(messages.signOutTimeout)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/** Errors on sign-out that mean "already signed out", and so count as success. */
function isAlreadySignedOut(error: unknown, ApiError: AuthCalls["ApiError"]): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 401 || error.code === "session_not_found" || /auth session missing/i.test(error.message);
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

  // A child request answered "not authenticated" signs the child out; watched while a child may be signed in.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const stopWatchingRef = useRef<(() => void) | null>(null);
  const watchChildAuth = useCallback((loaded?: AuthCalls) => {
    if (stopWatchingRef.current) return;
    const start = ({ onChildAuthLost }: AuthCalls) => {
      stopWatchingRef.current = onChildAuthLost(() => {
        clearChildSession();
        setState({ status: "ready", parent: null, child: null });
        void navigateRef.current("/child/login", { replace: true });
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
      watchChildAuth(calls);
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

  const parentSignedIn = useCallback((session: ParentSession) => {
    clearChildSession();
    parentHint.set(true);
    setState({ status: "ready", parent: session, child: null });
  }, []);

  const childSignedIn = useCallback(
    (session: StoredChildSession) => {
      writeChildSession(session);
      watchChildAuth();
      parentHint.set(false);
      setState({ status: "ready", parent: null, child: session });
    },
    [watchChildAuth],
  );

  const refreshParent = useCallback(async () => {
    const parent = await loadParentSession();
    parentHint.set(parent !== null);
    setState((s) => ({ status: "ready", parent, child: s.status === "ready" ? s.child : null }));
  }, []);

  const signOut = useCallback(
    async (redirectTo: string): Promise<string | null> => {
      const current = state.status === "ready" ? state : null;
      setSigningOut(true);
      try {
        const { api, accountsApi, childrenApi, ApiError } = await loadCalls();
        const request = current?.child ? api(childrenApi.childLogout) : api(accountsApi.logout);
        try {
          await withTimeout(request, SIGN_OUT_TIMEOUT_MS);
        } catch (error) {
          const timedOut = error instanceof Error && error.message === messages.signOutTimeout;
          if (!timedOut && !isAlreadySignedOut(error, ApiError)) {
            setSigningOut(false);
            return messages.logoutFailed;
          }
        }
      } catch {
        setSigningOut(false);
        return messages.logoutFailed;
      }
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
