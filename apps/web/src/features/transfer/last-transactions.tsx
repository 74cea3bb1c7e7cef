import type { BalanceTransaction } from '@emas/api';
import { useQuery } from '@tanstack/react-query';
import type { Column } from '../../components/data-table.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { ShortId } from '../../components/short-id.tsx';
import { dateTimeText, moneyText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import type { StoredSession } from '../../lib/session.ts';
import { lastTransactionsQuery } from './transfer-calls.ts';
import { useTransferTranslation } from './use-transfer-translation.ts';

/** The recent balance history: the last 10 cash movements, with date, id, debit and credit. */
export function LastTransactions({ session }: { session: StoredSession }) {
  const { t } = useTransferTranslation();
  const [language] = useLanguage();
  const last = useQuery(lastTransactionsQuery(session.userId));
  const rows = last.data?.body ?? [];
  const money = (row: BalanceTransaction, type: BalanceTransaction['type']) =>
    row.type === type ? moneyText(row.amount, 'idr', language) : '';
  const columns: Column<BalanceTransaction>[] = [
    { id: 'date', header: t('date'), cell: (row) => dateTimeText(row.created_at, language) },
    {
      id: 'id',
      header: t('transactionId'),
      cell: (row) => (
        <span className="transfer-reference">
          <ShortId id={row.reff_transaction} />
        </span>
      ),
    },
    { id: 'debit', header: t('debit'), cell: (row) => money(row, 'debit'), align: 'end' },
    { id: 'credit', header: t('credits'), cell: (row) => money(row, 'credit'), align: 'end' },
  ];
  return (
    <section className="transfer-card transfer-wide" aria-labelledby="last-title">
      <h2 id="last-title">{t('lastTitle')}</h2>
      <DataTable
        caption={t('lastTitle')}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.reff_transaction}-${row.created_at}-${row.type}-${row.kind}`}
        status={last.status}
        onRetry={() => void last.refetch()}
        totalCount={rows.length}
        page={0}
        onPageChange={() => {}}
      />
    </section>
  );
}
