import { accountEndpoints } from '@emas/api/accounts';
import type { DisplayCurrency } from '@emas/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, listPage } from '../../components/data-table.tsx';
import { useEntryKindName } from '../../components/entry-kind.ts';
import { ShortId } from '../../components/short-id.tsx';
import { endpointQuery } from '../../lib/endpoint-call.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { displayCurrency } from '../../lib/preferences.ts';
import type { StoredSession } from '../../lib/session.ts';
import { historyCall, isIntermediary } from './report-calls.ts';
import { type ClientChoice, ClientFilter } from './report-filters.tsx';
import { dateTimeText, moneyText } from '../../lib/figure-text.ts';
import { useReportsTranslation } from './use-reports-translation.ts';
import { useMoneyText } from '../shell/index.ts';

const PAGE_SIZE = 10;

/**
 * ACCOUNT BALANCE HISTORY (spec 002): the current-balance card for a client or lp, a client
 * filter for the others, and the cash movements in IDR or USD.
 */
export function HistoryTab({ session }: { session: StoredSession }) {
  const { t } = useReportsTranslation();
  const [language] = useLanguage();
  const currency = displayCurrency.use();
  const kindName = useEntryKindName();
  const level = session.level;
  const [client, setClient] = useState<ClientChoice>(null);
  const [page, setPage] = useState(0);
  const intermediary = isIntermediary(level);
  const query = useQuery({
    ...endpointQuery(['reports', 'history', level, client, page], historyCall(level), {
      query: {
        offset: String(page * PAGE_SIZE),
        limit: String(PAGE_SIZE),
        ...(client === null ? {} : { hin: client }),
      },
      body: {},
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="report-tab">
      {intermediary ? (
        <div className="report-filters">
          <ClientFilter
            value={client}
            onChange={(value) => {
              setClient(value);
              setPage(0);
            }}
          />
        </div>
      ) : (
        <BalanceCard session={session} currency={currency} />
      )}
      {intermediary && client === null ? <p className="report-note">{t('chooseClient')}</p> : null}
      <DataTable
        caption={t('historyCaption')}
        {...listPage(query, page, setPage)}
        rowKey={(row) => row.id}
        columns={[
          {
            id: 'date',
            header: 'DATE',
            cell: (row) => dateTimeText(row.attributes.createdAt, language),
          },
          { id: 'account-id', header: 'EFFECTIVE ACCOUNT ID', cell: (row) => row.attributes.hin },
          { id: 'account', header: 'ACCOUNT', cell: (row) => row.attributes.fullname },
          { id: 'id', header: 'TRANSACTION ID', cell: (row) => <ShortId id={row.id} /> },
          {
            id: 'type',
            header: 'TRANSACTION',
            cell: (row) => kindName(row.attributes.transactionTypeId),
          },
          {
            id: 'amount',
            header: 'AMOUNT',
            align: 'end',
            cell: (row) =>
              moneyText(
                currency === 'usd' ? row.attributes.amountUsd : row.attributes.amount,
                currency,
                language,
              ),
          },
        ]}
      />
    </div>
  );
}

/** The current balances: account and available trade balance, and the credit figures. */
function BalanceCard({ session, currency }: { session: StoredSession; currency: DisplayCurrency }) {
  const { t } = useReportsTranslation();
  const [language] = useLanguage();
  const balance = useQuery(
    endpointQuery(['reports', 'balance', session.userId], accountEndpoints.balance, {
      body: { user_id: session.userId },
    }),
  );
  const body = balance.data?.body;
  const usd = currency === 'usd';
  const money = (idr: string | undefined, inUsd: string | undefined) =>
    moneyText(usd ? inUsd : idr, currency, language);
  // The credit line is granted in rupiah (spec 002 section 9); dollars are only its view.
  const converted = useMoneyText();
  const rupiah = (idr: string | undefined) => converted.rupiah(idr);
  return (
    <section className="report-card" aria-label={t('currentBalance')}>
      <h2>{t('currentBalance')}</h2>
      <dl className="report-figures">
        <dt>{t('accountBalance')}</dt>
        <dd>{money(body?.account_bal, body?.usd_balance)}</dd>
        <dt>{t('availableTrade')}</dt>
        <dd>{money(body?.available_trade_bal, body?.available_trade_bal_usd)}</dd>
        <dt>{t('creditLimit')}</dt>
        <dd>{rupiah(body?.creditLimit)}</dd>
        <dt>{t('availableCredit')}</dt>
        <dd>{rupiah(body?.availableCredit)}</dd>
        <dt>{t('settlementOwing')}</dt>
        <dd>{rupiah(body?.settlementOwning)}</dd>
      </dl>
    </section>
  );
}
