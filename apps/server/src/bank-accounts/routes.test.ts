/**
 * Proves the bank-account calls on SQLite and PostgreSQL: the list with the seeded main account,
 * the banks, the whole add flow (owner lookup, identity, selfie stripped of its metadata and
 * stored outside the web root, e-mail then SMS code) ending PENDING ('Diproses'), the operator's
 * approval (ACCEPTED) and rejection, delete, and the limit of 3 additional accounts.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mainWithdrawalAccount } from '@emas/api/test-fixtures';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, bearer, signInAs } from '../test-support/sign-in.ts';
import { databaseKinds, sharedDepsOf } from '../test-support/harness.ts';
import {
  approveBankAccount,
  bankAccountsForOperator,
  rejectBankAccount,
  selfieOf,
} from './operator-review.ts';
import type { BankAccountDeps } from './deps.ts';
import { type BankTest, CLIENT, createBankTest, flowUntil, get, post } from './test-kit.ts';

type ListAnswer = { data: { _id: string; status: string; type: string; can_delete: boolean }[] };

describe.each(databaseKinds())('bank accounts on %s', (kind) => {
  let t: BankTest;
  let client: SignedIn;
  let deps: BankAccountDeps;

  beforeAll(async () => {
    t = await createBankTest(kind);
    client = await signInAs(t.app, CLIENT.email);
    deps = {
      ...sharedDepsOf(t),
      bankInquiry: t.bankInquiry,
    };
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async () => (await get(t.app, client, '/v2/bank_account')).json<ListAnswer>().data;

  it('lists the seeded main withdrawal account as etb, verified and not deletable', async () => {
    const response = await get(t.app, client, '/v2/bank_account');
    expect(response.statusCode).toBe(200);
    const [main] = response.json<{ data: Record<string, unknown>[] }>().data;
    expect(main).toMatchObject(mainWithdrawalAccount);
    expect(main?.bankLogo).toMatch(/^data:image\/svg\+xml,/);
  });

  it('lists the banks known by code', async () => {
    const response = await get(t.app, client, '/v2/bank_account/banks');
    expect(response.json()).toEqual({
      status: 200,
      data: [
        { bank_code: '002', bank_name: 'BRI' },
        { bank_code: '008', bank_name: 'Mandiri' },
        { bank_code: '014', bank_name: 'BCA' },
        { bank_code: '022', bank_name: 'BCA' },
        { bank_code: '037', bank_name: 'AGI' },
        { bank_code: '451', bank_name: 'BSI' },
      ],
    });
  });

  it('answers the looked-up owner and a request key valid 24 hours', async () => {
    const response = await post(t.app, client, '/v2/bank_account', {
      ...CLIENT.account,
      user_id: client.userId,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Record<string, unknown> }>();
    expect(data).toMatchObject({
      bank_name: 'BRI',
      bank_code: '002',
      account_no: '1400000001',
      account_name: 'CITRA LESTARI',
      expired_at: t.clock.now() + 86_400_000,
    });
    expect(data.request_key).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('adds an account through identity, selfie and both codes, PENDING until approved', async () => {
    const sentBefore = t.sent.length;
    await flowUntil(t, client, CLIENT, 'done');
    const messages = t.sent.slice(sentBefore);
    expect(messages.map((m) => [m.channel, m.to])).toEqual([
      ['email', CLIENT.email],
      ['sms', CLIENT.phone],
    ]);
    const added = (await list()).at(-1);
    expect(added).toMatchObject({ status: 'PENDING', type: 'bifast', can_delete: true });

    const pending = await bankAccountsForOperator(t.database.db, {
      status: 'pending',
      offset: 0,
      limit: 10,
    });
    expect(pending.count).toBe(1);
    expect(pending.rows[0]).toMatchObject({
      id: added?._id,
      hin: 'PC00000001',
      fullname: 'Citra Lestari',
      account_no: '1400000001',
      status: 'PENDING',
      reviewed_at: null,
    });

    const approved = await approveBankAccount(deps, added?._id ?? '');
    expect(approved).toMatchObject({ ok: true, value: { status: 'ACCEPTED' } });
    expect((await list()).at(-1)?.status).toBe('ACCEPTED');
    expect(await approveBankAccount(deps, added?._id ?? '')).toEqual({
      ok: false,
      code: 'BankAccountNotPending',
    });
  });

  it('keeps the selfie outside the web root as a JPEG without its metadata', async () => {
    const [row] = (
      await bankAccountsForOperator(t.database.db, { status: 'all', offset: 0, limit: 1 })
    ).rows;
    const selfie = await selfieOf(deps, row?.id ?? '');
    expect(selfie?.contentType).toBe('image/jpeg');
    const metadata = await sharp(selfie?.bytes).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(selfie?.bytes.includes('SECRET-EXIF-MARKER')).toBe(false);
    const files = await readdir(join(t.uploadDir, 'selfies'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(await readFile(join(t.uploadDir, 'selfies', files[0] ?? ''))).toEqual(selfie?.bytes);
    const served = await t.app.inject({ method: 'GET', url: `/selfies/${files[0]}` });
    expect(served.body.includes('SECRET-EXIF-MARKER')).toBe(false);
    expect(served.headers['content-type']).not.toBe('image/jpeg');
  });

  it('refuses the same account again', async () => {
    const again = await post(t.app, client, '/v2/bank_account', {
      ...CLIENT.account,
      user_id: client.userId,
    });
    expect(again.json()).toMatchObject({ code: 'BankAccountExists', status: 409 });
  });

  it('deletes an added account but never the main one', async () => {
    const [main, added] = await list();
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/v2/bank_account/${main?._id}`,
      headers: bearer(client),
    });
    expect(refused.json()).toMatchObject({ code: 'AccessDenied' });
    const deleted = await t.app.inject({
      method: 'PATCH',
      url: `/v2/bank_account/${added?._id}`,
      headers: bearer(client),
    });
    expect(deleted.json()).toEqual({ status: 200, data: { message: 'Data berhasil dihapus' } });
    expect((await list()).map((a) => a._id)).toEqual([main?._id]);
    const twice = await t.app.inject({
      method: 'PATCH',
      url: `/v2/bank_account/${added?._id}`,
      headers: bearer(client),
    });
    expect(twice.json()).toMatchObject({ code: 'NotFound' });
  });

  it('allows 3 additional accounts, then BankAccountReachedLimit; a rejection frees a place', async () => {
    const numbers = ['2200000001', '3300000001', '4400000001'];
    for (const account_no of numbers) {
      // A new flow's first code within 60 s of the last one would be a resend in cooldown.
      t.clock.advance(61_000);
      await flowUntil(t, client, CLIENT, 'done', { bank_code: '008', account_no });
    }
    expect(await list()).toHaveLength(4);
    const fourth = await post(t.app, client, '/v2/bank_account', {
      bank_code: '451',
      account_no: '5500000001',
      user_id: client.userId,
    });
    expect(fourth.json()).toMatchObject({ code: 'BankAccountReachedLimit' });

    const { rows } = await bankAccountsForOperator(t.database.db, {
      status: 'pending',
      offset: 0,
      limit: 10,
    });
    expect(rows).toHaveLength(3);
    const rejected = await rejectBankAccount(deps, rows[0]?.id ?? '', '  Foto tidak jelas ');
    expect(rejected).toMatchObject({
      ok: true,
      value: { status: 'REJECTED', reject_reason: 'Foto tidak jelas' },
    });
    expect(await rejectBankAccount(deps, rows[1]?.id ?? '', ' ')).toEqual({
      ok: false,
      code: 'ValidationFailed',
    });
    expect(await list()).toHaveLength(3);
    const nowAllowed = await post(t.app, client, '/v2/bank_account', {
      bank_code: '451',
      account_no: '5500000001',
      user_id: client.userId,
    });
    expect(nowAllowed.statusCode).toBe(200);
  });
});
