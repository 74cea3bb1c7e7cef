import type { OperatorBankAccount } from '@emas/api';
import { operatorEndpoints } from '@emas/api/operator';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Column } from '../../components/data-table.tsx';
import { Modal } from '../../components/modal.tsx';
import { dateTimeText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { DecisionDesk, HolderCell, operatorCall, useDecisionDesk } from '../operator/index.ts';
import { useBankAccountsDeskTranslation } from './bank-accounts-desk-messages.ts';

type Scope = 'pending' | 'all';

/** New withdrawal bank accounts: compare the selfie and the names, then approve or reject. */
export function BankAccountsDesk() {
  const { t } = useBankAccountsDeskTranslation();
  const [language] = useLanguage();
  const [viewing, setViewing] = useState<OperatorBankAccount | null>(null);
  const desk = useDecisionDesk(
    'bank-accounts',
    operatorEndpoints.bankAccounts,
    'pending' as Scope,
    (status) => ({ status }),
  );
  const approve = (row: OperatorBankAccount) =>
    desk.decide(
      row,
      () => operatorCall(operatorEndpoints.approveBankAccount, { params: { id: row.id } }),
      t('bankAccounts.approved', { number: row.account_no }),
    );
  const columns: Column<OperatorBankAccount>[] = [
    {
      id: 'date',
      header: t('desk.date'),
      cell: (row) => dateTimeText(new Date(row.created_at).toISOString(), language),
    },
    {
      id: 'holder',
      header: t('desk.holder'),
      cell: (row) => <HolderCell {...row} />,
    },
    {
      id: 'bank',
      header: t('bankAccounts.bank'),
      cell: (row) => `${row.bank_name} (${row.bank_code})`,
    },
    { id: 'number', header: t('bankAccounts.number'), cell: (row) => row.account_no },
    { id: 'name', header: t('bankAccounts.name'), cell: (row) => row.account_name },
    {
      id: 'status',
      header: t('desk.status'),
      cell: (row) =>
        row.reject_reason === null
          ? t(`bankAccounts.statuses.${row.status}`)
          : `${t(`bankAccounts.statuses.${row.status}`)}: ${row.reject_reason}`,
    },
    {
      id: 'actions',
      header: t('desk.actions'),
      cell: (row) => (
        <div className="operator-row-actions">
          <button type="button" className="button button-secondary" onClick={() => setViewing(row)}>
            {t('bankAccounts.selfie')}
          </button>
          {row.status === 'PENDING'
            ? desk.buttons(row, t('bankAccounts.approve'), () => approve(row))
            : null}
        </div>
      ),
    },
  ];
  return (
    <DecisionDesk
      desk={desk}
      id="bank-accounts"
      heading={t('bankAccounts.heading')}
      intro={t('bankAccounts.intro')}
      scopes={[
        { value: 'pending', label: t('bankAccounts.scope.pending') },
        { value: 'all', label: t('desk.all') },
      ]}
      columns={columns}
      reject={{
        title: (row) => t('bankAccounts.rejectTitle', { number: row.account_no }),
        action: (row, reason) =>
          operatorCall(operatorEndpoints.rejectBankAccount, {
            params: { id: row.id },
            body: { reason },
          }),
        doneText: (row) => t('bankAccounts.rejected', { number: row.account_no }),
      }}
    >
      {viewing === null ? null : (
        <SelfieDialog account={viewing} onClose={() => setViewing(null)} />
      )}
    </DecisionDesk>
  );
}

function SelfieDialog({ account, onClose }: { account: OperatorBankAccount; onClose: () => void }) {
  const { t } = useBankAccountsDeskTranslation();
  const selfie = useQuery({
    queryKey: ['operator', 'selfie', account.id],
    queryFn: ({ signal }) =>
      operatorCall(operatorEndpoints.bankAccountSelfie, { params: { id: account.id } }, signal),
  });
  return (
    <Modal
      title={t('bankAccounts.selfieOf', { name: account.fullname })}
      onClose={onClose}
      closeLabel={t('desk.close')}
    >
      {selfie.data === undefined ? (
        <p role={selfie.isError ? 'alert' : 'status'}>
          {selfie.isError ? t('bankAccounts.noSelfie') : t('desk.loading')}
        </p>
      ) : (
        <img
          className="operator-selfie"
          src={`data:${selfie.data.data.content_type};base64,${selfie.data.data.base64}`}
          alt={t('bankAccounts.selfieOf', { name: account.fullname })}
        />
      )}
    </Modal>
  );
}
