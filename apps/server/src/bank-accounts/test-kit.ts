import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type SignedIn, bearer } from '../test-support/sign-in.ts';
import type { Config } from '../config.ts';
import { type TestApp, type TestDatabaseKind, createTestApp } from '../test-support/harness.ts';

/* Helpers of the bank-account tests (not a test file itself): the app, the calls, the flow. */

export const SELFIE_PATH = join(import.meta.dirname, '../../../../e2e/fixtures/selfie.jpg');
export const selfieBytes = (): Promise<Buffer> => readFile(SELFIE_PATH);

/** A demo holder as the flow needs them: identity, contacts and a number the bank knows. */
export type Person = {
  readonly email: string;
  readonly phone: string;
  readonly identity: { id_no: string; mother_name: string };
  /** A BRI number of theirs the simulated bank knows. */
  readonly account: { bank_code: string; account_no: string };
};

export const CLIENT: Person = {
  email: 'client@demo.emas.id',
  phone: '081200000001',
  identity: { id_no: '3171081200000001', mother_name: 'Siti Aminah' },
  account: { bank_code: '002', account_no: '1400000001' },
};

export const CLIENT2: Person = {
  email: 'client2@demo.emas.id',
  phone: '081200000002',
  identity: { id_no: '3171081200000002', mother_name: 'Dewi Sartika' },
  account: { bank_code: '002', account_no: '1400000002' },
};

export type BankTest = TestApp & { uploadDir: string };

/** Payouts and the post answer at once and no daily limit stops a withdrawal: for desk tests. */
export const QUICK_MONEY_MOVES: Partial<Config> = {
  payoutDelayMs: 1,
  postalDelayMs: 0,
  withdrawalDailyLimitSen: 10n ** 15n,
};

export const createBankTest = async (
  kind: TestDatabaseKind,
  overrides: Partial<Config> = {},
): Promise<BankTest> => {
  const uploadDir = await mkdtemp(join(tmpdir(), 'emas-uploads-'));
  // Sessions outlive the tests' clock jumps (a request key's 24 hours, the 60-minute lock).
  const sessionMs = 10 * 24 * 60 * 60 * 1000;
  const t = await createTestApp(kind, {
    uploadDir,
    sessionIdleMs: sessionMs,
    sessionAbsoluteMs: sessionMs,
    ...overrides,
  });
  return {
    ...t,
    uploadDir,
    close: async () => {
      await t.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
};

export const post = (app: FastifyInstance, who: SignedIn, url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, headers: bearer(who) });

export const get = (app: FastifyInstance, who: SignedIn, url: string) =>
  app.inject({ method: 'GET', url, headers: bearer(who) });

/** A multipart body as a browser's FormData sends it. */
export const multipartOf = async (
  fields: Record<string, string>,
  image: { bytes: Buffer; name: string; type: string } | null,
): Promise<{ payload: Buffer; headers: Record<string, string> }> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (image !== null) form.set('image', new Blob([image.bytes], { type: image.type }), image.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
};

export const uploadSelfie = async (
  app: FastifyInstance,
  who: SignedIn,
  fields: Record<string, string>,
  image: { bytes: Buffer; name: string; type: string } | null,
) => {
  const { payload, headers } = await multipartOf(fields, image);
  return app.inject({
    method: 'POST',
    url: '/v2/bank_account/image_verification',
    payload,
    headers: { ...headers, ...bearer(who) },
  });
};

/** The code of the last message sent to `to`. */
export const lastCodeTo = (t: TestApp, to: string): string => {
  const message = t.sent.filter((m) => m.to === to).at(-1);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`no code was sent to ${to}`);
  return code;
};

export type Step = 'identity' | 'photo' | 'otp_email' | 'otp_sms' | 'done';

/** Runs the add flow up to (not including) `until`; answers the request key and validation string. */
export const flowUntil = async (
  t: BankTest,
  who: SignedIn,
  person: Person,
  until: Step,
  account = person.account,
): Promise<{ requestKey: string; validationString: string }> => {
  const added = await post(t.app, who, '/v2/bank_account', { ...account, user_id: who.userId });
  if (added.statusCode !== 200) throw new Error(`add failed: ${added.body}`);
  const requestKey = added.json<{ data: { request_key: string } }>().data.request_key;
  const state = { requestKey, validationString: '' };
  if (until === 'identity') return state;
  const base = { user_id: who.userId, request_key: requestKey };
  const identity = await post(t.app, who, '/v2/bank_account/identity', {
    ...base,
    ...person.identity,
  });
  if (identity.statusCode !== 200) throw new Error(`identity failed: ${identity.body}`);
  state.validationString = identity.json<{
    data: { validation_string: string };
  }>().data.validation_string;
  if (until === 'photo') return state;
  const photo = await uploadSelfie(
    t.app,
    who,
    { ...base, validation_string: state.validationString },
    { bytes: await selfieBytes(), name: 'selfie.jpg', type: 'image/jpeg' },
  );
  if (photo.statusCode !== 200) throw new Error(`photo failed: ${photo.body}`);
  if (until === 'otp_email') return state;
  const email = await post(t.app, who, '/v2/bank_account/otp/validate_email', {
    ...base,
    code: lastCodeTo(t, person.email),
  });
  if (email.statusCode !== 200) throw new Error(`email code failed: ${email.body}`);
  if (until === 'otp_sms') return state;
  const sms = await post(t.app, who, '/v2/bank_account/otp/validate_sms', {
    ...base,
    code: lastCodeTo(t, person.phone),
  });
  if (sms.statusCode !== 200) throw new Error(`sms code failed: ${sms.body}`);
  return state;
};
