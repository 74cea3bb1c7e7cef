import { Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { setActiveBroker } from '../../lib/broker-theme.ts';
import { useSession, type StoredSession } from '../../lib/session.ts';
import { useLiveUpdates } from '../market/index.ts';
import { Footer } from './footer.tsx';
import { MarketClosedBanner } from './market-closed-banner.tsx';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import { useIdleExpiry } from './use-idle-expiry.ts';
import { useTokenRefresh } from './use-token-refresh.ts';
import { useViewer } from './viewer.ts';
import './shell.css';

/**
 * The signed-in shell: sidebar, top bar, closed-market banner, the page, footer; the
 * session's clocks (idle expiry, token refresh) and the live channel for prices and notices. The route guard has checked the session.
 * Live chat is off by default (BRIEF) and has no embed configured, so none is rendered.
 */
export function ShellLayout() {
  const session = useSession();
  return session === null ? null : <SignedInShell session={session} />;
}

function SignedInShell({ session }: { session: StoredSession }) {
  const { t } = useTranslation('shell');
  const viewer = useViewer(session);
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useIdleExpiry(session.level);
  useTokenRefresh(session.userId);
  useLiveUpdates(session.userId);

  useEffect(() => {
    setActiveBroker(session.appName);
  }, [session.appName]);
  // Braces matter: Chromium's scrollTo returns a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <TopBar
        session={session}
        viewer={viewer}
        menuId={menuId}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
      />
      <div className="shell-body">
        <Sidebar
          viewer={viewer}
          id={menuId}
          open={menuOpen}
          onNavigate={() => setMenuOpen(false)}
        />
        <div className="shell-content">
          <MarketClosedBanner />
          <main id="main-content" className="shell-main" tabIndex={-1}>
            <Suspense fallback={<p role="status">{t('loading')}</p>}>
              <Outlet />
            </Suspense>
          </main>
          <Footer />
        </div>
      </div>
    </div>
  );
}
