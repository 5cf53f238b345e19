import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api } from '../api';
import { setUnauthorizedHandler } from '../api/client';
import { clearSession, currentSession, saveSession, type Session } from './session';

interface Auth {
  session: Session | null;
  signIn: (username: string, password: string) => Promise<Session>;
  signOut: () => void;
}

const AuthContext = createContext<Auth | null>(null);

/** Holds the session; any 401 from the API ends it and returns to the login page, then back here. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(currentSession);
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    setUnauthorizedHandler(() => {
      setSession(null);
      navigate('/login', { replace: true, state: { from: location.pathname + location.search, expired: true } });
    });
  }, [navigate, location]);

  const signIn = useCallback(async (username: string, password: string) => {
    const login = await api.login(username, password);
    saveSession({ token: login.accessToken, expiresAt: login.expiresAt, username, role: 'user' });
    try {
      const me = await api.me();
      const signedIn: Session = { token: login.accessToken, expiresAt: login.expiresAt, username: me.username,
        role: me.roles[0] };
      saveSession(signedIn);
      setSession(signedIn);
      return signedIn;
    } catch (failure) {
      clearSession();
      throw failure;
    }
  }, []);

  const signOut = useCallback(() => {
    clearSession();
    setSession(null);
    navigate('/login', { replace: true });
  }, [navigate]);

  const value = useMemo(() => ({ session, signIn, signOut }), [session, signIn, signOut]);
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
