import { accountControlEndpoints } from '@emas/api/account-control';
import { approvalEndpoints } from '@emas/api/approvals';
import { brokerSettingsEndpoints } from '@emas/api/broker-settings';
import { chatEndpoints } from '@emas/api/chat';
import { contentOperatorEndpoints } from '@emas/api/content';
import { bankStatementEndpoints } from '@emas/api/bank-statement';
import { creditEndpoints } from '@emas/api/credit';
import { helpEndpoints } from '@emas/api/help';
import { marketInsightEndpoints } from '@emas/api/market-insight';
import { operatorEndpoints as console } from '@emas/api/operator';
import { registrationEndpoints } from '@emas/api/registration';
import { screeningEndpoints } from '@emas/api/screening';
import { settingsOperatorEndpoints } from '@emas/api/settings';
import { staffEndpoints } from '@emas/api/staff';
import { AccountsDesk } from '../features/account-control/console.ts';
import { ApprovalsDesk } from '../features/approvals/console.ts';
import { transactionReportEndpoints } from '@emas/api/transaction-reports';
import { BankAccountsDesk } from '../features/bank-accounts/console.ts';
import { ReconciliationDesk, StatementDesk } from '../features/bank-statement/console.ts';
import { BrokerSettingsDesk } from '../features/broker-settings/console.ts';
import { ShipmentsDesk } from '../features/bullion/console.ts';
import { ChatDesk } from '../features/chat/console.ts';
import { NewsDesk, PromoDesk } from '../features/content/console.ts';
import { SupportDesk } from '../features/help/console.ts';
import {
  ActionsPage,
  type ConsoleDesk,
  DepositsPage,
  OperatorConsole,
} from '../features/operator/index.ts';
import { AccountKyc, RegistrationsDesk } from '../features/registration/console.ts';
import { ScreeningDesk } from '../features/screening/console.ts';
import { TransactionReportsDesk } from '../features/transaction-reports/console.ts';
import { AccountDetailsDesk } from '../features/settings/console.ts';
import { CreditDesk } from '../features/credit/console.ts';
import { OperatorsDesk } from '../features/staff/console.ts';
import { VideosDesk } from '../features/market-insight/console.ts';
import { WithdrawalsDesk } from '../features/withdrawal/console.ts';

/**
 * Every page of the console, in menu order: the money desks, the console's deposits, the other
 * features' desks, and the audit log last. The first is where a sign-in lands.
 */
const CONSOLE_DESKS: readonly ConsoleDesk[] = [
  {
    path: 'withdrawals',
    entry: 'withdrawals',
    page: <WithdrawalsDesk />,
    opens: console.withdrawals,
  },
  {
    path: 'approvals',
    entry: 'approvals',
    page: <ApprovalsDesk />,
    opens: approvalEndpoints.list,
  },
  {
    path: 'bank-accounts',
    entry: 'bankAccounts',
    page: <BankAccountsDesk />,
    opens: console.bankAccounts,
  },
  { path: 'shipments', entry: 'shipments', page: <ShipmentsDesk />, opens: console.shipments },
  { path: 'deposits', entry: 'deposits', page: <DepositsPage />, opens: console.deposit },
  {
    path: 'statement',
    entry: 'statement',
    page: <StatementDesk />,
    opens: bankStatementEndpoints.statementLines,
  },
  {
    path: 'reconciliation',
    entry: 'reconciliation',
    page: <ReconciliationDesk />,
    opens: bankStatementEndpoints.reconciliation,
  },
  {
    path: 'credit',
    entry: 'credit',
    page: <CreditDesk />,
    opens: creditEndpoints.operatorRequests,
  },
  {
    path: 'registrations',
    entry: 'registrations',
    page: <RegistrationsDesk />,
    opens: registrationEndpoints.operatorList,
  },
  {
    path: 'screening',
    entry: 'screening',
    page: <ScreeningDesk />,
    opens: screeningEndpoints.hits,
  },
  {
    path: 'transaction-reports',
    entry: 'transactionReports',
    page: <TransactionReportsDesk />,
    opens: transactionReportEndpoints.items,
  },
  {
    path: 'support',
    entry: 'support',
    page: <SupportDesk />,
    opens: helpEndpoints.operatorSupportRequests,
  },
  { path: 'chat', entry: 'chat', page: <ChatDesk />, opens: chatEndpoints.conversations },
  { path: 'news', entry: 'news', page: <NewsDesk />, opens: contentOperatorEndpoints.operatorNews },
  {
    path: 'promo',
    entry: 'promo',
    page: <PromoDesk />,
    opens: contentOperatorEndpoints.operatorPromo,
  },
  {
    path: 'videos',
    entry: 'videos',
    page: <VideosDesk />,
    opens: marketInsightEndpoints.operatorVideos,
  },
  {
    path: 'accounts',
    entry: 'accounts',
    page: <AccountsDesk />,
    opens: accountControlEndpoints.account,
  },
  {
    path: 'account-details',
    entry: 'settings',
    // Compliance reads the answers the client gave at account opening beside the details.
    page: <AccountDetailsDesk accountExtra={(id) => <AccountKyc accountId={id} />} />,
    opens: settingsOperatorEndpoints.operatorAccountProfiles,
  },
  {
    path: 'operators',
    entry: 'operators',
    page: <OperatorsDesk />,
    opens: staffEndpoints.operators,
  },
  {
    path: 'broker-settings',
    entry: 'brokerSettings',
    page: <BrokerSettingsDesk />,
    opens: brokerSettingsEndpoints.operatorBrokers,
  },
  { path: 'actions', entry: 'actions', page: <ActionsPage />, opens: console.actions },
];

/** /operator/*: the console, with the desks the operator's roles open. */
export function OperatorRoute() {
  return <OperatorConsole desks={CONSOLE_DESKS} />;
}
