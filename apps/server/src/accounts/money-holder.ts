import { IDR_ASSET, type Result, fail, ok } from '@emas/domain';
import type { Db } from '../db/database.ts';
import { balanceOf } from '../ledger/index.ts';
import type { ExchangePort } from '../trading/index.ts';

/* What an operator's credit or correction of cash needs to find: the holder, the first posting. */

export type MoneyHolder = { readonly id: string; readonly hin: string; readonly fullname: string };

/** The account a HIN names, if it holds money (clients and the lp); NotFound or RPEDNotFound. */
export const moneyHolderOf = async (db: Db, hin: string): Promise<Result<MoneyHolder>> => {
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'hin', 'fullname', 'level'])
    .where('hin', '=', hin.trim().toUpperCase())
    .executeTakeFirst();
  if (account === undefined || account.hin === null) return fail('NotFound');
  if (account.level !== 'client' && account.level !== 'lp') return fail('RPEDNotFound');
  return ok({ id: account.id, hin: account.hin, fullname: account.fullname });
};

/** The movements an operator makes once per reference, the ledger's kind of each, its reuse code. */
const KEYED = {
  deposit: { kind: 'deposit', reused: 'DepositReferenceReused' },
  adjust: { kind: 'adjustment', reused: 'AdjustmentReferenceReused' },
} as const;

/** The account and amount of the holder's posting of the entry `kind` made under `reference`. */
const holderPostingOf = async (db: Db, kind: 'deposit' | 'adjustment', reference: string) =>
  db
    .selectFrom('ledger_entries')
    .innerJoin('postings', 'postings.entry_id', 'ledger_entries.id')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'postings.ledger_account_id')
    .select(['ledger_accounts.owner_account_id as accountId', 'postings.amount'])
    .where('ledger_entries.kind', '=', kind)
    .where('ledger_entries.reference', '=', reference)
    .where('ledger_accounts.owner_account_id', 'is not', null)
    .executeTakeFirst();

/**
 * Moves a holder's cash through the exchange once per reference (a deposit credited, an
 * adjustment posted): a repeat of the same movement answers the first one's holder cash; the
 * reference used for another account or amount is refused with the exchange's reuse code.
 */
export const moveCashOnce = async (
  db: Db,
  exchange: ExchangePort,
  move: { holder: MoneyHolder; movement: keyof typeof KEYED; amountSen: bigint; reference: string },
): Promise<Result<{ balanceSen: bigint }>> => {
  const { holder, movement, amountSen, reference } = move;
  const result = await exchange.submit({
    kind: 'balance',
    accountId: holder.id,
    movement,
    asset: IDR_ASSET,
    amount: amountSen,
    reference,
  });
  if (result.ok) return ok({ balanceSen: result.value.freeAfter });
  if (result.code !== KEYED[movement].reused) return result;
  const first = await holderPostingOf(db, KEYED[movement].kind, reference);
  if (first?.accountId !== holder.id || first.amount !== amountSen) return result;
  return ok({ balanceSen: await balanceOf(db, holder.id, IDR_ASSET, 'cash') });
};
