import {
  CASH_MOVEMENT_MAX_SEN,
  type Result,
  fail,
  ok,
  parseDecimalString,
  toDecimalString,
} from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { ExchangePort } from '../trading/index.ts';
import { moneyHolderOf, moveCashOnce } from './money-holder.ts';

export type CreditedDeposit = {
  readonly depositId: string;
  readonly hin: string;
  readonly fullname: string;
  readonly amountSen: bigint;
  readonly balanceSen: bigint;
};

/** Rupiah with at most two decimals, above zero and at most CASH_MOVEMENT_MAX_SEN, as sen. */
export const depositSenOf = (amountIdr: string): bigint | null => {
  const sen = parseDecimalString(amountIdr, 2);
  return sen === null || sen <= 0n || sen > CASH_MOVEMENT_MAX_SEN ? null : sen;
};

/** The exchange's reference of a deposit: its bank reference, the key of its one credit. */
const depositIdOf = (bankReference: string): string => `deposit:${bankReference.trim()}`;

/**
 * The accounts the deposits of these bank references credited, by reference; a reference not
 * in the answer credited none. A statement line found here was credited before (by an earlier
 * import or the deposits desk). One query for the whole list.
 */
export const accountsCreditedBy = async (
  db: Db,
  bankReferences: readonly string[],
): Promise<Map<string, string>> => {
  if (bankReferences.length === 0) return new Map();
  const byDepositId = new Map(
    bankReferences.map((reference) => [depositIdOf(reference), reference]),
  );
  const rows = await db
    .selectFrom('ledger_entries')
    .innerJoin('postings', 'postings.entry_id', 'ledger_entries.id')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'postings.ledger_account_id')
    .select(['ledger_entries.reference', 'ledger_accounts.owner_account_id as accountId'])
    .where('ledger_entries.kind', '=', 'deposit')
    .where('ledger_entries.reference', 'in', [...byDepositId.keys()])
    .where('ledger_accounts.owner_account_id', 'is not', null)
    .execute();
  return new Map(
    rows.flatMap((row) => {
      const reference = byDepositId.get(row.reference);
      return reference === undefined || row.accountId === null ? [] : [[reference, row.accountId]];
    }),
  );
};

/**
 * Credits money that reached an account's RPED commodity account to its cash, through the
 * exchange's `deposit` command (the one writer of balances). Only clients and the lp hold money.
 * The bank reference is the deposit's key: a repeat of it, at once or later, answers the first
 * deposit and credits nothing; the same reference for another account or amount is refused.
 */
export const creditDeposit = async (
  db: Db,
  exchange: ExchangePort,
  request: { hin: string; amountIdr: string; reference: string },
): Promise<Result<CreditedDeposit>> => {
  const amountSen = depositSenOf(request.amountIdr);
  if (amountSen === null) return fail('InvalidAmount');
  const holder = await moneyHolderOf(db, request.hin);
  if (!holder.ok) return holder;
  const depositId = depositIdOf(request.reference);
  const move = {
    holder: holder.value,
    movement: 'deposit' as const,
    amountSen,
    reference: depositId,
  };
  const moved = await moveCashOnce(db, exchange, move);
  if (!moved.ok) return moved;
  const { hin, fullname } = holder.value;
  return ok({ depositId, hin, fullname, amountSen, balanceSen: moved.value.balanceSen });
};

export const depositAnswer = (deposit: CreditedDeposit) => ({
  deposit_id: deposit.depositId,
  hin: deposit.hin,
  fullname: deposit.fullname,
  amount_idr: toDecimalString(deposit.amountSen, 2),
  balance_idr: toDecimalString(deposit.balanceSen, 2),
});
