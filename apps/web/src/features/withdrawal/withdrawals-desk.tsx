import type { OperatorWithdrawal } from '@emas/api';
import { operatorEndpoints } from '@emas/api/operator';
import type { Column } from '../../components/data-table.tsx';
import { dateTimeText, moneyText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { DecisionDesk, HolderCell, operatorCall, useDecisionDesk } from '../operator/index.ts';
import { useWithdrawalsDeskTranslation } from './withdrawals-desk-messages.ts';

type Scope = 'processing' | 'all';

/** Withdrawals in process: pay each out through the bank, or reject it (its hold goes back). */
export function WithdrawalsDesk() {
  const { t } = useWithdrawalsDeskTranslation();
  const [language] = useLanguage();
  const desk = useDecisionDesk(
    'withdrawals',
    operatorEndpoints.withdrawals,
    'processing' as Scope,
    (state) => ({ state }),
  );
  const settle = (row: OperatorWithdrawal) =>
    desk.decide(
      row,
      () => operatorCall(operatorEndpoints.settleWithdrawal, { params: { id: row.id } }),
      t('withdrawals.settled', { id: row.id }),
    );
  const columns: Column<OperatorWithdrawal>[] = [
    { id: 'date', header: t('desk.date'), cell: (row) => dateTimeText(row.created_at, language) },
    {
      id: 'holder',
      header: t('desk.holder'),
      cell: (row) => <HolderCell {...row} />,
    },
    {
      id: 'type',
      header: t('withdrawals.type'),
      cell: (row) => t(`withdrawals.types.${row.transfer_type}`),
    },
    {
      id: 'amount',
      header: t('withdrawals.amount'),
      align: 'end',
      cell: (row) => moneyText(row.amount, 'idr', language),
    },
    {
      id: 'destination',
      header: t('withdrawals.destination'),
      cell: (row) => `${row.bank_name} ${row.account_number} · ${row.account_name}`,
    },
    {
      id: 'description',
      header: t('withdrawals.description'),
      cell: (row) => row.description ?? '-',
    },
    {
      id: 'state',
      header: t('desk.status'),
      cell: (row) =>
        row.failure_reason === null
          ? t(`withdrawals.states.${row.state}`)
          : `${t(`withdrawals.states.${row.state}`)}: ${row.failure_reason}`,
    },
    {
      id: 'actions',
      header: t('desk.actions'),
      cell: (row) =>
        row.state === 'processing' ? (
          <div className="operator-row-actions">
            {desk.buttons(row, t('withdrawals.settle'), () => settle(row))}
          </div>
        ) : null,
    },
  ];
  return (
    <DecisionDesk
      desk={desk}
      id="withdrawals"
      heading={t('withdrawals.heading')}
      intro={t('withdrawals.intro')}
      scopes={[
        { value: 'processing', label: t('withdrawals.scope.processing') },
        { value: 'all', label: t('desk.all') },
      ]}
      columns={columns}
      reject={{
        title: (row) => t('withdrawals.rejectTitle', { name: row.fullname }),
        action: (row, reason) =>
          operatorCall(operatorEndpoints.rejectWithdrawal, {
            params: { id: row.id },
            body: { reason },
          }),
        doneText: (row) => t('withdrawals.rejected', { id: row.id }),
      }}
    />
  );
}
