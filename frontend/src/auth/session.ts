import type { Role } from '../api/types';

/** Who is signed in. Kept in sessionStorage: it ends with the tab, and every tab signs in on its own. */
export interface Session {
  token: string;
  expiresAt: string;
  username: string;
  role: Role;
}

const KEY = 'gridmarket.session';

export function currentSession(): Session | null {
  const text = sessionStorage.getItem(KEY);
  if (!text) {
    return null;
  }
  const session = JSON.parse(text) as Session;
  if (Date.parse(session.expiresAt) <= Date.now()) {
    sessionStorage.removeItem(KEY);
    return null;
  }
  return session;
}

export function saveSession(session: Session): void {
  sessionStorage.setItem(KEY, JSON.stringify(session));
}

export function clearSession(): void {
  sessionStorage.removeItem(KEY);
}
