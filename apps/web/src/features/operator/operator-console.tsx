import { apiEndpoints } from '@emas/api';
import { type ReactNode, useEffect } from 'react';
import { NavLink, Navigate, Outlet, Route, Routes } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { ActionsPage } from './actions-page.tsx';
import { NewsDesk, PromoDesk } from '../content/index.ts';
import { SupportDesk } from '../help/index.ts';
import { ChatDesk } from '../chat/index.ts';
import { RegistrationsDesk } from '../registration/index.ts';
import { BankAccountsDesk } from './bank-accounts-desk.tsx';
import { CreditDesk } from './credit-desk.tsx';
import { DepositsPage } from './deposits-page.tsx';
import './operator.css';
import { endOperatorSession, operatorCall, useOperatorSession } from './operator-session.ts';
import { OperatorSignIn } from './operator-sign-in.tsx';
import { ShipmentsDesk } from './shipments-desk.tsx';
import { VideosDesk } from '../video/index.ts';
import { AccountDetailsDesk } from '../settings/index.ts';
import { useOperatorTranslation } from './translation.ts';
import { WithdrawalsDesk } from './withdrawals-desk.tsx';

/** Where the console lives; its links are absolute, since relative ones under a splat route resolve against the whole URL. */
const CONSOLE_PATH = '/operator';
const deskPath = (path: string) => `${CONSOLE_PATH}/${path}`;

type DeskKey =
  | 'registrations'
  | 'withdrawals'
  | 'bankAccounts'
  | 'shipments'
  | 'deposits'
  | 'credit'
  | 'actions'
  | 'news'
  | 'promo'
  | 'support'
  | 'videos'
  | 'settings'
  | 'chat';

/** The console's pages, in menu order: path under /operator, menu entry, page. */
const DESKS: readonly { path: string; entry: DeskKey; page: ReactNode }[] = [
  { path: 'withdrawals', entry: 'withdrawals', page: <WithdrawalsDesk /> },
  { path: 'bank-accounts', entry: 'bankAccounts', page: <BankAccountsDesk /> },
  { path: 'shipments', entry: 'shipments', page: <ShipmentsDesk /> },
  { path: 'registrations', entry: 'registrations', page: <RegistrationsDesk /> },
  { path: 'support', entry: 'support', page: <SupportDesk /> },
  {
    path: 'chat',
    entry: 'chat',
    page: <ChatDesk operatorCall={operatorCall} useOperatorSession={useOperatorSession} />,
  },
  { path: 'deposits', entry: 'deposits', page: <DepositsPage /> },
  { path: 'credit', entry: 'credit', page: <CreditDesk /> },
  { path: 'news', entry: 'news', page: <NewsDesk /> },
  { path: 'promo', entry: 'promo', page: <PromoDesk /> },
  { path: 'videos', entry: 'videos', page: <VideosDesk /> },
  { path: 'account-details', entry: 'settings', page: <AccountDetailsDesk /> },
  { path: 'actions', entry: 'actions', page: <ActionsPage /> },
];

/** /operator/*: the back office, behind the operator's own sign-in. */
export function OperatorConsole() {
  const session = useOperatorSession();
  const { t } = useOperatorTranslation();
  useEffect(() => {
    document.title = `${t('title')} · Emas`;
  }, [t]);
  if (session === null) return <OperatorSignIn />;
  return (
    <Routes>
      <Route element={<OperatorLayout name={session.name} />}>
        <Route index element={<Navigate to={deskPath(DESKS[0]!.path)} replace />} />
        {DESKS.map((desk) => (
          <Route key={desk.path} path={desk.path} element={desk.page} />
        ))}
        <Route path="*" element={<Navigate to={deskPath(DESKS[0]!.path)} replace />} />
      </Route>
    </Routes>
  );
}

function OperatorLayout({ name }: { name: string }) {
  const { t } = useOperatorTranslation();
  const signOut = () => {
    void operatorCall(apiEndpoints.operator.signOut, {})
      .catch(() => undefined)
      .finally(endOperatorSession);
  };
  return (
    <div className="operator-console">
      <header className="operator-header">
        <strong>{t('title')}</strong>
        <span className="operator-muted">{t('signedInAs', { name })}</span>
        <div className="operator-header-actions">
          <LanguageSwitch />
          <button type="button" className="button button-secondary" onClick={signOut}>
            {t('signOut')}
          </button>
        </div>
      </header>
      <nav className="operator-nav" aria-label={t('nav.label')}>
        {DESKS.map((desk) => (
          <NavLink key={desk.path} to={deskPath(desk.path)}>
            {t(`nav.${desk.entry}`)}
          </NavLink>
        ))}
      </nav>
      <main className="operator-main">
        <Outlet />
      </main>
    </div>
  );
}
