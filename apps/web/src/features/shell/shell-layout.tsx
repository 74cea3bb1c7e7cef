import { Suspense, useEffect, useId, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { setActiveBroker } from '../../lib/broker-theme.ts';
import { useSession, type StoredSession } from '../../lib/session.ts';
import { useLiveUpdates } from '../market/index.ts';
import { ChatWidget } from '../chat/index.ts';
import { NoticeToasts, useNoticeFeed } from '../notifications/index.ts';
import { Footer } from './footer.tsx';
import { LandingBanner } from './landing-banner.tsx';
import { MarketClosedBanner } from './market-closed-banner.tsx';
import { Sidebar, type MenuEntry } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import { useHeightVar } from './use-height-var.ts';
import { useIdleExpiry } from './use-idle-expiry.ts';
import { useTokenRefresh } from './use-token-refresh.ts';
import { useViewer } from '../../lib/viewer.ts';
import './shell.css';
import { useShellTranslation } from './translation.ts';

/**
 * The signed-in shell: top bar, sidebar (the navigation table's entries), the landing and
 * closed-market banners, the page, footer; the session's clocks (idle expiry, token refresh)
 * and the live channel for prices and notices. The route guard has checked the session.
 * The live-chat widget (the chat feature) sits in the bottom-right corner, the toasts of new
 * notices (the notifications feature) under the bar on the right.
 */
export function ShellLayout({ menu }: { menu: readonly MenuEntry[] }) {
  const session = useSession();
  return session === null ? null : <SignedInShell session={session} menu={menu} />;
}

type SignedInShellProps = { session: StoredSession; menu: readonly MenuEntry[] };

function SignedInShell({ session, menu }: SignedInShellProps) {
  const { t } = useShellTranslation();
  const viewer = useViewer(session);
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const topBar = useHeightVar<HTMLElement>('--top-bar-height');
  useIdleExpiry(session.level);
  useTokenRefresh(session.userId);
  useLiveUpdates(session.userId);
  useNoticeFeed();

  useEffect(() => {
    setActiveBroker(session.appName);
  }, [session.appName]);
  // The phone menu lies over the page; Esc puts it away, as a click on an entry does.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);
  // Braces matter: Chromium's scrollTo returns a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="shell" style={topBar.style}>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <TopBar
        session={session}
        viewer={viewer}
        menuId={menuId}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        barRef={topBar.ref}
      />
      <div className="shell-body">
        <Sidebar
          entries={menu}
          viewer={viewer}
          id={menuId}
          open={menuOpen}
          onNavigate={() => setMenuOpen(false)}
        />
        <div className="shell-content">
          <LandingBanner />
          <MarketClosedBanner />
          <main id="main-content" className="shell-main" tabIndex={-1}>
            <Suspense fallback={<p role="status">{t('loading')}</p>}>
              <Outlet />
            </Suspense>
          </main>
          <Footer />
          <ChatWidget />
        </div>
        <NoticeToasts />
      </div>
    </div>
  );
}
