import type { RecurringBuyRun } from '@emas/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { moneyText, numberText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { displayCurrency } from '../../lib/preferences.ts';
import { runsQuery } from './recurring-buys-calls.ts';
import { marketDayText, reasonText } from './schedule-text.ts';
import { useRecurringBuysTranslation } from './use-recurring-buys-translation.ts';

const RUNS_PAGE_SIZE = 10;
const USD_DECIMALS = 4;

/** A schedule's runs, newest first, ten a page: bought (lots, price, total) or skipped and why. */
export function RunHistory({ scheduleId, name }: { scheduleId: string; name: string }) {
  const { t } = useRecurringBuysTranslation();
  const [language] = useLanguage();
  const currency = displayCurrency.use();
  const [page, setPage] = useState(0);
  const runs = useQuery({
    ...runsQuery(scheduleId, page, RUNS_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const money = (idr: string | null, usd: string | null) =>
    currency === 'usd'
      ? moneyText(usd, 'usd', language, USD_DECIMALS)
      : moneyText(idr, 'idr', language);
  const columns: Column<RecurringBuyRun>[] = [
    { id: 'day', header: t('history.day'), cell: (run) => marketDayText(run, language) },
    {
      id: 'result',
      header: t('history.result'),
      cell: (run) => (
        <span className={`recurring-run recurring-run-${run.status}`}>
          {t(`history.status.${run.status}`)}
          {run.status === 'skipped' ? `: ${reasonText(run.reason, language)}` : ''}
        </span>
      ),
    },
    {
      id: 'quantity',
      header: t('history.quantity'),
      cell: (run) => numberText(run.quantity, language, 1),
      align: 'end',
    },
    {
      id: 'price',
      header: t('history.price'),
      cell: (run) => money(run.average_price, run.average_price_usd),
      align: 'end',
    },
    {
      id: 'total',
      header: t('history.total'),
      cell: (run) => money(run.total, run.total_usd),
      align: 'end',
    },
  ];
  return (
    <DataTable
      caption={t('history.caption', { name })}
      columns={columns}
      rows={runs.data?.data.body ?? []}
      rowKey={(run) => run.id}
      status={runs.status}
      onRetry={() => void runs.refetch()}
      totalCount={runs.data?.data.count ?? 0}
      page={page}
      onPageChange={setPage}
      pageSize={RUNS_PAGE_SIZE}
    />
  );
}
