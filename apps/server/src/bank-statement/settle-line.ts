import { type Result, fail, ok } from '@emas/domain';
import type { Db } from '../db/database.ts';
import { type CreditingDeps, creditStatementLine } from './credit-statement-line.ts';
import { type StoredLine, lineById, settleLine } from './statement-repository.ts';

/*
 * A person settles a line no HIN or virtual account matched: credits it to the account they
 * name (through the one crediting function, keyed by the bank reference, so a double click or
 * two operators at once credit it once) or dismisses it with a reason (a refund to the payer,
 * a bank correction). Only a waiting line can be settled.
 */

type SettleDeps = CreditingDeps & { readonly db: Db };

const waitingLine = async (db: Db, id: string): Promise<Result<StoredLine>> => {
  const line = await lineById(db, id);
  if (line === undefined) return fail('StatementLineNotFound');
  return line.state === 'unmatched' ? ok(line) : fail('StatementLineSettled');
};

const settledLine = async (db: Db, id: string): Promise<Result<StoredLine>> => {
  const line = await lineById(db, id);
  return line === undefined ? fail('StatementLineNotFound') : ok(line);
};

export const assignLine = async (
  deps: SettleDeps,
  request: { id: string; hin: string; operatorId: string; nowMs: number },
): Promise<Result<StoredLine>> => {
  const line = await waitingLine(deps.db, request.id);
  if (!line.ok) return line;
  const credited = await creditStatementLine(
    deps,
    { reference: line.value.reference, amountSen: BigInt(line.value.amount_sen) },
    request.hin,
    request.operatorId,
  );
  if (!credited.ok) return credited;
  const account = await deps.db
    .selectFrom('accounts')
    .select('id')
    .where('hin', '=', request.hin.trim().toUpperCase())
    .executeTakeFirstOrThrow();
  await settleLine(deps.db, request.id, {
    state: credited.value.waiting ? 'awaiting_approval' : 'credited',
    account_id: account.id,
    dismiss_reason: null,
    settled_by: request.operatorId,
    settled_at_ms: BigInt(request.nowMs),
  });
  return settledLine(deps.db, request.id);
};

export const dismissLine = async (
  db: Db,
  request: { id: string; reason: string; operatorId: string; nowMs: number },
): Promise<Result<StoredLine>> => {
  const line = await waitingLine(db, request.id);
  if (!line.ok) return line;
  const settled = await settleLine(db, request.id, {
    state: 'dismissed',
    account_id: null,
    dismiss_reason: request.reason,
    settled_by: request.operatorId,
    settled_at_ms: BigInt(request.nowMs),
  });
  if (!settled) return fail('StatementLineSettled');
  return settledLine(db, request.id);
};
