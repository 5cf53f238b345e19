import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { Role } from '../api';
import { Notice } from '../components/Notice';
import { useAuth } from './AuthContext';

/** Signed out: to the login page (and back after). Signed in with another role: says so. */
export function RequireRole({ roles, children }: { roles: Role[]; children?: ReactNode }) {
  const { session } = useAuth();
  const location = useLocation();
  if (!session) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (!roles.includes(session.role)) {
    return <Notice tone="danger">This page is for {roles.join(' or ')} accounts; you are signed in as {session.role}.</Notice>;
  }
  return children ?? <Outlet />;
}
