import { createHash } from 'node:crypto';
import { budiDetails, budiProfile } from '@emas/api/test-fixtures';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_OPERATOR } from '../operator/index.ts';
import {
  type BankTest,
  createBankTest,
  lastCodeTo,
  multipartOf,
  selfieBytes,
} from '../bank-accounts/test-kit.ts';
import type { TestDatabaseKind } from '../test-support/harness.ts';
import { sendAsOperator } from '../test-support/operator-call.ts';

/* Helpers of the registration tests (not a test file itself): the calls and the whole flow. */

export const PASSWORD_SHA256 = createHash('sha256').update('Emas#2026').digest('hex');

export type Applicant = { email: string; phone: string };

export const applicant = (n: number): Applicant => ({
  email: `budi${n}@example.co.id`,
  phone: `08561234${String(n).padStart(4, '0')}`,
});

export type RegistrationTest = BankTest & {
  call(url: string, payload: object, ip?: string): Promise<LightMyRequestResponse>;
  operator(method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse>;
};

let addressCount = 0;
/** Each start comes from its own address unless a test says otherwise (the per-address limit). */
const nextAddress = () => `198.51.100.${(addressCount += 1) % 250}`;

export const createRegistrationTest = async (kind: TestDatabaseKind): Promise<RegistrationTest> => {
  const t = await createBankTest(kind);
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/v2/operator/auth',
    payload: { email: DEMO_OPERATOR.email, password: PASSWORD_SHA256 },
  });
  const { token } = signedIn.json<{ data: { token: string } }>().data;
  return {
    ...t,
    call: (url, payload, ip = nextAddress()) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: ip }),
    operator: (method, url, payload) => sendAsOperator(t.app, token, method, url, payload),
  };
};

export const startBody = (who: Applicant, appName = 'metalgo') => ({
  app_name: appName,
  email: who.email,
  phone_number: who.phone,
  password: PASSWORD_SHA256,
});

export const tokenOf = (response: LightMyRequestResponse): string =>
  response.json<{ data: { registration_token: string } }>().data.registration_token;

export const stepOf = (response: LightMyRequestResponse): string =>
  response.json<{ data: { step: string } }>().data.step;

export const uploadPhotos = async (
  t: RegistrationTest,
  token: string,
  photos: { ktp?: Buffer; selfie?: Buffer },
) => {
  const form = new FormData();
  form.set('registration_token', token);
  if (photos.ktp) form.set('ktp_photo', new Blob([photos.ktp], { type: 'image/jpeg' }), 'ktp.jpg');
  if (photos.selfie) form.set('selfie', new Blob([photos.selfie], { type: 'image/jpeg' }), 's.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/v2/registration/photos',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  });
};

const expectOk = (response: LightMyRequestResponse, what: string) => {
  if (response.statusCode !== 200) throw new Error(`${what} failed: ${response.body}`);
  return response;
};

export type Until =
  'email_otp' | 'sms_otp' | 'details' | 'profile' | 'photos' | 'agreement' | 'submitted';

/** Runs the applicant's flow up to (not including) `until`; answers the token. */
export const applyUntil = async (
  t: RegistrationTest,
  who: Applicant,
  until: Until,
): Promise<string> => {
  const token = tokenOf(expectOk(await t.call('/v2/registration', startBody(who)), 'start'));
  const base = { registration_token: token };
  const steps: [Until, () => Promise<LightMyRequestResponse>][] = [
    [
      'email_otp',
      () =>
        t.call('/v2/registration/otp/validate_email', { ...base, otp: lastCodeTo(t, who.email) }),
    ],
    [
      'sms_otp',
      () => t.call('/v2/registration/otp/validate_sms', { ...base, otp: lastCodeTo(t, who.phone) }),
    ],
    ['details', () => t.call('/v2/registration/details', { ...base, ...budiDetails })],
    ['profile', () => t.call('/v2/registration/profile', { ...base, ...budiProfile })],
    [
      'photos',
      async () => uploadPhotos(t, token, { ktp: await selfieBytes(), selfie: await selfieBytes() }),
    ],
    ['agreement', () => t.call('/v2/registration/submit', { ...base, agreement_accepted: true })],
  ];
  for (const [step, run] of steps) {
    if (step === until) return token;
    expectOk(await run(), step);
  }
  return token;
};

export { lastCodeTo, multipartOf, selfieBytes };
