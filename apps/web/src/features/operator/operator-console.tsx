import type { Endpoint } from '@emas/api';
import { operatorEndpoints } from '@emas/api/operator';
import { mayUse } from '@emas/domain';
import { type ReactNode, useEffect } from 'react';
import { NavLink, Navigate, Outlet, Route, Routes } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import './operator.css';
import { endOperatorSession, operatorCall, useOperatorSession } from './operator-session.ts';
import { OperatorSignIn } from './operator-sign-in.tsx';
import { SetPasswordPage } from './set-password-page.tsx';
import { useOperatorTranslation } from './translation.ts';
import { TwoFactorPage } from './two-factor-page.tsx';
import { useDeskCounts } from './use-desk-counts.ts';

/** Where the console lives; its links are absolute, since relative ones under a splat route resolve against the whole URL. */
const CONSOLE_PATH = '/operator';
const deskPath = (path: string) => `${CONSOLE_PATH}/${path}`;
/** The operator's own two-factor set-up, open to every operator. */
const TWO_FACTOR_PATH = 'two-factor';

/** A menu entry of the console: its key in the `nav` texts. */
export type DeskKey =
  | 'registrations'
  | 'screening'
  | 'transactionReports'
  | 'withdrawals'
  | 'bankAccounts'
  | 'shipments'
  | 'deposits'
  | 'statement'
  | 'reconciliation'
  | 'credit'
  | 'approvals'
  | 'accounts'
  | 'actions'
  | 'news'
  | 'promo'
  | 'support'
  | 'videos'
  | 'settings'
  | 'chat'
  | 'operators'
  | 'brokerSettings';

/**
 * A page of the console: its path under /operator, its menu entry, the page, and the call that
 * opens it, whose roles (the server's check) decide who sees the desk; the menu shows the
 * desk's waiting count when the server counts one for that call.
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
 * The set-password page of an e-mailed link needs no session. Where two-factor sign-in is
 * forced and not yet on, the console opens on its set-up and no desk.
 * The console imports no feature; features build their desks from its kit.
 */
export function OperatorConsole({ desks }: { desks: readonly ConsoleDesk[] }) {
  const session = useOperatorSession();
  const { t } = useOperatorTranslation();
  useEffect(() => {
    document.title = `${t('title')} · Emas`;
  }, [t]);
  const signedIn =
    session === null ? (
      <OperatorSignIn />
    ) : (
      <ConsoleRoutes
        name={session.name}
        desks={
          session.totp_enrolment_required === true
            ? []
            : desks.filter((desk) => mayUse(session.roles, desk.opens.roles))
        }
        mustEnrol={session.totp_enrolment_required === true}
      />
    );
  return (
    <Routes>
      <Route path="set-password" element={<SetPasswordPage />} />
      <Route path="*" element={signedIn} />
    </Routes>
  );
}

function ConsoleRoutes({
  name,
  desks,
  mustEnrol,
}: {
  name: string;
  desks: readonly ConsoleDesk[];
  mustEnrol: boolean;
}) {
  const { t } = useOperatorTranslation();
  const landing =
    mustEnrol || desks.length === 0 ? null : <Navigate to={deskPath(desks[0]!.path)} replace />;
  const nowhere = mustEnrol ? (
    <Navigate to={deskPath(TWO_FACTOR_PATH)} replace />
  ) : (
    (landing ?? <p role="status">{t('noDesks')}</p>)
  );
  return (
    <Routes>
      <Route element={<OperatorLayout name={name} desks={desks} />}>
        <Route index element={nowhere} />
        {desks.map((desk) => (
          <Route key={desk.path} path={desk.path} element={desk.page} />
        ))}
        <Route path={TWO_FACTOR_PATH} element={<TwoFactorPage />} />
        <Route path="*" element={nowhere} />
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
          <NavLink className="operator-header-link" to={deskPath(TWO_FACTOR_PATH)}>
            {t('twoFactor.link')}
          </NavLink>
          <LanguageSwitch />
          <button type="button" className="button button-secondary" onClick={signOut}>
            {t('signOut')}
          </button>
        </div>
      </header>
      {desks.length === 0 ? null : <DeskMenu desks={desks} />}
      <main className="operator-main">
        <Outlet />
      </main>
    </div>
  );
}

/**
 * The desks, each with its count of waiting items as a badge; the link reads "Credit 3
 * waiting" (the badge's bare figure is hidden from screen readers, its words are not shown).
 */
function DeskMenu({ desks }: { desks: readonly ConsoleDesk[] }) {
  const { t } = useOperatorTranslation();
  const counts = useDeskCounts();
  return (
    <nav className="operator-nav" aria-label={t('nav.label')}>
      {desks.map((desk) => {
        const waiting = counts.get(desk.opens.path) ?? 0;
        return (
          <NavLink key={desk.path} to={deskPath(desk.path)}>
            {t(`nav.${desk.entry}`)}
            {waiting === 0 ? null : (
              <>
                {' '}
                <span className="operator-badge" aria-hidden="true">
                  {waiting}
                </span>
                <span className="visually-hidden">{t('waiting', { count: waiting })}</span>
              </>
            )}
          </NavLink>
        );
      })}
    </nav>
  );
}
