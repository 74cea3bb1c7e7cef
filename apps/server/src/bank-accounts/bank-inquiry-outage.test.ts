/**
 * Proves that a bank that does not answer the owner-name inquiry, because it is down or too
 * slow, is a clear refusal on SQLite and PostgreSQL: adding an account answers
 * BankInquiryUnavailable (503) and keeps no request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { databaseKinds } from '../test-support/harness.ts';
import { type SignedIn, signInAs } from '../test-support/sign-in.ts';
import { type BankTest, CLIENT, createBankTest, post } from './test-kit.ts';

const outages: [string, Partial<Config>][] = [
  ['down', { bankInquiryFailurePercent: 100 }],
  ['slower than the server waits', { bankInquiryTimeoutPercent: 100, bankInquiryTimeoutMs: 50 }],
];

describe.each(
  databaseKinds().flatMap((kind) => outages.map(([what, config]) => [what, kind, config] as const)),
)('the bank %s on %s', (_what, kind, config) => {
  let t: BankTest;
  let client: SignedIn;

  beforeAll(async () => {
    t = await createBankTest(kind, config);
    client = await signInAs(t.app, CLIENT.email);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers BankInquiryUnavailable and keeps no request', async () => {
    const response = await post(t.app, client, '/v2/bank_account', {
      ...CLIENT.account,
      user_id: client.userId,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'BankInquiryUnavailable',
      err_message_id: 'Bank tidak menjawab. Silakan coba lagi.',
    });
    const requests = await t.database.db
      .selectFrom('bank_account_requests')
      .select('request_key')
      .execute();
    expect(requests).toEqual([]);
  });
});
