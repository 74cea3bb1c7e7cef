import { randomUUID } from 'node:crypto';
import type { Approval } from '@emas/api';
import { type ApprovalKind, MONEY_DECIMALS, toDecimalString } from '@emas/domain';
import type { Db } from '../db/database.ts';
import type { ApprovalTable } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

/** Approvals listed per page; the desk pages through the rest. */
const APPROVALS_PAGE_MAX = 100;
/** Approvals a crash left approving, mended per start. */
const MEND_BATCH_MAX = 100;

export type NewApproval = {
  readonly kind: ApprovalKind;
  readonly subject: string;
  readonly amountSen: bigint;
  /** The action's own key: asking again for the same money finds the open approval. */
  readonly key: string;
  readonly input: Record<string, unknown>;
  readonly askedBy: string;
};

const openKeyOf = (kind: ApprovalKind, key: string) => `${kind}:${key}`;

/** Records an approval to wait, or finds the open one of the same action; answers its id. */
export const askApproval = async (db: Db, ask: NewApproval, nowMs: number): Promise<string> => {
  const openKey = openKeyOf(ask.kind, ask.key);
  try {
    const id = randomUUID();
    await db
      .insertInto('approvals')
      .values({
        id,
        kind: ask.kind,
        subject: ask.subject,
        amount_sen: ask.amountSen,
        input: JSON.stringify(ask.input),
        open_key: openKey,
        status: 'waiting',
        asked_by: ask.askedBy,
        asked_at_ms: BigInt(nowMs),
      })
      .execute();
    return id;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const open = await db
      .selectFrom('approvals')
      .select('id')
      .where('open_key', '=', openKey)
      .executeTakeFirstOrThrow();
    return open.id;
  }
};

export const approvalById = async (db: Db, id: string): Promise<ApprovalTable | null> =>
  (await db.selectFrom('approvals').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;

/**
 * Moves an approval on from the state it was read in: one caller wins, a concurrent one finds
 * it no longer in that state and gets null.
 */
export const moveApproval = async (
  db: Db,
  id: string,
  from: ApprovalTable['status'],
  to: Partial<Pick<ApprovalTable, 'status' | 'decided_by' | 'decided_at_ms' | 'reject_reason'>> & {
    open_key?: null;
  },
): Promise<ApprovalTable | null> =>
  (await db
    .updateTable('approvals')
    .set(to)
    .where('id', '=', id)
    .where('status', '=', from)
    .returningAll()
    .executeTakeFirst()) ?? null;

/** Approvals a crash left between the second approver's claim and the action's end. */
export const approvalsLeftApproving = (db: Db): Promise<ApprovalTable[]> =>
  db
    .selectFrom('approvals')
    .selectAll()
    .where('status', '=', 'approving')
    .orderBy('asked_at_ms')
    .limit(MEND_BATCH_MAX)
    .execute();

/** The waiting approvals, oldest first, with who asked; `viewerId` sees its own marked. */
export const waitingApprovals = async (
  db: Db,
  viewerId: string,
  page: { offset: number; limit: number },
): Promise<{ count: number; rows: Approval[] }> => {
  const waiting = db.selectFrom('approvals').where('approvals.status', '=', 'waiting');
  const counted = await waiting
    .select((eb) => eb.fn.countAll<bigint | string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await waiting
    .innerJoin('operators', 'operators.id', 'approvals.asked_by')
    .selectAll('approvals')
    .select(['operators.name', 'operators.email'])
    .orderBy('approvals.asked_at_ms')
    .orderBy('approvals.id')
    .offset(Math.max(0, page.offset))
    .limit(Math.max(0, Math.min(page.limit, APPROVALS_PAGE_MAX)))
    .execute();
  return {
    count: Number(counted.n),
    rows: rows.map((row) => ({
      id: row.id,
      kind: row.kind as ApprovalKind,
      subject: row.subject,
      amount_idr: toDecimalString(BigInt(row.amount_sen), MONEY_DECIMALS),
      asked_by_name: row.name,
      asked_by_email: row.email,
      asked_by_you: row.asked_by === viewerId,
      asked_at: new Date(Number(row.asked_at_ms)).toISOString(),
      details: JSON.parse(row.input) as Record<string, unknown>,
    })),
  };
};
