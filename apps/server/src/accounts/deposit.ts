import { randomUUID } from 'node:crypto';
import {
  IDR_ASSET,
  type Result,
  fail,
  ok,
  parseDecimalString,
  toDecimalString,
} from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { Exchange } from '../trading/index.ts';

export type CreditedDeposit = {
  readonly depositId: string;
  readonly hin: string;
  readonly fullname: string;
  readonly amountSen: bigint;
  readonly balanceSen: bigint;
};

/** Rupiah with at most two decimals, above zero, as sen. */
const senOf = (amountIdr: string): bigint | null => {
  const sen = parseDecimalString(amountIdr, 2);
  return sen === null || sen <= 0n ? null : sen;
};

/**
 * Credits money that reached an account's RPED commodity account to its cash, through the
 * exchange's `deposit` command (the one writer of balances). Only clients and the lp hold money.
 */
export const creditDeposit = async (
  db: Db,
  exchange: Exchange,
  request: { hin: string; amountIdr: string },
): Promise<Result<CreditedDeposit>> => {
  const amountSen = senOf(request.amountIdr);
  if (amountSen === null) return fail('InvalidAmount');
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'hin', 'fullname', 'level'])
    .where('hin', '=', request.hin.trim().toUpperCase())
    .executeTakeFirst();
  if (account === undefined || account.hin === null) return fail('NotFound');
  if (account.level !== 'client' && account.level !== 'lp') return fail('RPEDNotFound');
  const depositId = `deposit:${randomUUID()}`;
  const result = await exchange.submit({
    kind: 'balance',
    accountId: account.id,
    movement: 'deposit',
    asset: IDR_ASSET,
    amount: amountSen,
    reference: depositId,
  });
  if (!result.ok) return result;
  return ok({
    depositId,
    hin: account.hin,
    fullname: account.fullname,
    amountSen,
    balanceSen: result.value.freeAfter,
  });
};

export const depositAnswer = (deposit: CreditedDeposit) => ({
  deposit_id: deposit.depositId,
  hin: deposit.hin,
  fullname: deposit.fullname,
  amount_idr: toDecimalString(deposit.amountSen, 2),
  balance_idr: toDecimalString(deposit.balanceSen, 2),
});
