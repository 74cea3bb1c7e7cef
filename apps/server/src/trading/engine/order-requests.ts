import type { Db } from '../../db/database.ts';
import type { OrderRequestTable, OrderTable } from '../../db/schema.ts';
import type { KeyedOutcome } from './batch-effects.ts';
import type { ExchangeCommand, KeyedCommand, OrderOutcome } from './commands.ts';
import { ORDER_AMOUNT_COLUMNS } from './engine-order.ts';

/**
 * Idempotent order commands. An add, edit or kill may carry the client's order id (its request
 * key); the first accepted command with a key is remembered with its answer, in the same
 * transaction as its effects, and a repeat answers that first result with no second effect,
 * even when the first answer was lost to a time-out or a crash. A refused command leaves
 * nothing behind, so a repeat of it is checked anew.
 */

/** The key under which an account's request is remembered, or null for a command without one. */
export const requestKeyOf = (command: ExchangeCommand): string | null => {
  if (command.kind === 'expire' || command.kind === 'fee_schedule') return null;
  const key = (command as KeyedCommand).requestKey;
  return key === undefined ? null : `${command.accountId}\u0000${key}`;
};

const splitKey = (key: string): { accountId: string; requestKey: string } => {
  const at = key.indexOf('\u0000');
  return { accountId: key.slice(0, at), requestKey: key.slice(at + 1) };
};

const BIGINT_COLUMNS = [
  'sequence',
  'contract_id',
  'expires_at_ms',
  ...ORDER_AMOUNT_COLUMNS,
  'rate_idr_per_usd',
  'queue_seq',
  'queued_at_ms',
  'created_at_ms',
  'updated_at_ms',
  'triggered_at_ms',
] as const satisfies readonly (keyof OrderTable)[];

const orderJson = (order: OrderTable): string =>
  JSON.stringify(order, (_, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );

const orderOfJson = (json: string): OrderTable => {
  const raw = JSON.parse(json) as Record<string, unknown>;
  for (const column of BIGINT_COLUMNS) {
    const value = raw[column];
    // Answers remembered before stop orders have no stop columns: they are null.
    raw[column] = value === null || value === undefined ? null : BigInt(value as string);
  }
  return raw as OrderTable;
};

/** The row that remembers an accepted keyed command and the answer it got. */
export const orderRequestRow = (
  key: string,
  { command, outcome }: KeyedOutcome,
  nowMs: number,
): OrderRequestTable => {
  const { accountId, requestKey } = splitKey(key);
  return {
    account_id: accountId,
    request_key: requestKey,
    command,
    order_id: outcome.order.id,
    outcome: outcome.outcome,
    order_json: orderJson(outcome.order),
    created_at_ms: BigInt(nowMs),
  };
};

/** Rows asked for at most in one query. */
const KEYS_PER_QUERY_MAX = 500;

/** The committed answers of the given request keys; keys never accepted are absent. */
export const loadOrderRequests = async (
  db: Db,
  keys: readonly string[],
): Promise<Map<string, OrderOutcome>> => {
  const found = new Map<string, OrderOutcome>();
  for (let from = 0; from < keys.length; from += KEYS_PER_QUERY_MAX) {
    const chunk = keys.slice(from, from + KEYS_PER_QUERY_MAX).map(splitKey);
    const rows = await db
      .selectFrom('order_requests')
      .select(['account_id', 'request_key', 'outcome', 'order_json'])
      .where((eb) =>
        eb.or(
          chunk.map(({ accountId, requestKey }) =>
            eb.and([eb('account_id', '=', accountId), eb('request_key', '=', requestKey)]),
          ),
        ),
      )
      .execute();
    for (const row of rows) {
      found.set(`${row.account_id}\u0000${row.request_key}`, {
        order: orderOfJson(row.order_json),
        outcome: row.outcome as OrderOutcome['outcome'],
      });
    }
  }
  return found;
};
