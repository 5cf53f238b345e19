import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Role } from '../api';
import { Notice } from '../components/Notice';
import { useAuth } from './AuthContext';

/**
 * Signed out: to the login page, and back here after signing in, unless the person signed out (the next
 * one to sign in starts at their own home). Signed in with another role: says so.
 */
export function RequireRole({ roles, children }: { roles: Role[]; children?: ReactNode }) {
  const { session, signedOutReason } = useAuth();
  const location = useLocation();
  if (!session) {
    const from = signedOutReason === 'signed-out' ? undefined : location.pathname + location.search;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  if (!roles.includes(session.role)) {
    return <Notice tone="danger">This page is for {roles.join(' or ')} accounts; you are signed in as {session.role}.</Notice>;
  }
  return children ?? <Outlet />;
}
