import {
  type LedgerEntryKind,
  IDR_ASSET,
  type Posting,
  contracts,
  goldAsset,
  ledgerAccountId,
  rupiah,
} from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { AccountTable } from '../db/schema.ts';
import { postEntry } from '../ledger/index.ts';

/** The ledger entry kind of the demo's opening balances; its presence marks the seed as done. */
export const DEMO_FUNDING_KIND = 'demo_funding' satisfies LedgerEntryKind;

/** The brief's starting cash of every demo client. */
export const CLIENT_CASH_SEN = rupiah(1_000_000_000n);
/** Two lots of a bar contract, 10 g of a pool contract: enough of each for a demo sell. */
export const CLIENT_BAR_LOTS = 2n;
export const CLIENT_POOL_GOLD_MG = 10_000n;
/** Enough for the liquidity provider to quote all day. */
export const LP_CASH_SEN = rupiah(100_000_000_000n);
export const LP_GOLD_MG_PER_CONTRACT = 50_000_000n;

export type OpeningBalances = { cashSen: bigint; goldMg: ReadonlyMap<number, bigint> };

/** What a demo account starts with, by level: clients and the lp hold cash and gold, others nothing. */
export const openingBalances = (level: AccountTable['level']): OpeningBalances | null => {
  if (level === 'client') {
    return {
      cashSen: CLIENT_CASH_SEN,
      goldMg: new Map(
        contracts.map((c) => [
          c.contractId,
          c.isPool ? CLIENT_POOL_GOLD_MG : c.weightMg * CLIENT_BAR_LOTS,
        ]),
      ),
    };
  }
  if (level === 'lp') {
    return {
      cashSen: LP_CASH_SEN,
      goldMg: new Map(contracts.map((c) => [c.contractId, LP_GOLD_MG_PER_CONTRACT])),
    };
  }
  return null;
};

/** Cash from the platform's bank settlement, gold from the vault, into the owner's free balances. */
const openingPostings = (ownerId: string, opening: OpeningBalances): Posting[] => {
  const pair = (
    kind: 'bank_settlement' | 'vault',
    ownKind: 'cash' | 'gold',
    asset: string,
    amount: bigint,
  ) => [
    { ledgerAccountId: ledgerAccountId({ ownerId, kind: ownKind, asset }), asset, amount },
    { ledgerAccountId: ledgerAccountId({ ownerId: null, kind, asset }), asset, amount: -amount },
  ];
  const gold = [...opening.goldMg].flatMap(([contractId, mg]) =>
    pair('vault', 'gold', goldAsset(contractId), mg),
  );
  return [...pair('bank_settlement', 'cash', IDR_ASSET, opening.cashSen), ...gold];
};

/**
 * Posts each demo account's opening balances once, inside the seed transaction `trx`. Skipped
 * when a demo funding entry already exists, so seeding again changes nothing.
 */
export const seedDemoFunding = async (
  trx: Db,
  accounts: readonly Pick<AccountTable, 'id' | 'email' | 'level'>[],
  nowMs: number,
): Promise<void> => {
  const done = await trx
    .selectFrom('ledger_entries')
    .select('id')
    .where('kind', '=', DEMO_FUNDING_KIND)
    .limit(1)
    .executeTakeFirst();
  if (done !== undefined) return;
  for (const account of accounts) {
    const opening = openingBalances(account.level);
    if (opening === null) continue;
    await postEntry(trx, {
      kind: DEMO_FUNDING_KIND,
      reference: `demo:${account.email}`,
      postings: openingPostings(account.id, opening),
      nowMs,
    });
  }
};
