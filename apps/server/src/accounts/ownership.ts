import type { Db } from '../db/database.ts';
import { AppError } from '../plugins/app-error.ts';
import type { AuthenticatedAccount } from '../plugins/authenticate.ts';

type Subject = { id: string; parentId: string | null; grandparentId: string | null };

const findSubject = async (db: Db, accountId: string): Promise<Subject | null> => {
  const row = await db
    .selectFrom('accounts as a')
    .leftJoin('accounts as p', 'p.id', 'a.parent_account_id')
    .select(['a.id', 'a.parent_account_id', 'p.parent_account_id as grandparent_id'])
    .where('a.id', '=', accountId)
    .executeTakeFirst();
  if (row === undefined) return null;
  return { id: row.id, parentId: row.parent_account_id, grandparentId: row.grandparent_id ?? null };
};

/**
 * Whether `caller` may read `subject`'s data (BRIEF, "The API contract"): an ib its own
 * children, an fm its children and their children (the clients of its ibs), the ccp every
 * account. Every other level only itself.
 */
export const maySee = (
  caller: Pick<AuthenticatedAccount, 'id' | 'level'>,
  subject: Subject,
): boolean => {
  if (subject.id === caller.id) return true;
  switch (caller.level) {
    case 'ccp':
      return true;
    case 'ib':
      return subject.parentId === caller.id;
    case 'fm':
      return subject.parentId === caller.id || subject.grandparentId === caller.id;
    default:
      return false;
  }
};

/**
 * The account whose data a call answers with: the body or query `user_id`, or the caller when
 * none is given. Refuses with AccessDenied an account the caller may not see, and one that does
 * not exist, so a refusal never tells whether an id exists.
 */
export const subjectOf = async (
  db: Db,
  caller: AuthenticatedAccount,
  requestedUserId: string | undefined,
): Promise<string> => {
  if (requestedUserId === undefined || requestedUserId === caller.id) return caller.id;
  const subject = await findSubject(db, requestedUserId);
  if (subject === null || !maySee(caller, subject)) throw new AppError('AccessDenied');
  return subject.id;
};
