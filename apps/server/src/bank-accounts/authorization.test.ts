/**
 * Proves the bank-account authorization matrix on SQLite and PostgreSQL: every call needs a
 * session; ib, fm and ccp hold no money and get AccessDenied on every call; a client's body
 * user_id must be their own; another client's accounts are not listed, not deletable, and their
 * request keys answer as if unknown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, bearer, signInAs } from '../test-support/sign-in.ts';
import { databaseKinds } from '../test-support/harness.ts';
import {
  type BankTest,
  CLIENT,
  CLIENT2,
  createBankTest,
  flowUntil,
  get,
  post,
  uploadSelfie,
} from './test-kit.ts';

const KEY = 'K'.repeat(32);

/** Every call with a body that is valid for it. */
const callsFor = (userId: string) =>
  [
    { method: 'GET', url: '/v2/bank_account' },
    { method: 'GET', url: '/v2/bank_account/banks' },
    { method: 'PATCH', url: '/v2/bank_account/some-id' },
    { method: 'POST', url: '/v2/bank_account', payload: { ...CLIENT.account, user_id: userId } },
    {
      method: 'POST',
      url: '/v2/bank_account/identity',
      payload: { ...CLIENT.identity, user_id: userId, request_key: KEY },
    },
    {
      method: 'POST',
      url: '/v2/bank_account/otp/validate_email',
      payload: { user_id: userId, request_key: KEY, code: '123456' },
    },
    {
      method: 'POST',
      url: '/v2/bank_account/otp/validate_sms',
      payload: { user_id: userId, request_key: KEY, code: '123456' },
    },
    {
      method: 'POST',
      url: '/v2/bank_account/otp/resend',
      payload: { user_id: userId, request_key: KEY, mode: 'email' },
    },
  ] as const;

describe.each(databaseKinds())('bank-account authorization on %s', (kind) => {
  let t: BankTest;
  let client: SignedIn;
  let client2: SignedIn;

  beforeAll(async () => {
    t = await createBankTest(kind);
    client = await signInAs(t.app, CLIENT.email);
    client2 = await signInAs(t.app, CLIENT2.email);
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs a session for every call', async () => {
    for (const call of [
      ...callsFor('x'),
      { method: 'POST', url: '/v2/bank_account/image_verification' },
    ]) {
      const response = await t.app.inject({
        method: call.method,
        url: call.url,
        payload: 'payload' in call ? call.payload : undefined,
      });
      expect(response.json(), call.url).toMatchObject({ status: 498 });
    }
  });

  it.each(['ib@demo.emas.id', 'fm@demo.emas.id', 'ccp@demo.emas.id'])(
    'refuses %s every call',
    async (email) => {
      const broker = await signInAs(t.app, email);
      for (const call of callsFor(broker.userId)) {
        const response = await t.app.inject({ ...call, headers: bearer(broker) });
        expect(response.json(), call.url).toMatchObject({ code: 'AccessDenied' });
      }
      const photo = await uploadSelfie(
        t.app,
        broker,
        { user_id: broker.userId, request_key: KEY, validation_string: KEY },
        null,
      );
      expect(photo.json()).toMatchObject({ code: 'AccessDenied' });
    },
  );

  it('lets an lp keep bank accounts', async () => {
    const lp = await signInAs(t.app, 'lp@demo.emas.id');
    const response = await get(t.app, lp, '/v2/bank_account');
    expect(response.json().data[0]).toMatchObject({
      type: 'etb',
      account_name: 'Likuiditas Prima',
    });
  });

  it("refuses another client's user_id in every body", async () => {
    for (const call of callsFor(client2.userId).filter((c) => 'payload' in c)) {
      const response = await t.app.inject({ ...call, headers: bearer(client) });
      expect(response.json(), call.url).toMatchObject({ code: 'AccessDenied' });
    }
    const photo = await uploadSelfie(
      t.app,
      client,
      { user_id: client2.userId, request_key: KEY, validation_string: KEY },
      {
        bytes: Buffer.from('x'),
        name: 'a.jpg',
        type: 'image/jpeg',
      },
    );
    expect(photo.json()).toMatchObject({ code: 'AccessDenied' });
  });

  it("keeps another client's accounts and requests invisible and untouchable", async () => {
    const theirs = await flowUntil(t, client2, CLIENT2, 'done');
    const theirList = (await get(t.app, client2, '/v2/bank_account')).json().data as {
      _id: string;
    }[];
    const mine = (await get(t.app, client, '/v2/bank_account')).json().data as { _id: string }[];
    expect(mine.map((a) => a._id)).not.toContain(theirList[1]?._id);
    for (const account of theirList) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/v2/bank_account/${account._id}`,
        headers: bearer(client),
      });
      expect(response.json()).toMatchObject({
        code: expect.stringMatching(/^(NotFound|AccessDenied)$/),
      });
    }
    expect((await get(t.app, client2, '/v2/bank_account')).json().data).toHaveLength(2);
    const reused = await post(t.app, client, '/v2/bank_account/otp/resend', {
      user_id: client.userId,
      request_key: theirs.requestKey,
      mode: 'sms',
    });
    expect(reused.json()).toMatchObject({ code: 'BankAccountRequestNotFound' });
  });
});
