import type { BankAccount } from '@emas/api';
import {
  MAIN_ACCOUNT_LABEL,
  bankAccountStatusLabel,
  isBankAccountVerified,
  isMainWithdrawalAccount,
} from '@emas/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAlert } from '../../components/alert-dialog.tsx';
import { StrokeIcon } from '../../components/stroke-icon.tsx';
import { bankAccountsQuery, deleteBankAccount } from './bank-account-calls.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { specTexts } from './messages.ts';
import { useBankAccountTranslation } from './translation.ts';
import './bank-accounts.css';

/** Kelola Rekening (spec 000): the withdrawal accounts, delete with confirmation, add link. */
export function ManageAccountsPage() {
  const { t } = useBankAccountTranslation();
  const accounts = useQuery(bankAccountsQuery());
  return (
    <section className="bank-page" aria-labelledby="manage-accounts-title">
      <Breadcrumbs
        crumbs={[{ label: t('crumbSettings'), to: '/settings' }, { label: t('crumbManage') }]}
      />
      <div className="bank-page-header">
        <h1 id="manage-accounts-title">{t('manageTitle')}</h1>
        <Link className="button button-primary" to="/add-bank-account">
          {t('addLink')}
        </Link>
      </div>
      {accounts.isPending ? (
        <p className="bank-loader" role="status">
          <span className="bank-spinner" aria-hidden="true" />
          {t('loading')}
        </p>
      ) : accounts.isError ? (
        <div role="alert" className="bank-load-failed">
          <p>{t('loadFailed')}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void accounts.refetch()}
          >
            {t('retry')}
          </button>
        </div>
      ) : accounts.data.data.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="bank-account-list" aria-label={t('listLabel')}>
          {accounts.data.data.map((account) => (
            <AccountRow key={account._id} account={account} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AccountRow({ account }: { account: BankAccount }) {
  const { t } = useBankAccountTranslation();
  const alert = useAlert();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteBankAccount(account._id),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['bank-accounts'] });
      await alert.show({ type: 'success', title: specTexts.deleted });
    },
    onError: () => void alert.show({ type: 'error', title: specTexts.deleteFailed }),
  });
  const confirmDelete = async () => {
    const outcome = await alert.show({ type: 'confirm', title: specTexts.deleteConfirm });
    if (outcome === 'confirm') remove.mutate();
  };
  const verified = isBankAccountVerified(account.status);
  return (
    <li className="bank-account">
      <img className="bank-logo" src={account.bankLogo} alt="" width={48} height={48} />
      <div className="bank-account-text">
        <p className="bank-account-name">
          {account.account_name}
          <span className={verified ? 'bank-status bank-status-verified' : 'bank-status'}>
            {bankAccountStatusLabel(account.status)}
          </span>
        </p>
        <p className="bank-account-bank">
          {account.bank_name} · <span aria-label={t('accountNumber')}>{account.account_no}</span>
        </p>
        {verified ? null : <p className="bank-account-note">{t('verificationNote')}</p>}
      </div>
      {isMainWithdrawalAccount(account) ? (
        <span className="bank-main-label">{MAIN_ACCOUNT_LABEL}</span>
      ) : account.can_delete ? (
        <button
          type="button"
          className="bank-delete"
          aria-label={t('deleteLabel', { bank: account.bank_name, number: account.account_no })}
          disabled={remove.isPending}
          onClick={() => void confirmDelete()}
        >
          <TrashIcon />
        </button>
      ) : null}
    </li>
  );
}

function TrashIcon() {
  return <StrokeIcon path="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" size={20} />;
}
