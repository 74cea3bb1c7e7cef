import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Test support: signs a demo account in through the real login call. */

const DEMO_PASSWORD_SHA256 = createHash('sha256').update('Emas#2026').digest('hex');

/** What the login form reports of where it signs in from. */
export const geolocationHeaders = {
  Latitude: '-6.2',
  Longitude: '106.8',
  City: 'Jakarta',
  Region: 'Jakarta',
  Country: 'ID',
  'IP-Address': '203.0.113.7',
};

export type SignedIn = { readonly userId: string; readonly token: string };

export const signInAs = async (
  app: FastifyInstance,
  email: string,
  appName = 'metalgo',
): Promise<SignedIn> => {
  const response = await app.inject({
    method: 'POST',
    url: '/v2/user/auth',
    headers: geolocationHeaders,
    payload: { email, password: DEMO_PASSWORD_SHA256, app_name: appName, clientCaptchaKey: '' },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  const body = response.json<{ user_id: string; token: string }>();
  return { userId: body.user_id, token: body.token };
};

export const bearer = (signedIn: SignedIn): Record<string, string> => ({
  authorization: `Bearer ${signedIn.token}`,
});

/** One call as a signed-in account, its bearer token attached. */
export const sendAs = (
  app: FastifyInstance,
  who: SignedIn,
  method: 'POST' | 'PATCH' | 'GET',
  url: string,
  payload?: object,
) => app.inject({ method, url, payload, headers: bearer(who) });
