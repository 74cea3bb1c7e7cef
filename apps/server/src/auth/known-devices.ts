import type { Db } from '../db/database.ts';

/**
 * Whether a sign-in's device (browser and system, `deviceKeyOf`) is new for the account: no
 * earlier success came from it, and there was an earlier success at all (the first sign-in of
 * an account has nothing to compare with, so it tells nobody anything). Asked before this
 * sign-in's own success is recorded. Both reads are by index.
 */
export const isNewDevice = async (
  db: Db,
  accountId: string,
  deviceKey: string,
): Promise<boolean> => {
  const successes = db
    .selectFrom('login_audit')
    .select('id')
    .where('account_id', '=', accountId)
    .where('outcome', '=', 'success');
  const seen = await successes.where('device_key', '=', deviceKey).limit(1).executeTakeFirst();
  if (seen !== undefined) return false;
  return (await successes.limit(1).executeTakeFirst()) !== undefined;
};
