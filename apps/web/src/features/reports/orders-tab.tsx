import type { Order } from '@emas/api';
import { contractById, gramsText } from '@emas/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { ShortId } from '../../components/short-id.tsx';
import { endpointQuery } from '../../lib/endpoint-call.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { displayCurrency } from '../../lib/preferences.ts';
import type { StoredSession } from '../../lib/session.ts';
import { useMoneyText } from '../shell/index.ts';
import { OrderDetailDialog, OrderViewDialog, useTradingContracts } from '../trading/index.ts';
import { isIntermediary, ordersCall } from './report-calls.ts';
import { type ClientChoice, ClientFilter, ContractFilter } from './report-filters.tsx';
import { dateTimeText, moneyText, numberText } from '../../lib/figure-text.ts';
import { useReportsTranslation } from './use-reports-translation.ts';

type StatusChoice = 'submit' | 'fill' | 'cancel';
const STATUS_CHOICES: readonly string[] = ['submit', 'fill', 'cancel'];
const PAGE_SIZE = 10;

/**
 * The ORDERS tab (spec 002): product, client and status filters; a row opens the order. The
 * address may name a status and an order to open (`?status=fill&order=<id>`, the portfolio's
 * links to a fill's order).
 */
export function OrdersTab({ session }: { session: StoredSession }) {
  const { t } = useReportsTranslation();
  const level = session.level;
  const contracts = useTradingContracts();
  const [params] = useSearchParams();
  const askedStatus = params.get('status');
  const [contractIds, setContractIds] = useState<readonly number[]>([]);
  const [client, setClient] = useState<ClientChoice>(null);
  const [status, setStatus] = useState<StatusChoice>(
    askedStatus !== null && STATUS_CHOICES.includes(askedStatus)
      ? (askedStatus as StatusChoice)
      : 'submit',
  );
  const [page, setPage] = useState(0);
  const [orderId, setOrderId] = useState<string | null>(params.get('order'));
  // The spec's intermediary and lp calls list limit orders (the client's lists every kind).
  const filters = {
    ...(level === 'client' ? {} : { order_type: 'limit' as const }),
    status,
    ...(contractIds.length === 0 ? {} : { 'contractId[]': contractIds.map(String) }),
    ...(client === null ? {} : { hin: client }),
  };
  const query = useQuery({
    ...endpointQuery(['reports', 'orders', level, filters, page], ordersCall(level), {
      query: { ...filters, offset: String(page * PAGE_SIZE), limit: String(PAGE_SIZE) },
      body: {},
    }),
    placeholderData: keepPreviousData,
  });
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };
  // Every row opens its order; edit and kill are there only for the account that owns it.
  const columns = useOrderColumns(status, setOrderId);
  const rows = query.data?.data.body ?? [];
  const viewed = orderId === null ? undefined : rows.find((row) => row.id === orderId);
  const ownsOrders = level === 'client' || level === 'lp';
  return (
    <div className="report-tab">
      <div className="report-filters">
        <ContractFilter
          contracts={contracts.list}
          chosen={contractIds}
          onChange={refilter(setContractIds)}
        />
        {isIntermediary(level) ? (
          <ClientFilter value={client} onChange={refilter(setClient)} />
        ) : null}
        <SegmentedControl
          label={t('statusLabel')}
          value={status}
          onChange={refilter(setStatus)}
          options={[
            { value: 'submit', label: 'Open' },
            { value: 'fill', label: 'Filled' },
            { value: 'cancel', label: 'Killed' },
          ]}
        />
      </div>
      <DataTable
        caption={t('ordersCaption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        status={query.status}
        onRetry={() => void query.refetch()}
        totalCount={query.data?.data.total ?? 0}
        page={page}
        onPageChange={setPage}
      />
      {orderId !== null && ownsOrders ? (
        <OrderDetailDialog
          orderId={orderId}
          session={session}
          contracts={contracts.list}
          onClose={() => {
            setOrderId(null);
            void query.refetch();
          }}
        />
      ) : null}
      {viewed !== undefined && !ownsOrders ? (
        <OrderViewDialog
          order={viewed}
          contracts={contracts.list}
          onClose={() => setOrderId(null)}
        />
      ) : null}
    </div>
  );
}

function useOrderColumns(status: StatusChoice, onOpen: (orderId: string) => void): Column<Order>[] {
  const { t } = useReportsTranslation();
  const [language] = useLanguage();
  const currency = displayCurrency.use();
  const money = useMoneyText();
  const value = (row: Order) =>
    moneyText(
      currency === 'usd' ? row.attributes.paymentUsd : row.attributes.paymentIdr,
      currency,
      language,
    );
  const grams = (mg: string) => numberText(gramsText(BigInt(mg), 2), language);
  const base: Column<Order>[] = [
    { id: 'direction', header: 'DIRECTION', cell: (row) => t(row.attributes.direction) },
    { id: 'type', header: 'ORDER TYPE', cell: (row) => t(row.attributes.orderType) },
    { id: 'date', header: 'DATE', cell: (row) => dateTimeText(row.attributes.createdAt, language) },
    {
      id: 'order',
      header: 'ORDER ID',
      cell: (row) => (
        <button type="button" className="link-button" onClick={() => onOpen(row.id)}>
          {row.id}
        </button>
      ),
    },
    {
      id: 'product',
      header: 'PRODUCT',
      cell: (row) =>
        contractById(row.attributes.contractId)?.tradeTicketName ?? row.attributes.contractId,
    },
    { id: 'hub', header: 'HUB', cell: () => 'JAK' },
    {
      id: 'quantity',
      header: 'QTY',
      align: 'end',
      cell: (row) => numberText(row.attributes.quantity, language, 1),
    },
  ];
  const statusColumn: Column<Order> = {
    id: 'status',
    header: 'STATUS',
    cell: (row) =>
      row.attributes.status === 'cancel'
        ? t('cancelled')
        : row.attributes.status === 'fill'
          ? 'Filled'
          : 'Open',
  };
  if (status === 'cancel') return [...base, statusColumn];
  const priced: Column<Order>[] = [
    { id: 'value', header: 'CONTRACT VALUE', align: 'end', cell: value },
    {
      id: 'price',
      header: 'ESTIMATED PRICE',
      align: 'end',
      cell: (row) => money.rupiah(row.attributes.limitPrice ?? row.attributes.averagePrice),
    },
  ];
  if (status === 'submit') {
    return [
      ...base,
      ...priced,
      {
        id: 'remaining',
        header: 'REMAINING / TOTAL GRAM',
        align: 'end',
        cell: (row) => `${grams(row.attributes.remainingMg)} / ${grams(row.attributes.quantityMg)}`,
      },
      statusColumn,
    ];
  }
  // Filled adds the transaction ids after the order id: a partly filled order has several.
  const transactions: Column<Order> = {
    id: 'transaction',
    header: 'TRANSACTION ID',
    cell: (row) => {
      const ids = row.attributes.transactionIds ?? [];
      return ids.length === 0 ? '—' : ids.map((id) => <ShortId key={id} id={id} />);
    },
  };
  const orderAt = base.findIndex((column) => column.id === 'order') + 1;
  return [
    ...base.slice(0, orderAt),
    transactions,
    ...base.slice(orderAt),
    ...priced,
    {
      id: 'metal',
      header: 'METAL VALUE OF TRADE',
      align: 'end',
      cell: (row) => money.rupiah(row.attributes.filledValueIdr),
    },
    { id: 'settlement', header: 'SETTLEMENT AMOUNT', align: 'end', cell: value },
    {
      id: 'total',
      header: 'TOTAL GRAM',
      align: 'end',
      cell: (row) => grams(row.attributes.filledMg),
    },
    statusColumn,
  ];
}
