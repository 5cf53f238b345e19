import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api } from '../api';
import { setUnauthorizedHandler } from '../api/client';
import { clearSession, currentSession, saveSession, type Session } from './session';

/** Why nobody is signed in: never was, signed out, or the service refused the token (401). */
export type SignedOutReason = 'none' | 'signed-out' | 'expired';

interface Auth {
  session: Session | null;
  signedOutReason: SignedOutReason;
  signIn: (username: string, password: string) => Promise<Session>;
  signOut: () => void;
}

const AuthContext = createContext<Auth | null>(null);

/**
 * Holds the session. Ending it (sign out, or any 401 from the API) only clears it: RequireRole then sends
 * the person to the login page, and after a 401 back to where they were.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(currentSession);
  const [signedOutReason, setSignedOutReason] = useState<SignedOutReason>('none');

  useEffect(() => {
    setUnauthorizedHandler(() => {
      setSignedOutReason('expired');
      setSession(null);
    });
  }, []);

  const signIn = useCallback(async (username: string, password: string) => {
    const login = await api.login(username, password);
    // Saved first so /api/me is sent with the new token; the role is known only from its answer.
    saveSession({ token: login.accessToken, expiresAt: login.expiresAt, username, role: 'user' });
    try {
      const me = await api.me();
      const signedIn: Session = { token: login.accessToken, expiresAt: login.expiresAt, username: me.username,
        role: me.roles[0] };
      saveSession(signedIn);
      setSignedOutReason('none');
      setSession(signedIn);
      return signedIn;
    } catch (failure) {
      clearSession();
      throw failure;
    }
  }, []);

  const signOut = useCallback(() => {
    clearSession();
    setSignedOutReason('signed-out');
    setSession(null);
  }, []);

  const value = useMemo(() => ({ session, signedOutReason, signIn, signOut }), [session, signedOutReason, signIn,
    signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) {
    throw new Error('useAuth outside AuthProvider');
  }
  return auth;
}

/** The signed-in session, for pages that are only reached signed in. */
export function useSession(): Session {
  const { session } = useAuth();
  if (!session) {
    throw new Error('useSession without a session');
  }
  return session;
}
