/**
 * Proves the Xendit Disbursements adapter against a local stub that speaks Xendit's documented
 * contract: the create carries Basic auth with the secret key, the withdrawal's id as
 * X-IDEMPOTENCY-KEY and external_id, and the amount in whole rupiah with Xendit's bank code;
 * PENDING, COMPLETED and FAILED map to pending, paid and failed; a refusal code fails the
 * payout, a reused key asks the status, and a 5xx or no answer in time is never taken for a
 * failure (the create is sent once more with the same key, then the outcome is unknown). The
 * status inquiry by external_id maps found, not found and no answer.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ProviderStub, startProviderStub } from '../../test-support/provider-stub.ts';
import type { BankPayout, PayoutRequest } from './bank-payout.ts';
import { xenditPayout } from './xendit-payout.ts';

const SECRET_KEY = 'xnd_development_stub_key';
/** Long enough for any stub answer; the impatient bank meets only stubs that never answer. */
const TIMEOUT_MS = 5_000;
const IMPATIENT_TIMEOUT_MS = 100;

const request: PayoutRequest = {
  idempotencyKey: 'wd-0001',
  transferType: 'bifast',
  amountSen: 25_000_000n,
  bankCode: '014',
  accountNumber: '1231241231',
  accountName: 'Bob Jones',
};

const disbursement = (status: string, extra: Record<string, unknown> = {}) => ({
  id: '57f1ca56bb1a631a65eee65e',
  external_id: request.idempotencyKey,
  amount: 250_000,
  bank_code: 'BCA',
  account_holder_name: 'Bob Jones',
  disbursement_description: 'Withdrawal wd-0001',
  status,
  ...extra,
});

describe('Xendit disbursements', () => {
  let stub: ProviderStub;
  let bank: BankPayout;
  let impatient: BankPayout;
  const problems: string[] = [];

  beforeAll(async () => {
    stub = await startProviderStub();
    bank = xenditPayout({
      secretKey: SECRET_KEY,
      baseUrl: stub.url,
      timeoutMs: TIMEOUT_MS,
      onProblem: (message) => problems.push(message),
    });
    impatient = xenditPayout({
      secretKey: SECRET_KEY,
      baseUrl: stub.url,
      timeoutMs: IMPATIENT_TIMEOUT_MS,
      onProblem: (message) => problems.push(message),
    });
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    stub.reset();
    problems.length = 0;
  });

  it('creates the disbursement as documented and maps PENDING to pending', async () => {
    stub.reply({ status: 200, json: disbursement('PENDING') });
    expect(await bank.send(request)).toEqual({ kind: 'pending' });
    const [sent] = stub.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/disbursements');
    const basic = Buffer.from(`${SECRET_KEY}:`).toString('base64');
    expect(sent?.headers.authorization).toBe(`Basic ${basic}`);
    expect(sent?.headers['x-idempotency-key']).toBe('wd-0001');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      external_id: 'wd-0001',
      amount: 250_000,
      bank_code: 'BCA',
      account_holder_name: 'Bob Jones',
      account_number: '1231241231',
      description: 'Withdrawal wd-0001',
    });
  });

  it('maps COMPLETED to paid with Xendit id as the bank reference', async () => {
    stub.reply({ status: 200, json: disbursement('COMPLETED') });
    expect(await bank.send(request)).toEqual({
      kind: 'paid',
      bankReference: '57f1ca56bb1a631a65eee65e',
    });
  });

  it('fails the payout on a documented refusal, with its code', async () => {
    stub.reply({
      status: 400,
      json: { error_code: 'RECIPIENT_ACCOUNT_NUMBER_ERROR', message: 'Invalid account number' },
    });
    const outcome = await bank.send(request);
    expect(outcome).toEqual({
      kind: 'failed',
      reason: 'Xendit refused the payout (RECIPIENT_ACCOUNT_NUMBER_ERROR) Invalid account number',
    });
    expect(stub.requests).toHaveLength(1);
    stub.reply({
      status: 404,
      json: { error_code: 'BANK_CODE_NOT_SUPPORTED_ERROR', message: 'Bank code is not supported' },
    });
    expect(await bank.send(request)).toMatchObject({
      kind: 'failed',
      reason: expect.stringContaining('BANK_CODE_NOT_SUPPORTED_ERROR'),
    });
  });

  it('asks the status when the key was used before, instead of failing', async () => {
    stub.reply(
      { status: 400, json: { error_code: 'DUPLICATE_TRANSACTION_ERROR', message: 'used' } },
      { status: 200, json: [disbursement('COMPLETED')] },
    );
    expect(await bank.send(request)).toMatchObject({ kind: 'paid' });
    expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /disbursements',
      'GET /disbursements?external_id=wd-0001',
    ]);
  });

  it('sends once more with the same key after a 5xx, then calls the outcome unknown', async () => {
    const serverError = { status: 503, json: { error_code: 'SERVER_ERROR', message: 'down' } };
    stub.reply(serverError, { status: 200, json: disbursement('PENDING') });
    expect(await bank.send(request)).toEqual({ kind: 'pending' });
    stub.reply(serverError, { ...serverError, status: 500 });
    expect(await bank.send(request)).toEqual({ kind: 'timeout' });
    expect(stub.requests.map((r) => r.headers['x-idempotency-key'])).toEqual([
      'wd-0001',
      'wd-0001',
      'wd-0001',
      'wd-0001',
    ]);
  });

  it('calls a create that gets no answer in time unknown, never failed', async () => {
    stub.reply({ hang: true }, { hang: true });
    expect(await impatient.send(request)).toEqual({ kind: 'timeout' });
    expect(stub.requests).toHaveLength(2);
  });

  it('reports a refused key without the key, and leaves the outcome unknown', async () => {
    stub.reply({ status: 401, json: { error_code: 'INVALID_API_KEY', message: 'bad key' } });
    expect(await bank.send(request)).toEqual({ kind: 'timeout' });
    expect(problems).toEqual(['Xendit create answered HTTP 401 (INVALID_API_KEY)']);
    expect(problems.join()).not.toContain(SECRET_KEY);
  });

  it('refuses what Xendit cannot pay without calling it', async () => {
    expect(await bank.send({ ...request, amountSen: 25_000_050n })).toMatchObject({
      kind: 'failed',
    });
    expect(await bank.send({ ...request, bankCode: '999' })).toMatchObject({ kind: 'failed' });
    expect(stub.requests).toHaveLength(0);
  });

  it('inquires by external_id: paid, failed with its code, not found, not yet known', async () => {
    stub.reply(
      { status: 200, json: [disbursement('COMPLETED')] },
      { status: 200, json: [disbursement('FAILED', { failure_code: 'REJECTED_BY_BANK' })] },
      { status: 404, json: { error_code: 'DIRECT_DISBURSEMENT_NOT_FOUND_ERROR', message: 'no' } },
      { status: 200, json: [] },
      { status: 200, json: [disbursement('PENDING')] },
    );
    expect(await bank.inquire('wd-0001')).toMatchObject({ kind: 'paid' });
    expect(await bank.inquire('wd-0001')).toEqual({
      kind: 'failed',
      reason: 'Xendit could not pay it (REJECTED_BY_BANK)',
    });
    expect(await bank.inquire('wd-0001')).toEqual({ kind: 'not_found' });
    expect(await bank.inquire('wd-0001')).toEqual({ kind: 'not_found' });
    expect(await bank.inquire('wd-0001')).toEqual({ kind: 'pending' });
    expect(stub.requests[0]?.headers.authorization).toMatch(/^Basic /);
    stub.reply({ hang: true }, { hang: true });
    expect(await impatient.inquire('wd-0001')).toEqual({ kind: 'pending' });
    expect(stub.requests).toHaveLength(7);
  });
});
