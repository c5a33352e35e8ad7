import { QueryClientProvider, useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import type { ParentSession } from "../../../shared/api/accounts";
import type { ChildData } from "../../../shared/api/children";
import { messages, productMessages } from "../../../shared/messages";
import { createQueryClient } from "../../query-client";
import { clearChildSession, writeChildSession } from "../../session/child-session-storage";
import { readChildSession, type StoredChildSession } from "../../session/child-session-store";
import { endSession, requestsSettled } from "./end-session";
import { GameActiveProvider } from "./game-active";
import { parentHint } from "./local-prefs";
import {
  authKeys,
  fetchParentSession,
  switchPerson,
  useChildSessionEnd,
  useSessions,
  useSignOutOnAuthLost,
} from "./session-queries";

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
  /** The child's hour ended: a game on screen is played to its end and shows its results before the login. */
  childSessionEnded?: true;
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
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Holds the app's query client, whose first queries are the signed-in parent and child.
 * `validateParent` asks the server for the parent's session even when this browser does
 * not remember one (any page but the public ones).
 */
export function AuthProvider({ children, validateParent }: { children: ReactNode; validateParent: boolean }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <GameActiveProvider>
        <Sessions validateParent={validateParent}>{children}</Sessions>
      </GameActiveProvider>
    </QueryClientProvider>
  );
}

function Sessions({ children, validateParent }: { children: ReactNode; validateParent: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [signedOutTo, setSignedOutTo] = useState<SignedOutTo | undefined>(undefined);
  // Each change of person re-renders here in the same batch as its navigation, so that the
  // page it goes to reads the new sessions (a query's observer has them at once; only its
  // notification to React waits).
  const [, setPersonChanges] = useState(0);
  const signingOutRef = useRef(false);

  useSignOutOnAuthLost(signingOutRef, (who) => {
    // A child's session ended (its hour is up): the pages that need a child send them to
    // their own login, which says why. Committed at once, before the session's queries empty:
    // their change renders synchronously, and a page must never see the child gone without this.
    if (who === "child") {
      flushSync(() =>
        setSignedOutTo({
          path: "/child/login",
          notice: { message: productMessages.childSessionEnded },
          childSessionEnded: true,
        }),
      );
    }
    setPersonChanges((n) => n + 1);
  });

  const { child, parent, initialising } = useSessions(validateParent);
  useChildSessionEnd(child);

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
    }),
    [state, parentSignedIn, childSignedIn, signOut, refreshParent, childUpdated, signingOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside AuthProvider");
  return value;
}
