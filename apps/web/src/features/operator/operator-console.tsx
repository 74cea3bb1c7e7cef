import type { Endpoint } from '@emas/api';
import { operatorEndpoints } from '@emas/api/operator';
import { mayUse } from '@emas/domain';
import { type ReactNode, useEffect } from 'react';
import { NavLink, Navigate, Outlet, Route, Routes } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import './operator.css';
import { endOperatorSession, operatorCall, useOperatorSession } from './operator-session.ts';
import { OperatorSignIn } from './operator-sign-in.tsx';
import { useOperatorTranslation } from './translation.ts';

/** Where the console lives; its links are absolute, since relative ones under a splat route resolve against the whole URL. */
const CONSOLE_PATH = '/operator';
const deskPath = (path: string) => `${CONSOLE_PATH}/${path}`;

/** A menu entry of the console: its key in the `nav` texts. */
export type DeskKey =
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
  | 'brokerSettings'
  | 'chat';

/**
 * A page of the console: its path under /operator, its menu entry, the page, and the call that
 * opens it, whose roles (the server's check) decide who sees the desk.
 */
export type ConsoleDesk = {
  readonly path: string;
  readonly entry: DeskKey;
  readonly page: ReactNode;
  readonly opens: Endpoint;
};

/**
 * /operator/*: the back office, behind the operator's own sign-in, with the desks the app hands
 * in, in menu order: the features' desks and the console's own pages (deposits, the audit log).
 * The console imports no feature; features build their desks from its kit.
 */
export function OperatorConsole({ desks }: { desks: readonly ConsoleDesk[] }) {
  const session = useOperatorSession();
  const { t } = useOperatorTranslation();
  useEffect(() => {
    document.title = `${t('title')} · Emas`;
  }, [t]);
  if (session === null) return <OperatorSignIn />;
  const open = desks.filter((desk) => mayUse(session.roles, desk.opens.roles));
  return <ConsoleRoutes name={session.name} desks={open} />;
}

function ConsoleRoutes({ name, desks }: { name: string; desks: readonly ConsoleDesk[] }) {
  if (desks.length === 0) return <NoDesks name={name} />;
  return (
    <Routes>
      <Route element={<OperatorLayout name={name} desks={desks} />}>
        <Route index element={<Navigate to={deskPath(desks[0]!.path)} replace />} />
        {desks.map((desk) => (
          <Route key={desk.path} path={desk.path} element={desk.page} />
        ))}
        <Route path="*" element={<Navigate to={deskPath(desks[0]!.path)} replace />} />
      </Route>
    </Routes>
  );
}

/** An operator whose roles open no desk: the header, and what to do about it. */
function NoDesks({ name }: { name: string }) {
  const { t } = useOperatorTranslation();
  return (
    <Routes>
      <Route path="*" element={<OperatorLayout name={name} desks={[]} />}>
        <Route path="*" element={<p role="status">{t('noDesks')}</p>} />
      </Route>
    </Routes>
  );
}

function OperatorLayout({ name, desks }: { name: string; desks: readonly ConsoleDesk[] }) {
  const { t } = useOperatorTranslation();
  const signOut = () => {
    void operatorCall(operatorEndpoints.signOut, {})
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
        {desks.map((desk) => (
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
