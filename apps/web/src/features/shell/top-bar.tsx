import type { Viewer } from '@emas/domain';
import type { Ref } from 'react';
import { useBrokerTheme } from '../../lib/broker-theme.ts';
import { NotificationBell } from '../notifications/index.ts';
import type { StoredSession } from '../../lib/session.ts';
import { AccountMenu } from './account-menu.tsx';
import { BalanceDisplay } from './balance-display.tsx';
import { CurrencySwitch } from './currency-switch.tsx';
import { RunningPrice } from './running-price.tsx';
import { showsExchangeName } from './special-accounts.ts';
import { useShellTranslation } from './translation.ts';

type TopBarProps = {
  session: StoredSession;
  viewer: Viewer;
  menuId: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
  barRef?: Ref<HTMLElement>;
};

/**
 * Brand, running price, balance, currency, HIN, the notifications' bell and profile (spec 000
 * §2) in one row on a
 * laptop. The profile picture opens the secondary items (hub, language); on a phone the bar
 * keeps the menu button, brand and profile on top and the figures under them, and the
 * currency moves into the profile menu.
 */
export function TopBar({ session, viewer, menuId, menuOpen, onToggleMenu, barRef }: TopBarProps) {
  const { t } = useShellTranslation();
  const theme = useBrokerTheme();
  return (
    <header className="top-bar" ref={barRef}>
      <button
        type="button"
        className="icon-button menu-toggle"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
        onClick={onToggleMenu}
      >
        <span aria-hidden="true">☰</span>
      </button>
      <div className="top-bar-brand">
        <img className="top-bar-logo" src={theme.logoUrl} alt={theme.name} />
        {showsExchangeName(session.phoneNumber) ? (
          <span className="exchange-name">{t('exchangeName')}</span>
        ) : null}
      </div>
      <div className="top-bar-figures" role="group" aria-label={t('topBar.label')}>
        <RunningPrice />
        <BalanceDisplay viewer={viewer} userId={session.userId} />
      </div>
      <div className="top-bar-currency">
        <CurrencySwitch />
      </div>
      <div className="top-bar-field top-bar-hin-field">
        <span className="top-bar-caption">{t('hin.label')}</span>
        <span className="top-bar-hin">{session.hin ?? t('hin.none')}</span>
      </div>
      <NotificationBell />
      <AccountMenu fullname={session.fullname} hin={session.hin} userId={session.userId} />
    </header>
  );
}
