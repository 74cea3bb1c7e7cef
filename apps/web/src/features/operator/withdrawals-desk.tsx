import { apiEndpoints, type OperatorWithdrawal } from '@emas/api';
import { useState } from 'react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { dateTimeText, moneyText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { DeskMessageLine } from './desk-message.tsx';
import { HolderCell } from './holder-cell.tsx';
import { operatorCall } from './operator-session.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import { useOperatorTranslation } from './translation.ts';
import { useDeskAction } from './use-desk-action.ts';
import { useOperatorPage } from './use-operator-page.ts';

type Scope = 'processing' | 'all';

/** Withdrawals in process: pay each out through the bank, or reject it (its hold goes back). */
export function WithdrawalsDesk() {
  const { t } = useOperatorTranslation();
  const [language] = useLanguage();
  const [scope, setScope] = useState<Scope>('processing');
  const [rejecting, setRejecting] = useState<OperatorWithdrawal | null>(null);
  const { query, page, setPage, refreshKey } = useOperatorPage(
    'withdrawals',
    apiEndpoints.operator.withdrawals,
    { state: scope },
  );
  const { busyId, message, run } = useDeskAction(refreshKey);
  const settle = (row: OperatorWithdrawal) =>
    void run(
      row.id,
      () => operatorCall(apiEndpoints.operator.settleWithdrawal, { params: { id: row.id } }),
      t('withdrawals.settled', { id: row.id }),
    );
  const reject = (row: OperatorWithdrawal, reason: string) => {
    setRejecting(null);
    void run(
      row.id,
      () =>
        operatorCall(apiEndpoints.operator.rejectWithdrawal, {
          params: { id: row.id },
          body: { reason },
        }),
      t('withdrawals.rejected', { id: row.id }),
    );
  };
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
            <button
              type="button"
              className="button button-primary"
              disabled={busyId !== null}
              onClick={() => settle(row)}
            >
              {busyId === row.id ? t('desk.busy') : t('withdrawals.settle')}
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={busyId !== null}
              onClick={() => setRejecting(row)}
            >
              {t('desk.reject')}
            </button>
          </div>
        ) : null,
    },
  ];
  return (
    <section className="operator-card" aria-labelledby="withdrawals-heading">
      <h1 id="withdrawals-heading">{t('withdrawals.heading')}</h1>
      <p className="operator-muted">{t('withdrawals.intro')}</p>
      <SegmentedControl
        label={t('desk.show')}
        value={scope}
        onChange={(value) => {
          setScope(value);
          setPage(0);
        }}
        options={[
          { value: 'processing', label: t('withdrawals.scope.processing') },
          { value: 'all', label: t('desk.all') },
        ]}
      />
      <DeskMessageLine message={message} />
      <DataTable
        caption={t('withdrawals.heading')}
        columns={columns}
        rows={query.data?.data.body ?? []}
        rowKey={(row) => row.id}
        status={query.status}
        onRetry={() => void query.refetch()}
        totalCount={query.data?.data.count ?? 0}
        page={page}
        onPageChange={setPage}
      />
      {rejecting === null ? null : (
        <ReasonDialog
          title={t('withdrawals.rejectTitle', { name: rejecting.fullname })}
          onConfirm={(reason) => reject(rejecting, reason)}
          onClose={() => setRejecting(null)}
        />
      )}
    </section>
  );
}
