import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../apps/server/src/db/schema.ts';

/**
 * A long trading history for the reports benchmark, written straight into the tables in a few
 * set-based statements: the engine would take hours to make a million fills, and the reports
 * only read what fills leave behind. Every trade is the benchmark client against the lp, on
 * the client's own order; the lp's side rests on one order per thousand trades. Trades are
 * spread evenly from 2020-01-01 to `untilMs`, buys and sells alternating, market and limit.
 */
export const HISTORY_FROM_MS = Date.UTC(2020, 0, 1);
const LP_FILLS_PER_ORDER = 1000;
const SEQUENCE_BASE = 1_000_000_000;
const CONTRACTS = [1, 2, 3, 5] as const;
const RATE_IDR_PER_USD = 14_000;
/** Rp 1,190,000 per gram, 0.1 g a fill. */
const PRICE_SEN = 119_000_000;
const QUANTITY_MG = 100;
const VALUE_SEN = 11_900_000;
const FEE_SEN = 119_000;
const TAX_SEN = 13_090;

export type HistoryParties = { readonly clientId: string; readonly lpId: string };

/** `count` numbers 0..count-1 as a table `n`, in either database's dialect. */
const numbers = (dialect: 'sqlite' | 'postgres', count: number) =>
  dialect === 'postgres'
    ? sql`select generate_series(0::bigint, ${sql.lit(count - 1)}) as n`
    : sql`with recursive s(n) as (select 0 union all select n + 1 from s where n < ${sql.lit(count - 1)}) select n from s`;

/** Writes `count` fills (and their orders) of the client against the lp. */
export const writeHistory = async (
  db: Kysely<Schema>,
  dialect: 'sqlite' | 'postgres',
  parties: HistoryParties,
  count: number,
  untilMs: number,
): Promise<void> => {
  const stepMs = Math.floor((untilMs - HISTORY_FROM_MS) / count);
  const lpOrders = Math.ceil(count / LP_FILLS_PER_ORDER);
  const client = sql.lit(parties.clientId);
  const lp = sql.lit(parties.lpId);
  const at = (n: string) => sql.raw(`(${HISTORY_FROM_MS} + ${n} * ${stepMs})`);
  const contract = sql.raw(
    `(case n % 4 ${CONTRACTS.map((id, i) => `when ${i} then ${id}`).join(' ')} end)`,
  );
  const orderColumns = sql.raw(`(id, sequence, account_id, contract_id, direction, order_type,
    validity, expires_at_ms, limit_price_sen, quantity_mg, remaining_mg, filled_mg,
    filled_value_sen, fee_sen, tax_sen, cashback_sen, held_sen, held_mg, fx_buffer_sen,
    payment_sen, rate_idr_per_usd, status, cancel_reason, queue_seq, queued_at_ms, created_at_ms,
    updated_at_ms)`);
  await db.transaction().execute(async (trx) => {
    await sql`insert into orders ${orderColumns}
      select 'bench-lp-' || n, ${sql.lit(SEQUENCE_BASE)} + n, ${lp}, ${contract},
        case n % 2 when 0 then 'sell' else 'buy' end, 'limit', 'GTC', null, ${sql.lit(PRICE_SEN)},
        ${sql.lit(QUANTITY_MG * LP_FILLS_PER_ORDER)}, 0, ${sql.lit(QUANTITY_MG * LP_FILLS_PER_ORDER)},
        ${sql.lit(VALUE_SEN * LP_FILLS_PER_ORDER)}, 0, 0, 0, 0, 0, 0, 0, ${sql.lit(RATE_IDR_PER_USD)},
        'fill', null, n, ${at(`n * ${LP_FILLS_PER_ORDER}`)}, ${at(`n * ${LP_FILLS_PER_ORDER}`)},
        ${at(`n * ${LP_FILLS_PER_ORDER}`)}
      from (${numbers(dialect, lpOrders)}) numbers`.execute(trx);
    await sql`insert into orders ${orderColumns}
      select 'bench-o-' || n, ${sql.lit(SEQUENCE_BASE * 2)} + n, ${client}, ${contract},
        case n % 2 when 0 then 'buy' else 'sell' end,
        case n % 3 when 0 then 'market' else 'limit' end, 'GTC', null,
        case n % 3 when 0 then null else ${sql.lit(PRICE_SEN)} end, ${sql.lit(QUANTITY_MG)}, 0,
        ${sql.lit(QUANTITY_MG)}, ${sql.lit(VALUE_SEN)}, ${sql.lit(FEE_SEN)}, ${sql.lit(TAX_SEN)}, 0,
        0, 0, 0, ${sql.lit(VALUE_SEN)}, ${sql.lit(RATE_IDR_PER_USD)}, 'fill', null, n, ${at('n')},
        ${at('n')}, ${at('n')}
      from (${numbers(dialect, count)}) numbers`.execute(trx);
    await sql`insert into trades (id, sequence, contract_id, price_sen, quantity_mg, value_sen,
        buy_order_id, sell_order_id, buyer_account_id, seller_account_id, taker_side,
        buyer_fee_sen, buyer_tax_sen, seller_fee_sen, seller_tax_sen, cashback_sen,
        seller_cost_sen, rate_idr_per_usd, created_at_ms)
      select 'bench-t-' || n, ${sql.lit(SEQUENCE_BASE)} + n, ${contract}, ${sql.lit(PRICE_SEN)},
        ${sql.lit(QUANTITY_MG)}, ${sql.lit(VALUE_SEN)},
        case n % 2 when 0 then 'bench-o-' || n else 'bench-lp-' || (n / ${sql.lit(LP_FILLS_PER_ORDER)}) end,
        case n % 2 when 0 then 'bench-lp-' || (n / ${sql.lit(LP_FILLS_PER_ORDER)}) else 'bench-o-' || n end,
        case n % 2 when 0 then ${client} else ${lp} end,
        case n % 2 when 0 then ${lp} else ${client} end,
        case n % 2 when 0 then 'buy' else 'sell' end,
        ${sql.lit(FEE_SEN)}, ${sql.lit(TAX_SEN)}, ${sql.lit(FEE_SEN)}, ${sql.lit(TAX_SEN)}, 0,
        ${sql.lit(VALUE_SEN - 50_000)}, ${sql.lit(RATE_IDR_PER_USD)}, ${at('n')}
      from (${numbers(dialect, count)}) numbers`.execute(trx);
  });
  // As a database that grew by trading would be: its planner statistics up to date.
  await sql`analyze`.execute(db);
};
