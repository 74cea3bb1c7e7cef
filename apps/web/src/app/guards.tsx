import { mayOpenPage, type PageAccess } from '@emas/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useEnvironment } from '../lib/app-config.ts';
import { getSession, isPastIdleExpiry, logout, saveNextUrl, useSession } from '../lib/session.ts';
import { viewerOf } from '../lib/viewer.ts';
import { PageLoading } from './page-loading.tsx';

/**
 * The route guards of spec 000 section 2: the signed-in area, the sign-in pages, the
 * development mailbox, and each signed-in page's access (development-only pages, Transfer).
 */

/** No live session: the intended URL is saved, the user logged out and sent to Login. */
function ToLogin({ from }: { from: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    saveNextUrl(from);
    void logout();
    navigate('/login', { replace: true });
  }, [from, navigate]);
  return <PageLoading />;
}

export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const [expiredOnArrival] = useState(() => session !== null && isPastIdleExpiry(session));
  if (session === null || expiredOnArrival) {
    return <ToLogin from={`${location.pathname}${location.search}${location.hash}`} />;
  }
  return children;
}

/**
 * Login and Register send a user who arrives signed in to Trade. Only the arrival counts, so
 * the sign-in itself can go on to the saved next URL.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const [signedInOnArrival] = useState(() => {
    const session = getSession();
    return session !== null && !isPastIdleExpiry(session);
  });
  return signedInOnArrival ? <Navigate to="/" replace /> : children;
}

/** Reachable only in a development environment; elsewhere the route goes to Trade. */
export function DevelopmentOnly({ children }: { children: ReactNode }) {
  const environment = useEnvironment();
  if (environment === null) return <PageLoading />;
  return environment === 'development' ? children : <Navigate to="/" replace />;
}

/**
 * A signed-in page opens for the viewers its access allows (the navigation table's column);
 * anyone else goes to Trade: the Transfer screen is cancelled for ib, fm and ccp, and the
 * development-only pages are redirected outside development (spec 000 section 2).
 */
export function PageGuard({ access, children }: { access: PageAccess; children: ReactNode }) {
  const session = useSession();
  const environment = useEnvironment();
  if (access === 'signed-in') return children;
  if (session === null || environment === null) return <PageLoading />;
  return mayOpenPage(access, viewerOf(session, environment)) ? (
    children
  ) : (
    <Navigate to="/" replace />
  );
}

/** /logout: ends the session and goes to Login, with no next URL to come back to. */
export function LogoutRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    void logout();
    navigate('/login', { replace: true });
  }, [navigate]);
  return <PageLoading />;
}
