/**
 * Proves account opening's know-your-customer answers and compliance's correction round on
 * SQLite and PostgreSQL through the real calls: the answers checked by the domain's rules and
 * stored (NPWP as digits, the risk profile scored), shown on the registrations desk; a
 * correction asked (audited, e-mailed with a link whose token opens it), fixed only where asked,
 * resubmitted to the desk and approved; and the answers kept with the account, for compliance
 * only.
 */
import { budiDetails, budiProfile } from '@emas/api/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../test-support/harness.ts';
import { sendAsOperator } from '../test-support/operator-call.ts';
import {
  type RegistrationTest,
  applicant,
  applyUntil,
  PASSWORD_SHA256,
  createRegistrationTest,
  stepOf,
} from './test-kit.ts';

const codeOf = (response: { json: <T>() => T }) => response.json<{ code: string }>().code;

type Row = { id: string; email: string; status: string; kyc: unknown; correction: unknown };

describe.each(databaseKinds())('know your customer on %s', (kind) => {
  let t: RegistrationTest;
  let next = 500;
  const fresh = () => applicant((next += 1));
  const rowOf = async (email: string) =>
    (await t.operator('GET', '/v2/operator/registrations?status=all&limit=100'))
      .json<{ data: { body: Row[] } }>()
      .data.body.find((row) => row.email === email);

  beforeAll(async () => {
    t = await createRegistrationTest(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('checks the answers by the domain rules and stores the NPWP as digits', async () => {
    const token = await applyUntil(t, fresh(), 'profile');
    const base = { registration_token: token, ...budiProfile };
    const cases: [Record<string, string>, string][] = [
      [{ npwp: '01.234.567' }, 'KycNpwpInvalid'],
      [{ occupation: 'other', occupation_other: ' ' }, 'KycOccupationOtherRequired'],
      [{ source_of_funds: 'lottery' }, 'KycSourceOfFundsRequired'],
      [{ risk_fall_reaction: '' }, 'KycRiskAnswerRequired'],
    ];
    for (const [change, code] of cases) {
      const refused = await t.call('/v2/registration/profile', { ...base, ...change });
      expect([refused.statusCode, codeOf(refused)]).toEqual([422, code]);
    }
    const given = await t.call('/v2/registration/profile', {
      ...base,
      npwp: '3171010101900001',
      risk_experience: 'over_3_years',
      risk_fall_reaction: 'buy_more',
      risk_gold_knowledge: 'good',
    });
    expect(given.json().data).toMatchObject({ step: 'photos', risk_profile: 'aggressive' });
  });

  it('sends an application back for a correction, fixed only where asked, then approved', async () => {
    const who = fresh();
    await applyUntil(t, who, 'submitted');
    const waiting = await rowOf(who.email);
    expect(waiting?.kyc).toMatchObject({
      npwp: '012345678901234',
      occupation: 'private_employee',
      monthly_transaction: '10m_50m',
      risk_score: 10,
      risk_profile: 'moderate',
      risk_answers: { fallReaction: 'hold' },
    });
    const url = `/v2/operator/registrations/${waiting?.id ?? ''}/request_correction`;
    const noField = await t.operator('POST', url, { fields: [], note: 'x' });
    expect(codeOf(noField)).toBe('KycCorrectionFieldsRequired');
    const note = 'Alamat tidak sesuai KTP';
    const asked = await t.operator('POST', url, { fields: ['address', 'npwp'], note });
    expect(asked.json().data).toMatchObject({
      status: 'correction_requested',
      correction: { fields: ['address', 'npwp'], note },
    });
    expect(codeOf(await t.operator('POST', url, { fields: ['npwp'], note }))).toBe(
      'RegistrationNotSubmitted',
    );
    const pending = await t.operator('GET', '/v2/operator/registrations');
    expect(JSON.stringify(pending.json())).not.toContain(who.email);

    const mail = t.sent.filter((m) => m.to === who.email).at(-1)?.text ?? '';
    expect(mail).toContain(note);
    const token = /\/register#correction=([A-Za-z0-9_-]{43})/.exec(mail)?.[1] ?? '';
    const progress = await t.call('/v2/registration/progress', { registration_token: token });
    expect(progress.json().data).toMatchObject({
      step: 'correction',
      correction: { fields: ['address', 'npwp'], note },
    });
    const body = { registration_token: token };
    const notAsked = await t.call('/v2/registration/correction', { ...body, fullname: 'Budi X' });
    expect(codeOf(notAsked)).toBe('KycFieldNotRequested');
    const badNpwp = await t.call('/v2/registration/correction', { ...body, npwp: '12' });
    expect(codeOf(badNpwp)).toBe('KycNpwpInvalid');
    const fixed = await t.call('/v2/registration/correction', {
      ...body,
      street: 'Jl. Thamrin No. 1',
      npwp: '',
    });
    expect(stepOf(fixed)).toBe('submitted');
    const twice = await t.call('/v2/registration/correction', { ...body, npwp: '' });
    expect(codeOf(twice)).toBe('RegistrationNotAwaitingCorrection');

    const back = await rowOf(who.email);
    expect(back).toMatchObject({
      status: 'submitted',
      street: 'Jl. Thamrin No. 1',
      fullname: budiDetails.fullname,
      kyc: { npwp: null, risk_profile: 'moderate' },
    });
    const audit = await t.operator('GET', '/v2/operator/actions?limit=1');
    expect(audit.json().data.body[0]).toMatchObject({
      action: 'registration.request_correction',
      subject: waiting?.id,
    });
    const approved = await t.operator('POST', `/v2/operator/registrations/${back?.id}/approve`);
    expect(approved.statusCode).toBe(200);

    const account = await t.database.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', who.email)
      .executeTakeFirstOrThrow();
    const kyc = await t.operator('GET', `/v2/operator/account-profiles/${account.id}/kyc`);
    expect(kyc.json().data).toMatchObject({
      npwp: null,
      occupation: budiProfile.occupation,
      source_of_funds: 'salary',
      account_purpose: 'investment',
      risk_profile: 'moderate',
    });
  });

  it('shows the kept answers to compliance only, and none for an account opened before', async () => {
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/v2/operator/auth',
      payload: { email: 'support@demo.emas.id', password: PASSWORD_SHA256 },
    });
    const support = signedIn.json<{ data: { token: string } }>().data.token;
    const url = '/v2/operator/account-profiles/nobody/kyc';
    expect((await sendAsOperator(t.app, support, 'GET', url)).statusCode).toBe(403);
    const none = await t.operator('GET', url);
    expect([none.statusCode, none.json().data]).toEqual([200, null]);
  });
});
