import type { Db } from '../db/database.ts';
import { findLiveSession } from './sessions-repository.ts';
import { tokenHash } from './tokens.ts';

/** The shape of a bearer token, as the Authorization header accepts it. */
const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The account and session a bearer token signs in, or null: the same session check as the
 * authenticate preHandler (live, not revoked, not expired, account active). Used by the live
 * channel, which receives the token in a message rather than a header, and closes the socket
 * when that session is revoked. It records no activity: an open socket is not the user at
 * work, so it must not keep an idle session alive.
 */
export const sessionOfToken = async (
  db: Db,
  token: string,
  nowMs: number,
): Promise<{ accountId: string; sessionId: string } | null> => {
  if (!TOKEN.test(token)) return null;
  const session = await findLiveSession(db, tokenHash(token), nowMs);
  return session === null ? null : { accountId: session.account.id, sessionId: session.sessionId };
};
