/**
 * Proves the account-details desk on SQLite and PostgreSQL: an operator finds an account by
 * HIN, e-mail or name (a `%` searches for itself), changes its details (blank ones become
 * missing), the owner's account_information carries them at once, the change is in the audit
 * log, an unknown account and bad input are refused, and a client's token never passes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';
import { sendAsOperator } from '../test-support/operator-call.ts';
import { type SignedIn, bearer, signInAs, signInAsOperator } from '../test-support/sign-in.ts';

const EDIT = {
  last_name: 'Anggraini Putri',
  business_name: '  ',
  street: 'Jl. Braga No. 10',
  city: 'Bandung',
  province: 'Jawa Barat',
  postcode: '40111',
  country: 'Indonesia',
};

describe.each(databaseKinds())('account-details desk on %s', (kind) => {
  let t: TestApp;
  let client2: SignedIn;
  let token: string;

  const operator = (method: 'GET' | 'PATCH', url: string, payload?: object) => {
    t.clock.advance(1_000);
    return sendAsOperator(t.app, token, method, url, payload);
  };
  const emailsFound = async (search: string) =>
    (await operator('GET', `/v2/operator/account-profiles?search=${encodeURIComponent(search)}`))
      .json<{ data: { body: { email: string }[] } }>()
      .data.body.map((row) => row.email);

  beforeAll(async () => {
    t = await createTestApp(kind);
    client2 = await signInAs(t.app, 'client2@demo.emas.id');
    token = await signInAsOperator(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds accounts by HIN, e-mail or name, in any case', async () => {
    expect(await emailsFound('pc00000002')).toEqual(['client2@demo.emas.id']);
    expect(await emailsFound('CLIENT2@')).toEqual(['client2@demo.emas.id']);
    expect(await emailsFound('dewi ANGG')).toEqual(['client2@demo.emas.id']);
    expect(await emailsFound('%')).toEqual([]);
    const all = await operator('GET', '/v2/operator/account-profiles?limit=3');
    expect(all.json().data.count).toBe(7);
    expect(all.json().data.body).toHaveLength(3);
  });

  it("changes an account's details, shows them to the owner and audits the change", async () => {
    const response = await operator(
      'PATCH',
      `/v2/operator/account-profiles/${client2.userId}`,
      EDIT,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: client2.userId,
      hin: 'PC00000002',
      last_name: 'Anggraini Putri',
      business_name: null,
      city: 'Bandung',
    });
    const own = await t.app.inject({
      method: 'POST',
      url: '/v2/igx/account_information',
      headers: bearer(client2),
      payload: { user_id: client2.userId },
    });
    expect(own.json().data.body).toMatchObject({
      last_name: 'Anggraini Putri',
      business_name: null,
      street: 'Jl. Braga No. 10',
      postcode: '40111',
    });
    const latest = (await operator('GET', '/v2/operator/actions?limit=1')).json().data.body[0];
    expect(latest).toMatchObject({ action: 'account-profile.edit', subject: client2.userId });
  });

  it('refuses an unknown account, bad input, and a client token', async () => {
    const unknown = await operator('PATCH', '/v2/operator/account-profiles/nobody', EDIT);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'AccountNotFound' });
    const tooLong = await operator('PATCH', `/v2/operator/account-profiles/${client2.userId}`, {
      ...EDIT,
      postcode: '1'.repeat(11),
    });
    expect(tooLong.statusCode).toBe(422);
    const asClient = await t.app.inject({
      method: 'GET',
      url: '/v2/operator/account-profiles',
      headers: bearer(client2),
    });
    expect(asClient.statusCode).not.toBe(200);
  });
});
