import { randomUUID } from 'node:crypto';
import type { OperatorAction } from '@emas/api';
import type { Db } from '../db/database.ts';

export type AuditEntry = {
  readonly operatorId: string;
  /** What was done, e.g. `withdrawal.settle`. */
  readonly action: string;
  /** The record it was done to, e.g. the withdrawal's id or the account's HIN. */
  readonly subject: string;
  /** The input and the outcome. */
  readonly detail: Record<string, unknown>;
};

/** Appends one action to the audit log; entries are never changed or removed. */
export const recordOperatorAction = async (db: Db, entry: AuditEntry, nowMs: number) => {
  await db
    .insertInto('operator_actions')
    .values({
      id: randomUUID(),
      operator_id: entry.operatorId,
      action: entry.action,
      subject: entry.subject,
      detail: JSON.stringify(entry.detail),
      created_at_ms: BigInt(nowMs),
    })
    .execute();
};

/** A page of the audit log, newest first, with the operator's name. */
export const operatorActionsPage = async (
  db: Db,
  offset: number,
  limit: number,
): Promise<{ count: number; body: OperatorAction[] }> => {
  const [counted, rows] = await Promise.all([
    db
      .selectFrom('operator_actions')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('operator_actions')
      .innerJoin('operators', 'operators.id', 'operator_actions.operator_id')
      .select([
        'operator_actions.id',
        'operators.email',
        'operators.name',
        'operator_actions.action',
        'operator_actions.subject',
        'operator_actions.detail',
        'operator_actions.created_at_ms',
      ])
      .orderBy('operator_actions.created_at_ms', 'desc')
      .orderBy('operator_actions.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
  ]);
  return {
    count: Number(counted.n),
    body: rows.map((row) => ({
      id: row.id,
      operator_email: row.email,
      operator_name: row.name,
      action: row.action,
      subject: row.subject,
      detail: row.detail,
      created_at: new Date(Number(row.created_at_ms)).toISOString(),
    })),
  };
};
