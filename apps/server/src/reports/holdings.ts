import { costOfMgSen, divideRoundHalfUp } from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { ReportScope } from './scope.ts';

/**
 * The intermediaries' and lp's holdings (spec 002 section 3 "Holding"): per account and
 * contract, the gold its lots still hold, what it cost (LIFO lots, fee and tax included) and
 * how much of that was metal and how much fee and tax, from the trade that opened each lot (a
 * lot opened at seed has no trade: all metal). Accounts with no gold are left out. A page and
 * its count are of rows, one per account and contract, as the table shows them: an account's
 * holdings may run over two pages.
 */
export type HoldingFigures = {
  contractId: number;
  remainingMg: bigint;
  metalCostSen: bigint;
  feeTaxSen: bigint;
};
export type AccountHoldings = {
  accountId: string;
  hin: string | null;
  fullname: string;
  level: string;
  holdings: HoldingFigures[];
};

const heldLots = (db: Db, scope: ReportScope) => {
  let query = db
    .selectFrom('gold_inventories')
    .innerJoin('accounts', 'accounts.id', 'gold_inventories.account_id')
    .where('gold_inventories.remaining_mg', '>', 0n);
  if (!scope.all) {
    query = query.where(
      'gold_inventories.account_id',
      'in',
      scope.ids.length > 0 ? scope.ids : [''],
    );
  }
  return query;
};

/** A lot's remaining gold split into metal cost and fee-and-tax cost, sen. */
const lotCosts = (lot: {
  remaining_mg: bigint;
  cost_per_gram_sen: bigint;
  value_sen: bigint | null;
  quantity_mg: bigint | null;
  charges_sen: bigint | null;
}) => {
  const total = costOfMgSen(lot.remaining_mg, lot.cost_per_gram_sen);
  if (lot.value_sen === null || lot.quantity_mg === null || lot.quantity_mg === 0n) {
    return { metal: total, feeTax: 0n };
  }
  const feeTax = divideRoundHalfUp((lot.charges_sen ?? 0n) * lot.remaining_mg, lot.quantity_mg);
  return { metal: total - feeTax, feeTax };
};

export const holdingsPage = async (
  db: Db,
  scope: ReportScope,
  page: { offset: number; limit: number },
): Promise<{ accounts: AccountHoldings[]; count: number; totalMg: bigint }> => {
  const [pairs, count, total] = await Promise.all([
    heldLots(db, scope)
      .select([
        'accounts.id',
        'accounts.hin',
        'accounts.fullname',
        'accounts.level',
        'gold_inventories.contract_id',
      ])
      .distinct()
      .orderBy('accounts.hin')
      .orderBy('accounts.id')
      .orderBy('gold_inventories.contract_id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db
      .selectFrom(
        heldLots(db, scope)
          .select(['gold_inventories.account_id', 'gold_inventories.contract_id'])
          .distinct()
          .as('pairs'),
      )
      .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
      .executeTakeFirstOrThrow(),
    heldLots(db, scope)
      .select((eb) => eb.fn.sum<string | number | bigint | null>('remaining_mg').as('mg'))
      .executeTakeFirstOrThrow(),
  ]);
  const accounts = [...new Map(pairs.map((pair) => [pair.id, pair])).values()];
  const shown = new Set(pairs.map((pair) => `${pair.id} ${Number(pair.contract_id)}`));
  const ids = accounts.map((account) => account.id);
  const lots =
    ids.length === 0
      ? []
      : await db
          .selectFrom('gold_inventories')
          .leftJoin('trades', 'trades.id', 'gold_inventories.trade_id')
          .select([
            'gold_inventories.account_id',
            'gold_inventories.contract_id',
            'gold_inventories.remaining_mg',
            'gold_inventories.cost_per_gram_sen',
            'trades.value_sen',
            'trades.quantity_mg',
            (eb) =>
              eb('trades.buyer_fee_sen', '+', eb.ref('trades.buyer_tax_sen')).as('charges_sen'),
          ])
          .where('gold_inventories.account_id', 'in', ids)
          .where('gold_inventories.remaining_mg', '>', 0n)
          .execute();
  const byAccount = new Map<string, Map<number, HoldingFigures>>();
  for (const lot of lots) {
    const contractId = Number(lot.contract_id);
    if (!shown.has(`${lot.account_id} ${contractId}`)) continue;
    const contracts = byAccount.get(lot.account_id) ?? new Map<number, HoldingFigures>();
    byAccount.set(lot.account_id, contracts);
    const figures = contracts.get(contractId) ?? {
      contractId,
      remainingMg: 0n,
      metalCostSen: 0n,
      feeTaxSen: 0n,
    };
    const costs = lotCosts({
      ...lot,
      charges_sen: lot.charges_sen === null ? null : BigInt(lot.charges_sen),
    });
    contracts.set(contractId, {
      contractId,
      remainingMg: figures.remainingMg + lot.remaining_mg,
      metalCostSen: figures.metalCostSen + costs.metal,
      feeTaxSen: figures.feeTaxSen + costs.feeTax,
    });
  }
  return {
    accounts: accounts.map((account) => ({
      accountId: account.id,
      hin: account.hin,
      fullname: account.fullname,
      level: account.level,
      holdings: [...(byAccount.get(account.id)?.values() ?? [])].sort(
        (a, b) => a.contractId - b.contractId,
      ),
    })),
    count: Number(count.n),
    totalMg: BigInt(total.mg ?? 0),
  };
};
