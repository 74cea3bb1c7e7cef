import { type SettingsTab, settingsTabOf, visibleSettingsTabs } from '@emas/domain';
import type { ReactNode } from 'react';
import { AddressTabbedPage } from '../../components/tabbed-page.tsx';
import type { TabItem } from '../../components/tabs.tsx';
import { useEnvironment } from '../../lib/app-config.ts';
import { type StoredSession, useSession } from '../../lib/session.ts';
import { ApiKeysTab } from '../api-keys/index.ts';
import { ManageAccountsPage } from '../bank-accounts/index.ts';
import { FeesTab, TaxTab } from './fees-tab.tsx';
import { settingsSpecTexts } from './messages.ts';
import { PasswordTab } from './password-tab.tsx';
import { PaymentTab } from './payment-tab.tsx';
import { AccountTab, TradingTab } from './profile-tabs.tsx';
import { SessionsTab } from './sessions-tab.tsx';
import { TwoFactorTab } from './two-factor-tab.tsx';
import { useSettingsTranslation } from './translation.ts';
import './settings.css';

/** /settings (spec 002 section 2): the tabs this user may see, the chosen one in the address. */
export function SettingsPage() {
  const session = useSession();
  const environment = useEnvironment();
  // Until the environment is known the development-only tab is not offered.
  return session === null ? null : (
    <SignedInSettings session={session} environment={environment ?? 'production'} />
  );
}

type Props = { session: StoredSession; environment: 'development' | 'production' };

function SignedInSettings({ session, environment }: Props) {
  const { t } = useSettingsTranslation();
  const visible = visibleSettingsTabs({
    environment,
    brokerId: session.appName,
    level: session.level,
  });
  const panels: Record<SettingsTab, ReactNode> = {
    'kelola-rekening': <ManageAccountsPage />,
    trading: <TradingTab userId={session.userId} />,
    account: <AccountTab userId={session.userId} />,
    payment: <PaymentTab userId={session.userId} />,
    fees: <FeesTab brokerId={session.appName} />,
    tax: <TaxTab brokerId={session.appName} />,
    password: <PasswordTab brokerId={session.appName} />,
    'api-keys': <ApiKeysTab />,
    'two-factor': <TwoFactorTab />,
    sessions: <SessionsTab />,
  };
  // The spec's tabs keep its words; the security tabs (issue 23) speak the chosen language.
  const labelOf = (tab: SettingsTab): string => {
    if (tab === 'two-factor') return t('security.tabTwoFactor');
    if (tab === 'sessions') return t('security.tabSessions');
    return settingsSpecTexts.tabs[tab];
  };
  const tabs: TabItem<SettingsTab>[] = visible.map((value) => ({
    value,
    label: labelOf(value),
    panel: panels[value],
  }));
  return (
    <AddressTabbedPage
      name="settings"
      title={t('title')}
      label={t('tabsLabel')}
      tabs={tabs}
      shown={(asked) => settingsTabOf(asked, visible)}
    />
  );
}
