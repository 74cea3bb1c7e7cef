import { reportEndpoints } from '@emas/api/reports';
import { type AccountLevel, contractById } from '@emas/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, listPage } from '../../components/data-table.tsx';
import { endpointQuery } from '../../lib/endpoint-call.ts';
import { useLanguage } from '../../lib/i18n.ts';
import type { StoredSession } from '../../lib/session.ts';
import { holdingsCall } from './report-calls.ts';
import { HoldingCards } from './holding-cards.tsx';
import { numberText } from '../../lib/figure-text.ts';
import { useMoneyText } from '../shell/index.ts';
import { useReportsTranslation } from './use-reports-translation.ts';

const PAGE_SIZE = 10;

/** The HOLDINGS tab: a client's cards, or the paged table of fm, ib and lp (spec 002). */
export function HoldingsTab({ session }: { session: StoredSession }) {
  return session.level === 'client' ? (
    <HoldingCards session={session} />
  ) : (
    <HoldingsTable level={session.level} />
  );
}

type HoldingRow = {
  key: string;
  hin: string;
  account: string;
  holding: {
    contractId: number;
    hub: string;
    quantity: string;
    total_gram: string;
    avg_metal_cost_idr: string;
    fee_tax_idr: string;
    avg_total_cost_idr: string;
    metal_value_idr: string;
    estimated_pnl_idr: string;
  };
};

function HoldingsTable({ level }: { level: AccountLevel }) {
  const { t } = useReportsTranslation();
  const [language] = useLanguage();
  const [page, setPage] = useState(0);
  const query = useQuery({
    ...endpointQuery(['reports', 'holdings', level, page], holdingsCall(level), {
      query: { offset: String(page * PAGE_SIZE), limit: String(PAGE_SIZE) },
      body: {},
    }),
    placeholderData: keepPreviousData,
  });
  const data = query.data?.data;
  const rows: HoldingRow[] = (data?.body ?? []).flatMap((account) =>
    account.holdings.map((holding) => ({
      key: `${account.account_id}-${holding.contractId}`,
      hin: account.hin,
      account: account.account,
      holding,
    })),
  );
  const money = useMoneyText();
  const idr = (text: string) => money.rupiah(text);
  return (
    <div className="report-tab">
      {level === 'lp' && data ? (
        <section className="report-card" aria-label={t('lpStatus')}>
          <p>
            {t('lpStatus')}: <strong>{data.lpStatus ?? '—'}</strong>
          </p>
          <p>
            {t('lpTotalGold')}: {numberText(data.totalGram, language)} g
          </p>
        </section>
      ) : null}
      <DataTable
        caption={t('holdingsCaption')}
        rows={rows}
        rowKey={(row) => row.key}
        status={query.status}
        onRetry={() => void query.refetch()}
        totalCount={data?.count ?? 0}
        page={page}
        onPageChange={setPage}
        columns={[
          { id: 'hin', header: 'HIN', cell: (row) => row.hin },
          { id: 'account', header: 'ACCOUNT', cell: (row) => row.account },
          {
            id: 'product',
            header: 'PRODUCT',
            cell: (row) => contractById(row.holding.contractId)?.tradeTicketName ?? '—',
          },
          { id: 'hub', header: 'HUB', cell: (row) => row.holding.hub },
          {
            id: 'qty',
            header: 'QTY',
            align: 'end',
            cell: (row) => numberText(row.holding.quantity, language, 1),
          },
          {
            id: 'gram',
            header: 'TOTAL GRAM',
            align: 'end',
            cell: (row) => numberText(row.holding.total_gram, language),
          },
          {
            id: 'metal',
            header: 'AVERAGE METAL COST',
            align: 'end',
            cell: (row) => idr(row.holding.avg_metal_cost_idr),
          },
          {
            id: 'fee',
            header: 'FEE & TAX',
            align: 'end',
            cell: (row) => idr(row.holding.fee_tax_idr),
          },
          {
            id: 'total',
            header: 'AVERAGE TOTAL COST INC. FEES & TAX',
            align: 'end',
            cell: (row) => idr(row.holding.avg_total_cost_idr),
          },
          {
            id: 'value',
            header: 'METAL VALUE AT DATE',
            align: 'end',
            cell: (row) => idr(row.holding.metal_value_idr),
          },
          ...(level === 'lp'
            ? []
            : [
                {
                  id: 'pnl',
                  header: 'ESTIMATED P & L',
                  align: 'end' as const,
                  cell: (row: HoldingRow) => idr(row.holding.estimated_pnl_idr),
                },
              ]),
        ]}
      />
    </div>
  );
}

/** The clients' balances, for the CLIENTS tab. */
export function ClientsTab() {
  const { t } = useReportsTranslation();
  const money = useMoneyText();
  const [page, setPage] = useState(0);
  const query = useQuery({
    ...endpointQuery(['reports', 'clients', page], reportEndpoints.listTradeAccounts, {
      query: { offset: String(page * PAGE_SIZE), limit: String(PAGE_SIZE) },
      body: {},
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="report-tab">
      <DataTable
        caption={t('clientsCaption')}
        {...listPage(query, page, setPage)}
        rowKey={(row) => row.trade_account.account_id}
        columns={[
          { id: 'name', header: 'NAME', cell: (row) => row.fullname },
          { id: 'hin', header: 'HIN', cell: (row) => row.trade_account.hin },
          { id: 'bank', header: 'BANK', cell: (row) => row.bank_account[0]?.name ?? '-' },
          { id: 'rped', header: 'RPED', cell: (row) => row.bank_account[0]?.account_no ?? '-' },
          {
            id: 'balance',
            header: 'BALANCE',
            align: 'end',
            cell: (row) => money.rupiah(row.balance),
          },
        ]}
      />
    </div>
  );
}
