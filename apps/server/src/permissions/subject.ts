import { HIERARCHY_DEPTH_MAX, type Subject, maySee } from '@emas/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { AppError } from '../plugins/app-error.ts';
import type { AuthenticatedAccount } from '../plugins/authenticate.ts';

/** An account and the ids of the accounts above it, nearest first; null if there is none. */
export const subjectById = async (db: Db, accountId: string): Promise<Subject | null> => {
  const { rows } = await sql<{ id: string; depth: bigint | number }>`
    with recursive chain (id, parent_id, depth) as (
      select id, parent_account_id, 0 from accounts where id = ${accountId}
      union all
      select a.id, a.parent_account_id, chain.depth + 1
        from accounts a join chain on a.id = chain.parent_id
       where chain.depth < ${HIERARCHY_DEPTH_MAX}
    )
    select id, depth from chain order by depth`.execute(db);
  if (rows.length === 0) return null;
  return { id: accountId, ancestorIds: rows.slice(1).map((row) => row.id) };
};

/**
 * The account whose data a call answers with: the `user_id` (or `hin`-resolved id) the call
 * names, or the caller when it names none. An account the caller may not see, and one that does
 * not exist, are both refused with AccessDenied, so a refusal never tells whether an id exists;
 * a call is never silently widened or narrowed to another account.
 */
export const subjectOf = async (
  db: Db,
  caller: Pick<AuthenticatedAccount, 'id' | 'level'>,
  requestedUserId: string | undefined,
): Promise<string> => {
  if (requestedUserId === undefined || requestedUserId === caller.id) return caller.id;
  const subject = await subjectById(db, requestedUserId);
  if (subject === null || !maySee(caller, subject)) throw new AppError('AccessDenied');
  return subject.id;
};
