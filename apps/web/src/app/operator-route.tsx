import { BankAccountsDesk } from '../features/bank-accounts/console.ts';
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
import { RegistrationsDesk } from '../features/registration/console.ts';
import { AccountDetailsDesk } from '../features/settings/console.ts';
import { CreditDesk } from '../features/credit/console.ts';
import { VideosDesk } from '../features/market-insight/console.ts';
import { WithdrawalsDesk } from '../features/withdrawal/console.ts';

/**
 * Every page of the console, in menu order: the money desks, the console's deposits, the other
 * features' desks, and the audit log last. The first is where a sign-in lands.
 */
const CONSOLE_DESKS: readonly ConsoleDesk[] = [
  { path: 'withdrawals', entry: 'withdrawals', page: <WithdrawalsDesk /> },
  { path: 'bank-accounts', entry: 'bankAccounts', page: <BankAccountsDesk /> },
  { path: 'shipments', entry: 'shipments', page: <ShipmentsDesk /> },
  { path: 'deposits', entry: 'deposits', page: <DepositsPage /> },
  { path: 'credit', entry: 'credit', page: <CreditDesk /> },
  { path: 'registrations', entry: 'registrations', page: <RegistrationsDesk /> },
  { path: 'support', entry: 'support', page: <SupportDesk /> },
  { path: 'chat', entry: 'chat', page: <ChatDesk /> },
  { path: 'news', entry: 'news', page: <NewsDesk /> },
  { path: 'promo', entry: 'promo', page: <PromoDesk /> },
  { path: 'videos', entry: 'videos', page: <VideosDesk /> },
  { path: 'account-details', entry: 'settings', page: <AccountDetailsDesk /> },
  { path: 'actions', entry: 'actions', page: <ActionsPage /> },
];

/** /operator/*: the console with every desk. */
export function OperatorRoute() {
  return <OperatorConsole desks={CONSOLE_DESKS} />;
}
