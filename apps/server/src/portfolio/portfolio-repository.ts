import {
  type DayClose,
  type DayMovement,
  type LedgerAccountKind,
  type OrderDirection,
  contracts,
  jakartaDayNumber,
  pricePerGramSen,
} from '@emas/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * What the portfolio reads: the owner's owned balances and the postings that moved them per
 * Jakarta day, each contract's closing trade per day, and the owner's last fills. Every figure
 * comes from the ledger and the trades as written, never from a snapshot kept beside them.
 */

/** The ledger accounts whose balance is the owner's: free, held for orders, for withdrawals. */
export const OWNED_KINDS: readonly LedgerAccountKind[] = [
  'cash',
  'gold',
  'reserved_cash',
  'reserved_gold',
  'withdrawal_hold',
  'rped',
];
/** Fills the portfolio lists, newest first. */
export const LAST_FILLS_MAX = 10;

const DAY_MS = 86_400_000;
const JAKARTA_OFFSET_MS = 25_200_000;
/**
 * A row's Jakarta day, in SQL: integer division on both databases' 64-bit integers (literals,
 * since a bound JS number reaches SQLite as a float and would make the division a float's).
 */
const dayOf = (column: 'ledger_entries.created_at_ms' | 'created_at_ms') =>
  sql<
    string | number | bigint
  >`(${sql.ref(column)} + ${sql.lit(JAKARTA_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`;

const ownedAccountIds = async (db: Db, ownerId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('owner_account_id', '=', ownerId)
      .where('kind', 'in', OWNED_KINDS)
      .execute()
  ).map((row) => row.id);

/** The net postings per asset and Jakarta day on the owner's owned accounts since `fromMs`. */
export const dayMovementsOf = async (
  db: Db,
  ownerId: string,
  fromMs: number,
): Promise<{ movements: DayMovement[]; firstMovementDay: number | null }> => {
  const ids = await ownedAccountIds(db, ownerId);
  if (ids.length === 0) return { movements: [], firstMovementDay: null };
  const postings = () =>
    db
      .selectFrom('postings')
      .innerJoin('ledger_entries', 'ledger_entries.id', 'postings.entry_id')
      .where('postings.ledger_account_id', 'in', ids);
  const [rows, first] = await Promise.all([
    postings()
      .select([
        'postings.asset',
        dayOf('ledger_entries.created_at_ms').as('day'),
        (eb) => eb.fn.sum<string | number | bigint>('postings.amount').as('amount'),
      ])
      .where('ledger_entries.created_at_ms', '>=', BigInt(fromMs))
      .groupBy(['postings.asset', dayOf('ledger_entries.created_at_ms')])
      .execute(),
    postings()
      .select((eb) =>
        eb.fn.min<string | number | bigint | null>('ledger_entries.created_at_ms').as('first'),
      )
      .executeTakeFirstOrThrow(),
  ]);
  return {
    movements: rows.map((row) => ({
      asset: row.asset,
      day: Number(row.day),
      amount: BigInt(row.amount),
    })),
    firstMovementDay: first.first === null ? null : jakartaDayNumber(Number(first.first)),
  };
};

/** Each contract's last trade before `beforeMs`, per gram: the close of the day before. */
export const closesBefore = async (db: Db, beforeMs: number): Promise<DayClose[]> => {
  const found = await Promise.all(
    contracts.map(async (contract) => {
      const row = await db
        .selectFrom('trades')
        .select(['price_sen', 'created_at_ms'])
        .where('contract_id', '=', BigInt(contract.contractId))
        .where('created_at_ms', '<', BigInt(beforeMs))
        .orderBy('created_at_ms', 'desc')
        .orderBy('sequence', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row === undefined
        ? []
        : [
            {
              contractId: contract.contractId,
              day: jakartaDayNumber(Number(row.created_at_ms)),
              closePerGramSen: pricePerGramSen(contract, BigInt(row.price_sen)),
            },
          ];
    }),
  );
  return found.flat();
};

/**
 * Each contract's close of every Jakarta day from `fromMs` on (its last trade of the day), and
 * the last close before, which the first days carry forward.
 */
export const dayClosesOf = async (db: Db, fromMs: number): Promise<DayClose[]> => {
  const lastOfDay = db
    .selectFrom('trades')
    .select((eb) => eb.fn.max('sequence').as('sequence'))
    .where('created_at_ms', '>=', BigInt(fromMs))
    .groupBy(['contract_id', dayOf('created_at_ms')]);
  const [rows, before] = await Promise.all([
    db
      .selectFrom('trades')
      .select(['contract_id', 'price_sen', 'created_at_ms'])
      .where('sequence', 'in', lastOfDay)
      .execute(),
    closesBefore(db, fromMs),
  ]);
  const closes = rows.flatMap((row) => {
    const contract = contracts.find((c) => c.contractId === Number(row.contract_id));
    return contract === undefined
      ? []
      : [
          {
            contractId: contract.contractId,
            day: jakartaDayNumber(Number(row.created_at_ms)),
            closePerGramSen: pricePerGramSen(contract, BigInt(row.price_sen)),
          },
        ];
  });
  return [...before, ...closes];
};

export type FillRow = {
  tradeId: string;
  orderId: string;
  contractId: number;
  direction: OrderDirection;
  quantityMg: bigint;
  priceSen: bigint;
  valueSen: bigint;
  atMs: number;
  sequence: bigint;
};

/** The owner's newest fills, either side, newest first. */
export const lastFillsOf = async (db: Db, ownerId: string): Promise<FillRow[]> => {
  const side = async (direction: OrderDirection): Promise<FillRow[]> => {
    const [account, order] =
      direction === 'buy'
        ? (['buyer_account_id', 'buy_order_id'] as const)
        : (['seller_account_id', 'sell_order_id'] as const);
    const rows = await db
      .selectFrom('trades')
      .select([
        'id',
        'sequence',
        'contract_id',
        'quantity_mg',
        'price_sen',
        'value_sen',
        'created_at_ms',
        `${order} as order_id`,
      ])
      .where(account, '=', ownerId)
      .orderBy('created_at_ms', 'desc')
      .orderBy('sequence', 'desc')
      .limit(LAST_FILLS_MAX)
      .execute();
    return rows.map((row) => ({
      tradeId: row.id,
      orderId: row.order_id,
      contractId: Number(row.contract_id),
      direction,
      quantityMg: BigInt(row.quantity_mg),
      priceSen: BigInt(row.price_sen),
      valueSen: BigInt(row.value_sen),
      atMs: Number(row.created_at_ms),
      sequence: BigInt(row.sequence),
    }));
  };
  const both = [...(await side('buy')), ...(await side('sell'))];
  return both
    .sort((a, b) => b.atMs - a.atMs || (b.sequence > a.sequence ? 1 : -1))
    .slice(0, LAST_FILLS_MAX);
};
