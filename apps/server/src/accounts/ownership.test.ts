/**
 * Proves the ownership rule of every account call that names a user: a caller reads only its
 * own account, except an ib its clients, an fm its ibs and their clients, and the ccp anyone;
 * a refusal is AccessDenied (403) and carries none of the other account's data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { type SignedIn, bearer, signInAs } from './test-sign-in.ts';

type Who = 'client' | 'client2' | 'pospay' | 'ib' | 'fm' | 'lp' | 'ccp';

const logins: Record<Who, [email: string, appName: string]> = {
  client: ['client@demo.emas.id', 'metalgo'],
  client2: ['client2@demo.emas.id', 'metalgo'],
  pospay: ['pospay@demo.emas.id', 'pospaygold'],
  ib: ['ib@demo.emas.id', 'metalgo'],
  fm: ['fm@demo.emas.id', 'metalgo'],
  lp: ['lp@demo.emas.id', 'metalgo'],
  ccp: ['ccp@demo.emas.id', 'metalgo'],
};

const calls = [
  'POST /v2/igx/account_information',
  'POST /v2/igx/balance',
  'POST /v2/igx/gold_balance',
  'POST /v2/igx/holding',
  'POST /v2/igx/payment_information',
  'GET /v2/igx/hub',
] as const;

/** [caller, subject, allowed] */
const cases: [Who, Who, boolean][] = [
  ['client', 'client2', false],
  ['client2', 'client', false],
  ['client', 'pospay', false],
  ['pospay', 'client', false],
  ['lp', 'client', false],
  ['client', 'ib', false],
  ['ib', 'client', true],
  ['ib', 'client2', true],
  ['ib', 'pospay', false],
  ['ib', 'fm', false],
  ['fm', 'ib', true],
  ['fm', 'client', true],
  ['fm', 'pospay', false],
  ['ccp', 'pospay', true],
  ['ccp', 'lp', true],
];

describe.each(databaseKinds())('ownership of account calls on %s', (kind) => {
  let t: TestApp;
  const signedIn = new Map<Who, SignedIn>();
  const as = (who: Who): SignedIn => {
    const found = signedIn.get(who);
    if (found === undefined) throw new Error(`${who} is not signed in`);
    return found;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const [who, [email, appName]] of Object.entries(logins)) {
      signedIn.set(who as Who, await signInAs(t.app, email, appName));
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const ask = (caller: Who, call: (typeof calls)[number], userId: string) => {
    const [method, url] = call.split(' ') as ['GET' | 'POST', string];
    return t.app.inject(
      method === 'GET'
        ? {
            method,
            url: `${url}?user_id=${encodeURIComponent(userId)}`,
            headers: bearer(as(caller)),
          }
        : { method, url, payload: { user_id: userId }, headers: bearer(as(caller)) },
    );
  };

  describe.each(calls)('%s', (call) => {
    it.each(cases)('%s asking for %s: allowed %s', async (caller, subject, allowed) => {
      const response = await ask(caller, call, as(subject).userId);
      if (allowed) {
        // ib, fm and ccp hold no money, so they have no RPED account to show.
        const withoutRped =
          call === 'POST /v2/igx/payment_information' && ['ib', 'fm', 'ccp'].includes(subject);
        expect(response.statusCode).toBe(withoutRped ? 404 : 200);
        if (withoutRped) expect(response.json()).toMatchObject({ code: 'RPEDNotFound' });
      } else {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ status: 403, code: 'AccessDenied' });
        expect(response.body).not.toContain(as(subject).userId);
      }
    });

    it('refuses an id no account has, as it refuses a foreign one', async () => {
      const response = await ask('client', call, 'no-such-account');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'AccessDenied' });
    });
  });

  it('answers an ib with its client’s own data', async () => {
    const response = await ask('ib', 'POST /v2/igx/account_information', as('client').userId);
    expect(response.json()).toMatchObject({
      data: { body: { user_id: as('client').userId, hin: 'PC00000001' } },
    });
    const balance = await ask('ib', 'POST /v2/igx/balance', as('client').userId);
    expect(balance.json()).toMatchObject({ body: { rdk_balance: '1000000000.00' } });
  });

  it('answers the ccp with the pospay client’s data', async () => {
    const response = await ask('ccp', 'POST /v2/igx/account_information', as('pospay').userId);
    expect(response.json()).toMatchObject({
      data: { body: { hin: 'PC00000003', app_name: 'pospaygold' } },
    });
  });
});
