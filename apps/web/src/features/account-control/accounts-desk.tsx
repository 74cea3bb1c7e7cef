import { accountControlEndpoints as calls } from '@emas/api/account-control';
import type { ControlledAccount } from '@emas/api/account-control';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../components/form-field.tsx';
import { dateTimeText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import {
  DeskMessageLine,
  ReasonDialog,
  operatorCall,
  operatorErrorText,
  useDeskAction,
} from '../operator/index.ts';
import { LockDialog } from './lock-dialog.tsx';
import { useAccountsDeskTranslation } from './messages.ts';
import './account-control.css';

/**
 * The Accounts desk (compliance): an account found by HIN, its lock and open orders, and the
 * lock (reason and the open orders' fate) or unlock, each asked in a dialog.
 */
export function AccountsDesk() {
  const { t } = useAccountsDeskTranslation();
  const [language] = useLanguage();
  const [typed, setTyped] = useState('');
  const [hin, setHin] = useState('');
  const [dialog, setDialog] = useState<'lock' | 'unlock' | null>(null);
  const queryKey = ['operator', 'account-control', hin];
  const account = useQuery({
    queryKey,
    queryFn: ({ signal }) => operatorCall(calls.account, { params: { hin } }, signal),
    enabled: hin !== '',
    retry: false,
  });
  const { busyId, message, run } = useDeskAction(queryKey);
  const find = (event: FormEvent) => {
    event.preventDefault();
    setHin(typed.trim().toUpperCase());
  };
  const shown = account.data?.data;
  return (
    <section className="operator-card account-control" aria-labelledby="accounts-heading">
      <h1 id="accounts-heading">{t('heading')}</h1>
      <p className="operator-muted">{t('intro')}</p>
      <form className="account-control-search" onSubmit={find} role="search">
        <FormField label={t('hin')} value={typed} onChange={(e) => setTyped(e.target.value)} />
        <button type="submit" className="button button-primary">
          {account.isFetching ? t('finding') : t('find')}
        </button>
      </form>
      <DeskMessageLine message={message} />
      {account.isError ? (
        <p role="alert" className="operator-failed">
          {operatorErrorText(account.error, language)}
        </p>
      ) : null}
      {shown === undefined ? null : (
        <AccountFacts
          account={shown}
          busy={busyId !== null}
          onLock={() => setDialog('lock')}
          onUnlock={() => setDialog('unlock')}
        />
      )}
      {shown !== undefined && dialog === 'lock' ? (
        <LockDialog
          title={t('lockTitle', { name: shown.fullname, hin: shown.hin })}
          openOrders={shown.open_orders}
          onClose={() => setDialog(null)}
          onConfirm={({ reason, killOpenOrders }) => {
            setDialog(null);
            const body = { reason, kill_open_orders: killOpenOrders };
            const lock = () => operatorCall(calls.lock, { params: { hin: shown.hin }, body });
            void run(shown.hin, lock, t('locked', { hin: shown.hin }));
          }}
        />
      ) : null}
      {shown !== undefined && dialog === 'unlock' ? (
        <ReasonDialog
          title={t('unlockTitle', { name: shown.fullname, hin: shown.hin })}
          onClose={() => setDialog(null)}
          onConfirm={(reason) => {
            setDialog(null);
            const unlock = () =>
              operatorCall(calls.unlock, { params: { hin: shown.hin }, body: { reason } });
            void run(shown.hin, unlock, t('unlocked', { hin: shown.hin }));
          }}
        />
      ) : null}
    </section>
  );
}

type FactsProps = {
  account: ControlledAccount;
  busy: boolean;
  onLock: () => void;
  onUnlock: () => void;
};

/** The account found: holder, level, lock and open orders, and the one action its state allows. */
function AccountFacts({ account: row, busy, onLock, onUnlock }: FactsProps) {
  const { t } = useAccountsDeskTranslation();
  const [language] = useLanguage();
  const state =
    row.locked_at === null
      ? t('active')
      : t('lockedSince', { when: dateTimeText(row.locked_at, language), reason: row.lock_reason });
  return (
    <div className="account-control-facts">
      <dl>
        <dt>{t('holder')}</dt>
        <dd>
          {row.fullname} ({row.hin})
        </dd>
        <dt>{t('level')}</dt>
        <dd>{row.level}</dd>
        <dt>{t('state')}</dt>
        <dd>{state}</dd>
        <dt>{t('openOrders')}</dt>
        <dd>{row.open_orders}</dd>
      </dl>
      <button
        type="button"
        className={row.locked ? 'button button-secondary' : 'button button-primary'}
        disabled={busy}
        onClick={row.locked ? onUnlock : onLock}
      >
        {row.locked ? t('unlock') : t('lock')}
      </button>
    </div>
  );
}
