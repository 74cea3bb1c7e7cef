import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AddressTabbedPage } from '../../components/tabbed-page.tsx';
import type { TabItem } from '../../components/tabs.tsx';
import { useSession, type StoredSession } from '../../lib/session.ts';
import { ConversionNote } from '../shell/index.ts';
import { goldBalanceQuery } from './holding-cards.tsx';
import { HistoryTab } from './history-tab.tsx';
import { ClientsTab, HoldingsTab } from './holdings-tab.tsx';
import { OrdersTab } from './orders-tab.tsx';
import { StatementsTab } from './statements-tab.tsx';
import { TransactionsTab } from './transactions-tab.tsx';
import { useReportsTranslation } from './use-reports-translation.ts';
import './reports.css';

type ReportTab =
  'orders' | 'transactions' | 'holdings' | 'clients' | 'statements' | 'accountBalanceHistory';
const REPORT_TABS: readonly ReportTab[] = [
  'orders',
  'transactions',
  'holdings',
  'clients',
  'statements',
  'accountBalanceHistory',
];
const isReportTab = (value: string | null): value is ReportTab =>
  REPORT_TABS.includes(value as ReportTab);

/** /reports (spec 002): the tabs by level, the chosen one in the address. */
export function ReportsPage() {
  const session = useSession();
  return session === null ? null : <SignedInReports session={session} />;
}

function SignedInReports({ session }: { session: StoredSession }) {
  const { t } = useReportsTranslation();
  const [params] = useSearchParams();
  const withClients = session.level === 'ib' || session.level === 'fm';
  // A client who lands on the clients tab is switched to orders.
  const shown = (asked: string | null): ReportTab =>
    isReportTab(asked) && (asked !== 'clients' || withClients) ? asked : 'orders';
  const contractId = Number(params.get('contractId'));
  const initialContractIds = Number.isSafeInteger(contractId) && contractId > 0 ? [contractId] : [];
  // The spec reads the gold balance as the area opens; the holdings cards use the same entry.
  useQuery(goldBalanceQuery(session.userId));
  const tabs: TabItem<ReportTab>[] = [
    { value: 'orders', label: 'ORDERS', panel: <OrdersTab session={session} /> },
    {
      value: 'transactions',
      label: 'TRANSACTIONS',
      panel: <TransactionsTab level={session.level} initialContractIds={initialContractIds} />,
    },
    { value: 'holdings', label: 'HOLDINGS', panel: <HoldingsTab session={session} /> },
    ...(withClients
      ? [{ value: 'clients' as const, label: 'CLIENTS', panel: <ClientsTab /> }]
      : []),
    { value: 'statements', label: 'STATEMENTS', panel: <StatementsTab /> },
    {
      value: 'accountBalanceHistory',
      label: 'ACCOUNT BALANCE HISTORY',
      panel: <HistoryTab session={session} />,
    },
  ];
  return (
    <>
      <AddressTabbedPage
        name="reports"
        shown={shown}
        title={t('title')}
        label={t('tabsLabel')}
        tabs={tabs}
      />
      <ConversionNote className="report-note" />
    </>
  );
}
