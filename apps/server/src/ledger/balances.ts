import { type LedgerAccountKind, ledgerAccountId } from '@emas/domain';
import type { Db } from '../db/database.ts';

/** One ledger account's balance, in the asset's minor units. */
export type LedgerBalance = {
  readonly kind: LedgerAccountKind;
  readonly asset: string;
  readonly balance: bigint;
};

/** The balance of one ledger account (0n when it has never been posted to). Null owner = platform. */
export const balanceOf = async (
  db: Db,
  ownerId: string | null,
  asset: string,
  kind: LedgerAccountKind,
): Promise<bigint> => {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', ledgerAccountId({ ownerId, kind, asset }))
    .executeTakeFirst();
  return row === undefined ? 0n : BigInt(row.balance);
};

/** Every ledger account an owner has; an owner holds at most kinds × assets of them. */
export const balancesOfOwner = async (db: Db, ownerId: string): Promise<LedgerBalance[]> => {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['kind', 'asset', 'balance'])
    .where('owner_account_id', '=', ownerId)
    .execute();
  return rows.map((row) => ({
    kind: row.kind as LedgerAccountKind,
    asset: row.asset,
    balance: BigInt(row.balance),
  }));
};

/** The balance of a kind and asset in a list from `balancesOfOwner`, 0n when absent. */
export const pickBalance = (
  balances: readonly LedgerBalance[],
  kind: LedgerAccountKind,
  asset: string,
): bigint => balances.find((b) => b.kind === kind && b.asset === asset)?.balance ?? 0n;
