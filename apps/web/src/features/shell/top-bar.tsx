import type { Viewer } from '@emas/domain';
import { useTranslation } from 'react-i18next';
import { useBrokerTheme } from '../../lib/broker-theme.ts';
import type { StoredSession } from '../../lib/session.ts';
import { BalanceDisplay } from './balance-display.tsx';
import { CurrencySwitch } from './currency-switch.tsx';
import { HubSwitch } from './hub-switch.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { ProfileBadge } from './profile-badge.tsx';
import { RunningPrice } from './running-price.tsx';
import { showsExchangeName } from './special-accounts.ts';

type TopBarProps = {
  session: StoredSession;
  viewer: Viewer;
  menuId: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
};

/** Brand, running price, balance, currency, hub, HIN, profile and language (spec 000 §2). */
export function TopBar({ session, viewer, menuId, menuOpen, onToggleMenu }: TopBarProps) {
  const { t } = useTranslation('shell');
  const theme = useBrokerTheme();
  return (
    <header className="top-bar">
      <div className="top-bar-brand">
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
        <img className="top-bar-logo" src={theme.logoUrl} alt={theme.name} />
        {showsExchangeName(session.phoneNumber) ? (
          <span className="exchange-name">{t('exchangeName')}</span>
        ) : null}
      </div>
      <div className="top-bar-tools" role="group" aria-label={t('topBar.label')}>
        <RunningPrice />
        <BalanceDisplay viewer={viewer} userId={session.userId} />
        <CurrencySwitch />
        <HubSwitch userId={session.userId} />
        <ProfileBadge fullname={session.fullname} hin={session.hin} />
        <LanguageSwitch />
      </div>
    </header>
  );
}
