import type { Transaction } from '@emas/api';
import type { AccountLevel } from '@emas/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Column, DataTable, listPage } from '../../components/data-table.tsx';
import {
  ALL_DATES,
  type DateFilter,
  DateRangeFilter,
} from '../../components/date-range-filter.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { ShortId } from '../../components/short-id.tsx';
import { endpointQuery } from '../../lib/endpoint-call.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { displayCurrency } from '../../lib/preferences.ts';
import { TradeConfirmationButton } from '../confirmation/index.ts';
import { useTradingContracts } from '../trading/index.ts';
import { exportTransactions, sizeText } from './export-csv.ts';
import { contractQueryOf, dateQueryOf, isIntermediary, transactionsCall } from './report-calls.ts';
import { type ClientChoice, ClientFilter, ContractFilter } from './report-filters.tsx';
import { dateTimeText, moneyText, numberText } from '../../lib/figure-text.ts';
import { useReportsTranslation } from './use-reports-translation.ts';

type OrderTypeChoice = 'all' | 'market' | 'limit';
type StatusChoice = 'all' | 'match' | 'on_process';
const PAGE_SIZE = 10;

type Props = { level: AccountLevel; initialContractIds: readonly number[] };

/** The TRANSACTIONS tab (spec 002): filters, the table with P&L, EXPORT and the PDF column. */
export function TransactionsTab({ level, initialContractIds }: Props) {
  const { t } = useReportsTranslation();
  const contracts = useTradingContracts();
  const [orderType, setOrderType] = useState<OrderTypeChoice>('all');
  const [dates, setDates] = useState<DateFilter>(ALL_DATES);
  const [contractIds, setContractIds] = useState<readonly number[]>(initialContractIds);
  const [status, setStatus] = useState<StatusChoice>('all');
  const [client, setClient] = useState<ClientChoice>(null);
  const [page, setPage] = useState(0);
  const filters = {
    ...contractQueryOf(level, contractIds),
    ...dateQueryOf(level, dates.range),
    ...(orderType === 'all'
      ? {}
      : isIntermediary(level)
        ? { type: orderType }
        : { order_type: orderType }),
    ...(status === 'all' ? {} : { status }),
    ...(client === null ? {} : { hin: client }),
  };
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };
  const query = useQuery({
    ...endpointQuery(['reports', 'transactions', level, filters, page], transactionsCall(level), {
      query: { ...filters, offset: String(page * PAGE_SIZE), limit: String(PAGE_SIZE) },
      body: {},
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="report-tab">
      <div className="report-filters">
        <SegmentedControl
          label={t('orderTypeLabel')}
          value={orderType}
          onChange={refilter(setOrderType)}
          options={[
            { value: 'all', label: t('all') },
            { value: 'market', label: t('market') },
            { value: 'limit', label: t('limit') },
          ]}
        />
        <ContractFilter
          contracts={contracts.list}
          chosen={contractIds}
          onChange={refilter(setContractIds)}
        />
        {level === 'ib' || level === 'fm' ? (
          <SegmentedControl
            label={t('statusFilterLabel')}
            value={status}
            onChange={refilter(setStatus)}
            options={[
              { value: 'all', label: 'All' },
              { value: 'match', label: 'Match' },
              { value: 'on_process', label: 'On Process' },
            ]}
          />
        ) : null}
        {isIntermediary(level) ? (
          <ClientFilter value={client} onChange={refilter(setClient)} />
        ) : null}
        <DateRangeFilter value={dates} onChange={refilter(setDates)} />
      </div>
      <p className="report-info" role="note">
        {t('partialInfo')}
      </p>
      <ExportProgressTable
        caption={t('transactionsCaption')}
        {...listPage(query, page, setPage)}
        exportQuery={filters}
      />
    </div>
  );
}

type TableProps = {
  caption: string;
  rows: readonly Transaction[];
  totalCount: number;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  page: number;
  onPageChange: (page: number) => void;
  exportQuery: Record<string, unknown>;
};

function ExportProgressTable({ exportQuery, ...table }: TableProps) {
  const { t } = useReportsTranslation();
  const currency = displayCurrency.use();
  const [received, setReceived] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const columns = useTransactionColumns();
  const onExport = async () => {
    setFailed(false);
    setReceived(0);
    try {
      // The file is a record: rupiah as kept, whatever the screen shows (the note says so).
      await exportTransactions({ ...exportQuery, currency: 'idr' }, setReceived);
    } catch {
      setFailed(true);
    } finally {
      setReceived(null);
    }
  };
  return (
    <>
      <p className="report-export-status" aria-live="polite">
        {received !== null ? t('exporting', { size: sizeText(received) }) : null}
        {failed ? <span role="alert">{t('exportFailed')}</span> : null}
      </p>
      {currency === 'usd' ? <p className="report-note">{t('exportInRupiah')}</p> : null}
      <DataTable {...table} columns={columns} rowKey={(row) => row.id} onExport={onExport} />
    </>
  );
}

function useTransactionColumns(): Column<Transaction>[] {
  const { t } = useReportsTranslation();
  const [language] = useLanguage();
  const currency = displayCurrency.use();
  const money = (row: Transaction) => row.attributes[currency];
  const amount = (text: string, decimals = 2) => moneyText(text, currency, language, decimals);
  const charge = currency === 'usd' ? 3 : 2;
  return [
    {
      id: 'direction',
      header: 'DIRECTION',
      cell: (row) => (
        <DirectionIcon direction={row.attributes.direction} label={t(row.attributes.direction)} />
      ),
    },
    { id: 'type', header: 'ORDER TYPE', cell: (row) => t(row.attributes.orderType) },
    { id: 'date', header: 'DATE', cell: (row) => dateTimeText(row.attributes.createdAt, language) },
    { id: 'order', header: 'ORDER ID', cell: (row) => row.attributes.orderId },
    {
      id: 'transaction',
      header: 'TRANSACTION ID',
      cell: (row) => <ShortId id={row.attributes.orderMatchId} />,
    },
    { id: 'hin', header: 'HIN', cell: (row) => row.attributes.hin },
    { id: 'product', header: 'PRODUCT', cell: (row) => row.attributes.product },
    { id: 'hub', header: 'HUB', cell: (row) => row.attributes.hub },
    {
      id: 'quantity',
      header: 'QTY',
      align: 'end',
      cell: (row) => numberText(row.attributes.quantity, language, 1),
    },
    {
      id: 'gram',
      header: 'TOTAL GRAM',
      align: 'end',
      cell: (row) => numberText(row.attributes.totalGram, language),
    },
    {
      id: 'price',
      header: 'PRICE PER GRAM',
      align: 'end',
      cell: (row) => amount(money(row).pricePerGram),
    },
    {
      id: 'value',
      header: 'METAL VALUE OF TRADE',
      align: 'end',
      cell: (row) => amount(money(row).metalValueOfTrade),
    },
    { id: 'fee', header: 'FEES', align: 'end', cell: (row) => amount(money(row).fee, charge) },
    { id: 'tax', header: 'TAX', align: 'end', cell: (row) => amount(money(row).tax, charge) },
    {
      id: 'storage',
      header: 'STORAGE FEE',
      align: 'end',
      cell: (row) => amount(money(row).storageFee, charge),
    },
    {
      id: 'settlement',
      header: 'SETTLEMENT AMOUNT',
      align: 'end',
      cell: (row) => amount(money(row).settlementAmount),
    },
    {
      id: 'unrealized',
      header: 'UNREALIZED PNL',
      align: 'end',
      cell: (row) => amount(money(row).unrealizedPnl),
    },
    {
      id: 'realized',
      header: 'REALIZED PNL',
      align: 'end',
      cell: (row) => amount(money(row).realizedPnl),
    },
    { id: 'status', header: 'STATUS', cell: (row) => row.attributes.statusText },
    {
      id: 'pdf',
      header: 'PDF',
      cell: (row) =>
        row.attributes.status === 'match' ? (
          <TradeConfirmationButton
            orderMatchId={row.attributes.orderMatchId}
            direction={row.attributes.direction}
          />
        ) : (
          <button type="button" className="button button-secondary" disabled>
            PDF
          </button>
        ),
    },
  ];
}

/** Buy: a green arrow down (gold comes in); sell: a red arrow up (spec 002). */
function DirectionIcon({ direction, label }: { direction: 'buy' | 'sell'; label: string }) {
  return (
    <span className={`report-direction report-direction-${direction}`}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d={direction === 'buy' ? 'M12 4v16M5 13l7 7 7-7' : 'M12 20V4M5 11l7-7 7 7'} />
      </svg>
      {label}
    </span>
  );
}
