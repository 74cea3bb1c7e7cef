import type { AccountLevel } from '@emas/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { useEffect, useId, useState } from 'react';
import { type Column, DataTable } from '../../components/data-table.tsx';
import {
  ALL_DATES,
  type DateFilter,
  DateRangeFilter,
} from '../../components/date-range-filter.tsx';
import { moneyText, numberText } from '../../lib/figure-text.ts';
import { useLanguage, featureTranslation } from '../../lib/i18n.ts';
import { displayCurrency } from '../../lib/preferences.ts';
import { saveFile } from '../../lib/save-file.ts';
import { useSession, type StoredSession } from '../../lib/session.ts';
import { ContractFilter } from '../reports/index.ts';
import { useTradingContracts } from '../trading/index.ts';
import { rrsMessages } from './messages.ts';
import { fetchRrs, fetchRrsChoices, type RrsRow } from './rrs-calls.ts';
import './rrs.css';

const useRrsTranslation = featureTranslation('rrs', rrsMessages);

/** With no one under a branch the spec resets the totals to zero. */
const NO_REVENUE = { usd: '0.00', idr: '0.00' };

/** The spec's words when a branch has no one under it. */
const NO_CLIENTS: Partial<Record<AccountLevel, string>> = {
  fm: 'There are no clients under FM!',
  ib: 'There are no clients under IB!',
};

/** /rrs (spec 002): the revenue-share report of the signed-in level. */
export function RrsPage() {
  const session = useSession();
  return session === null ? null : <SignedInRrs session={session} />;
}

function SignedInRrs({ session }: { session: StoredSession }) {
  const { t } = useRrsTranslation();
  const level = session.level;
  const [chosen, setChosen] = useState<string | null>(null);
  const [contractIds, setContractIds] = useState<readonly number[]>([]);
  const [dates, setDates] = useState<DateFilter>(ALL_DATES);
  const contracts = useTradingContracts();
  const choices = useQuery({
    queryKey: ['rrs', 'choices', level],
    queryFn: ({ signal }) => fetchRrsChoices(level, signal),
  });
  const period =
    dates.range === null
      ? { type: 'all' as const }
      : { type: dates.period, startDate: dates.range.dateStart, endDate: dates.range.dateEnd };
  const report = useQuery({
    queryKey: ['rrs', 'report', level, chosen, contractIds, period],
    queryFn: ({ signal }) => fetchRrs(level, chosen, contractIds, period, signal),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    document.title = `RRS · Emas`;
  }, []);
  const branchLevel = level === 'ib' || level === 'fm' || level === 'ccp';
  const noOneBelow = choices.isSuccess && choices.data.length === 0 ? NO_CLIENTS[level] : undefined;
  const rows = noOneBelow === undefined ? (report.data?.rows ?? []) : [];
  const columns = useRrsColumns(rows);
  return (
    <section className="rrs-page" aria-labelledby="rrs-title">
      <h1 id="rrs-title">{t('title')}</h1>
      <Summary
        session={session}
        revenue={branchLevel ? (noOneBelow ? NO_REVENUE : report.data?.revenue) : undefined}
      />
      <div className="rrs-filters">
        {branchLevel ? (
          <ChoiceFilter choices={choices.data ?? []} value={chosen} onChange={setChosen} />
        ) : null}
        {branchLevel && chosen === null ? (
          <ContractFilter
            contracts={contracts.list}
            chosen={contractIds}
            onChange={setContractIds}
          />
        ) : null}
        <DateRangeFilter value={dates} onChange={setDates} />
      </div>
      {noOneBelow ? (
        <p role="status" className="rrs-note">
          {noOneBelow}
        </p>
      ) : null}
      <DataTable
        caption={t('tableCaption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => ('_id' in row ? row._id : String(row.contract_id))}
        status={noOneBelow ? 'success' : report.status}
        onRetry={() => void report.refetch()}
        totalCount={rows.length}
        page={0}
        pageSize={Math.max(rows.length, 1)}
        onPageChange={() => undefined}
        onExport={async () => exportRows(rows)}
      />
    </section>
  );
}

function Summary({
  session,
  revenue,
}: {
  session: StoredSession;
  revenue: { usd: string; idr: string } | undefined;
}) {
  const { t } = useRrsTranslation();
  const [language] = useLanguage();
  if (revenue === undefined) {
    return (
      <dl className="rrs-summary">
        <dt>{t('hin')}</dt>
        <dd>{session.hin ?? '-'}</dd>
        <dt>{t('accountName')}</dt>
        <dd>{session.fullname ?? '-'}</dd>
        <dt>{t('storageFee')}</dt>
        <dd>-</dd>
      </dl>
    );
  }
  return (
    <dl className="rrs-summary">
      <dt>{t('revenue')} (USD)</dt>
      <dd>{moneyText(revenue.usd, 'usd', language)}</dd>
      <dt>{t('revenue')} (IDR)</dt>
      <dd>{moneyText(revenue.idr, 'idr', language)}</dd>
    </dl>
  );
}

type ChoiceFilterProps = {
  choices: readonly { _id: string; fullname: string; trade_account: { hin: string } }[];
  value: string | null;
  onChange: (value: string | null) => void;
};

/** House (everyone) or one branch or client, as "HIN - full name". */
function ChoiceFilter({ choices, value, onChange }: ChoiceFilterProps) {
  const { t } = useRrsTranslation();
  const id = useId();
  return (
    <div className="rrs-filter">
      <label htmlFor={id}>{t('client')}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{t('house')}</option>
        {choices.map((choice) => (
          <option key={choice._id} value={choice.trade_account.hin}>
            {choice.trade_account.hin} - {choice.fullname}
          </option>
        ))}
      </select>
    </div>
  );
}

const nameOf = (row: RrsRow) => ('fullname' in row ? row.fullname : row.name);
const hinOf = (row: RrsRow) => ('trade_account' in row ? row.trade_account.hin : '-');

function useRrsColumns(rows: readonly RrsRow[]): Column<RrsRow>[] {
  const [language] = useLanguage();
  const currency = displayCurrency.use();
  const money = (usd: string, idr: string) =>
    moneyText(currency === 'usd' ? usd : idr, currency, language);
  const num = (text: string, decimals: number) => numberText(text, language, decimals);
  return [
    { id: 'no', header: 'NO.', cell: (row) => rows.indexOf(row) + 1 },
    { id: 'name', header: 'ACCOUNT NAME / PRODUCT', cell: nameOf },
    { id: 'hin', header: 'HIN', cell: hinOf },
    {
      id: 'buy',
      header: 'BUY',
      align: 'end',
      cell: (row) => money(row.gold.buy.total_price, row.gold.buy.totalPriceIdr),
    },
    {
      id: 'buy-toz',
      header: 'BUY TOZ',
      align: 'end',
      cell: (row) => num(row.gold.buy.totalToz, 10),
    },
    {
      id: 'buy-gram',
      header: 'BUY GRAM',
      align: 'end',
      cell: (row) => num(row.gold.buy.total_gram, 2),
    },
    {
      id: 'sell',
      header: 'SELL',
      align: 'end',
      cell: (row) => money(row.gold.sell.total_price, row.gold.sell.totalPriceIdr),
    },
    {
      id: 'sell-toz',
      header: 'SELL TOZ',
      align: 'end',
      cell: (row) => num(row.gold.sell.totalToz, 10),
    },
    {
      id: 'sell-gram',
      header: 'SELL GRAM',
      align: 'end',
      cell: (row) => num(row.gold.sell.total_gram, 2),
    },
    {
      id: 'total',
      header: 'TOTAL TRADE',
      align: 'end',
      cell: (row) => money(row.total_trade, row.totalTradeIdr),
    },
    { id: 'toz', header: 'TOTAL TOZ', align: 'end', cell: (row) => num(row.totalToz, 10) },
    { id: 'gram', header: 'TOTAL GRAM', align: 'end', cell: (row) => num(row.total_gram, 2) },
    {
      id: 'ratio',
      header: 'RATE RATIO (%)',
      align: 'end',
      cell: (row) => (row.rateRatio === '-' ? '-' : num(row.rateRatio, 2)),
    },
  ];
}

/** The table as RRS.csv, built in the browser from the rows shown. */
function exportRows(rows: readonly RrsRow[]) {
  const csv = stringify([
    [
      'No.',
      'Name',
      'HIN',
      'Buy IDR',
      'Buy TOZ',
      'Buy Gram',
      'Sell IDR',
      'Sell TOZ',
      'Sell Gram',
      'Total Trade IDR',
      'Total TOZ',
      'Total Gram',
      'Rate Ratio',
    ],
    ...rows.map((row, index) => [
      String(index + 1),
      nameOf(row),
      hinOf(row),
      row.gold.buy.totalPriceIdr,
      row.gold.buy.totalToz,
      row.gold.buy.total_gram,
      row.gold.sell.totalPriceIdr,
      row.gold.sell.totalToz,
      row.gold.sell.total_gram,
      row.totalTradeIdr,
      row.totalToz,
      row.total_gram,
      row.rateRatio,
    ]),
  ]);
  saveFile(new Blob([csv], { type: 'text/csv' }), 'RRS.csv');
}
