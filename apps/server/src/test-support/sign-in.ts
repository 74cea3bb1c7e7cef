import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { DEMO_OPERATOR } from '../operator/index.ts';

/** Test support shared by every feature: sign a demo account in through the real login call. */
export {
  type SignedIn,
  bearer,
  geolocationHeaders,
  sendAs,
  signInAs,
} from '../accounts/test-sign-in.ts';

/** The id of the account with this e-mail (a seeded demo account, mostly). */
export const accountIdOf = async (db: Db, email: string): Promise<string> =>
  (
    await db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;

const DEMO_PASSWORD_SHA256 = createHash('sha256').update('Emas#2026').digest('hex');

/** Signs a demo operator in through the console's sign-in call; answers its bearer token. */
export const signInAsOperator = async (
  app: FastifyInstance,
  email: string = DEMO_OPERATOR.email,
): Promise<string> => {
  const response = await app.inject({
    method: 'POST',
    url: '/v2/operator/auth',
    payload: { email, password: DEMO_PASSWORD_SHA256 },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  return response.json<{ data: { token: string } }>().data.token;
};
