import {
  type ReconciliationLineView,
  bankStatementEndpoints as calls,
} from '@emas/api/bank-statement';
import { contractById, contractIdOfAsset, jakartaDate } from '@emas/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { moneyText, numberText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { operatorCall, useOperatorSession } from '../operator/index.ts';
import { useStatementTranslation } from './messages.ts';
import { downloadReconciliation } from './statement-calls.ts';
import './statement.css';

const GOLD_DECIMALS = 3;

/**
 * The reconciliation desk: a day chosen with the date picker, each line's books figure beside
 * the figure it must equal and the difference, flagged in words (not colour alone); the same
 * day as CSV to keep.
 */
export function ReconciliationDesk() {
  const { t } = useStatementTranslation();
  const [language] = useLanguage();
  const session = useOperatorSession();
  const dateId = useId();
  const [date, setDate] = useState(() => jakartaDate(Date.now()));
  const query = useQuery({
    queryKey: ['operator', 'reconciliation', date],
    queryFn: ({ signal }) => operatorCall(calls.reconciliation, { query: { date } }, signal),
  });
  const figure = (line: ReconciliationLineView, text: string | null) =>
    line.asset === 'IDR'
      ? moneyText(text, 'idr', language)
      : numberText(text, language, GOLD_DECIMALS);
  const itemText = (line: ReconciliationLineView) => {
    if (line.item === 'gold') {
      const contract = contractById(contractIdOfAsset(line.asset) ?? 0);
      return t('reconciliation.gold', { contract: contract?.codeName ?? line.asset });
    }
    const item = t(`reconciliation.items.${line.item}`);
    return line.count === null
      ? item
      : `${item} (${t('reconciliation.holds', { count: line.count })})`;
  };
  const columns: Column<ReconciliationLineView>[] = [
    {
      id: 'item',
      header: t('reconciliation.item'),
      cell: (line) => <span className="reconciliation-item">{itemText(line)}</span>,
    },
    {
      id: 'books',
      header: t('reconciliation.books'),
      align: 'end',
      cell: (line) => figure(line, line.books),
    },
    {
      id: 'counterpart',
      header: t('reconciliation.counterpart'),
      align: 'end',
      cell: (line) =>
        line.counterpart === null
          ? t('reconciliation.noStatement')
          : figure(line, line.counterpart),
    },
    {
      id: 'difference',
      header: t('reconciliation.difference'),
      align: 'end',
      cell: (line) => figure(line, line.difference),
    },
    {
      id: 'status',
      header: t('desk.status'),
      cell: (line) =>
        line.flagged ? (
          <span className="reconciliation-flagged">{t('reconciliation.flagged')}</span>
        ) : (
          t('reconciliation.matches')
        ),
    },
  ];
  const lines = query.data?.data.lines ?? [];
  const flagged = query.data?.data.flagged_count ?? 0;
  return (
    <section className="operator-card" aria-labelledby="reconciliation-heading">
      <h1 id="reconciliation-heading">{t('reconciliation.heading')}</h1>
      <p className="operator-muted">{t('reconciliation.intro')}</p>
      <div className="reconciliation-controls">
        <div className="field">
          <label htmlFor={dateId}>{t('reconciliation.date')}</label>
          <input
            id={dateId}
            type="date"
            value={date}
            onChange={(event) => {
              if (event.target.value !== '') setDate(event.target.value);
            }}
          />
        </div>
      </div>
      {query.isSuccess ? (
        <p role="status" className={flagged > 0 ? 'reconciliation-flagged' : undefined}>
          {flagged > 0
            ? t('reconciliation.flaggedCount', { count: flagged })
            : t('reconciliation.noneFlagged')}
        </p>
      ) : null}
      <DataTable
        caption={t('reconciliation.caption', { date })}
        columns={columns}
        rows={lines}
        rowKey={(line) => `${line.item}:${line.asset}`}
        status={query.status}
        onRetry={() => void query.refetch()}
        totalCount={lines.length}
        page={0}
        onPageChange={() => {}}
        pageSize={Math.max(lines.length, 1)}
        onExport={() => downloadReconciliation(date, session?.token)}
      />
    </section>
  );
}
