import { type CashMovement, IDR_ASSET } from '@emas/domain';
import type { Db } from '../db/database.ts';

/*
 * Clients' cash in and out as the ledger has it: a deposit credited (the entry's posting to the
 * client's cash), a withdrawal asked for (the hold's posting, when the money was set aside) and
 * a withdrawal paid (the settle's posting out of the hold). Read from the ledger, not from the
 * withdrawal and deposit records, so nothing moved outside them is missed.
 */

type MovementRow = { account_id: string | null; kind: string; amount: bigint; at_ms: bigint };

const movementOf = (row: MovementRow): CashMovement => {
  const amountSen = BigInt(row.amount);
  const kind =
    row.kind === 'deposit'
      ? 'deposit'
      : row.kind === 'withdrawal_hold'
        ? 'withdrawal_request'
        : 'withdrawal_paid';
  return { kind, amountSen: amountSen < 0n ? -amountSen : amountSen, atMs: Number(row.at_ms) };
};

/** Every client's cash movements in `[fromMs, toMs)`, by account id. */
export const clientCashMovements = async (
  db: Db,
  fromMs: number,
  toMs: number,
): Promise<Map<string, CashMovement[]>> => {
  const rows = await db
    .selectFrom('ledger_entries')
    .innerJoin('postings', 'postings.entry_id', 'ledger_entries.id')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'postings.ledger_account_id')
    .innerJoin('accounts', 'accounts.id', 'ledger_accounts.owner_account_id')
    .select([
      'ledger_accounts.owner_account_id as account_id',
      'ledger_entries.kind',
      'postings.amount',
      'ledger_entries.created_at_ms as at_ms',
    ])
    .where('ledger_entries.kind', 'in', ['deposit', 'withdrawal_hold', 'withdrawal_settle'])
    .where('ledger_entries.created_at_ms', '>=', BigInt(fromMs))
    .where('ledger_entries.created_at_ms', '<', BigInt(toMs))
    .where('postings.asset', '=', IDR_ASSET)
    .where('accounts.level', '=', 'client')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('ledger_entries.kind', '=', 'deposit'),
          eb('ledger_accounts.kind', '=', 'cash'),
        ]),
        eb.and([
          eb('ledger_entries.kind', '!=', 'deposit'),
          eb('ledger_accounts.kind', '=', 'withdrawal_hold'),
        ]),
      ]),
    )
    .execute();
  const byAccount = new Map<string, CashMovement[]>();
  for (const row of rows) {
    if (row.account_id === null) continue;
    const movements = byAccount.get(row.account_id) ?? [];
    movements.push(movementOf(row));
    byAccount.set(row.account_id, movements);
  }
  return byAccount;
};
