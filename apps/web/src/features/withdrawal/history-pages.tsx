import type { WithdrawalTransaction } from '@emas/api';
import { withdrawalStatusLabel } from '@emas/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { ShortId } from '../../components/short-id.tsx';
import { dateTimeText, moneyText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { useWithdrawalTranslation } from './use-withdrawal-translation.ts';
import { depositHistoryQuery, withdrawalsQuery } from './withdrawal-calls.ts';
import './withdrawal.css';

const PAGE_SIZE = 10;
const METHOD_LABELS = { rped: 'RPED', bifast: 'BI-FAST', etb: 'ETB' } as const;

/** Rows of one page of a list held whole. */
const pageOf = <T,>(rows: readonly T[], page: number) =>
  rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);

function HistoryShell({ current, children }: { current: string; children: React.ReactNode }) {
  const { t } = useWithdrawalTranslation();
  useEffect(() => {
    document.title = `${current} · Emas`;
  }, [current]);
  return (
    <section className="withdrawal-page" aria-labelledby="withdrawal-history-title">
      <Breadcrumbs crumbs={[{ label: t('withdrawal'), to: '/withdrawal' }, { label: current }]} />
      <h1 id="withdrawal-history-title">{current}</h1>
      {children}
    </section>
  );
}

/** /withdrawal/riwayat-withdrawal-tunai: the caller's withdrawals, Diproses / Berhasil / Gagal. */
export function WithdrawalHistoryPage() {
  const { t } = useWithdrawalTranslation();
  const [language] = useLanguage();
  const [page, setPage] = useState(0);
  const list = useQuery(withdrawalsQuery());
  const rows = list.data?.transactions ?? [];
  const columns: Column<WithdrawalTransaction>[] = [
    { id: 'date', header: t('date'), cell: (row) => dateTimeText(row.transaction_date, language) },
    {
      id: 'id',
      header: t('transactionId'),
      cell: (row) => (
        <span className="withdrawal-reference">
          <ShortId id={row.transaction_id} />
        </span>
      ),
    },
    { id: 'method', header: t('method'), cell: (row) => METHOD_LABELS[row.transfer_type] },
    { id: 'to', header: t('to'), cell: (row) => `${row.credit_bank_name} · ${row.credit_no}` },
    {
      id: 'amount',
      header: t('amountColumn'),
      cell: (row) => moneyText(row.amount, 'idr', language),
      align: 'end',
    },
    {
      id: 'status',
      header: t('status'),
      cell: (row) => {
        const label = withdrawalStatusLabel(row.status);
        return (
          <span className={`withdrawal-status withdrawal-status-${label.toLowerCase()}`}>
            {label}
          </span>
        );
      },
    },
    { id: 'desc', header: t('note'), cell: (row) => row.desc ?? '' },
  ];
  return (
    <HistoryShell current={t('withdrawalHistory')}>
      <DataTable
        caption={t('withdrawalHistory')}
        columns={columns}
        rows={pageOf(rows, page)}
        rowKey={(row) => row._id}
        status={list.status}
        onRetry={() => void list.refetch()}
        totalCount={rows.length}
        page={page}
        onPageChange={setPage}
      />
    </HistoryShell>
  );
}

type Deposit = { _id: string; amount: string; createdAt: string; status: string };

/** /withdrawal/riwayat-deposit: the cash that came in to the caller's RPED account. */
export function DepositHistoryPage() {
  const { t } = useWithdrawalTranslation();
  const [language] = useLanguage();
  const [page, setPage] = useState(0);
  const history = useQuery(depositHistoryQuery());
  const rows = history.data?.data.deposits ?? [];
  const columns: Column<Deposit>[] = [
    { id: 'date', header: t('date'), cell: (row) => dateTimeText(row.createdAt, language) },
    {
      id: 'id',
      header: t('transactionId'),
      cell: (row) => (
        <span className="withdrawal-reference">
          <ShortId id={row._id} />
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('amountColumn'),
      cell: (row) => moneyText(row.amount, 'idr', language),
      align: 'end',
    },
    { id: 'status', header: t('status'), cell: (row) => withdrawalStatusLabel(row.status) },
  ];
  return (
    <HistoryShell current={t('depositHistory')}>
      <DataTable
        caption={t('depositHistory')}
        columns={columns}
        rows={pageOf(rows, page)}
        rowKey={(row) => row._id}
        status={history.status}
        onRetry={() => void history.refetch()}
        totalCount={rows.length}
        page={page}
        onPageChange={setPage}
      />
    </HistoryShell>
  );
}
