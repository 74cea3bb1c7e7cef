import type { CallAnswer } from '@emas/api';
import type { reportEndpoints } from '@emas/api/reports';

type TradeAccount = CallAnswer<typeof reportEndpoints.listTradeAccounts>['data']['body'][number];

/** The intermediary's two clients of the report tests: 1 is Siti Rahma, 2 Budi Santoso. */
export const clientAccount = (
  n: 1 | 2,
  balance: string,
  bank_account: TradeAccount['bank_account'] = [],
): TradeAccount => ({
  fullname: n === 1 ? 'Siti Rahma' : 'Budi Santoso',
  trade_account: { hin: `PC0000000${n}`, account_id: `account-${n}` },
  bank_account,
  balance,
});

/** The answer of POST /v2/rrs/list_trade_account with these clients. */
export const clientList = (accounts: TradeAccount[]) => ({
  body: { status: 200, data: { body: accounts, count: accounts.length } },
});
