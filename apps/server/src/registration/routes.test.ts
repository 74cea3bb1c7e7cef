/**
 * Proves account opening on SQLite and PostgreSQL through the real calls: the start (broker,
 * contacts taken by an account or a proven application, the per-address limit), the e-mail then
 * SMS codes, the details' rules, the know-your-customer step, both photos checked by their bytes and stored without metadata,
 * the agreement and the submission; each step only at its turn; then the operators' desk: the
 * list, both photos, approval opening a client that signs in with its new PC HIN (one effect
 * when approved twice), and rejection e-mailing its reason.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { budiDetails, budiProfile } from '@emas/api/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs } from '../test-support/sign-in.ts';
import { databaseKinds } from '../test-support/harness.ts';
import {
  type RegistrationTest,
  applicant,
  applyUntil,
  createRegistrationTest,
  lastCodeTo,
  selfieBytes,
  startBody,
  stepOf,
  tokenOf,
  uploadPhotos,
} from './test-kit.ts';

type ErrorAnswer = { code: string; err_message: string; err_message_id: string };
const codeOf = (response: { json: <T>() => T }) => response.json<ErrorAnswer>().code;

describe.each(databaseKinds())('registration on %s', (kind) => {
  let t: RegistrationTest;
  let next = 0;
  const fresh = () => applicant((next += 1));

  beforeAll(async () => {
    t = await createRegistrationTest(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('walks every step to submitted, answering where the applicant is', async () => {
    const who = fresh();
    const started = await t.call('/v2/registration', startBody(who));
    expect(started.statusCode).toBe(200);
    expect(started.json().data).toMatchObject({
      step: 'email_otp',
      email: who.email,
      phone_number: who.phone,
      code: { mode: 'email' },
    });
    const token = tokenOf(started);
    const base = { registration_token: token };
    const email = await t.call('/v2/registration/otp/validate_email', {
      ...base,
      otp: lastCodeTo(t, who.email),
    });
    expect(email.json().data).toMatchObject({ step: 'sms_otp', code: { mode: 'sms' } });
    const sms = await t.call('/v2/registration/otp/validate_sms', {
      ...base,
      otp: lastCodeTo(t, who.phone),
    });
    expect(stepOf(sms)).toBe('details');
    expect(stepOf(await t.call('/v2/registration/details', { ...base, ...budiDetails }))).toBe(
      'profile',
    );
    const profile = await t.call('/v2/registration/profile', { ...base, ...budiProfile });
    expect(profile.json().data).toMatchObject({ step: 'photos', risk_profile: 'moderate' });
    const photos = await uploadPhotos(t, token, {
      ktp: await selfieBytes(),
      selfie: await selfieBytes(),
    });
    expect(stepOf(photos)).toBe('agreement');
    const refused = await t.call('/v2/registration/submit', { ...base, agreement_accepted: false });
    expect(codeOf(refused)).toBe('RegistrationAgreementRequired');
    const submitted = await t.call('/v2/registration/submit', {
      ...base,
      agreement_accepted: true,
    });
    expect(stepOf(submitted)).toBe('submitted');
    expect(stepOf(await t.call('/v2/registration/progress', base))).toBe('submitted');
  });

  it('stores both photos re-encoded without metadata, outside the web root', async () => {
    const who = fresh();
    const before = new Set(await readdir(join(t.uploadDir, 'selfies')).catch(() => []));
    const tagged = await sharp(await selfieBytes())
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } })
      .jpeg()
      .toBuffer();
    const token = await applyUntil(t, who, 'photos');
    expect((await uploadPhotos(t, token, { ktp: tagged, selfie: tagged })).statusCode).toBe(200);
    const added = (await readdir(join(t.uploadDir, 'selfies'))).filter((f) => !before.has(f));
    expect(added).toHaveLength(2);
    for (const name of added) {
      const metadata = await sharp(join(t.uploadDir, 'selfies', name)).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('refuses photos that are not images, a missing photo, and too large a file', async () => {
    const token = await applyUntil(t, fresh(), 'photos');
    const script = Buffer.from('#!/bin/sh\necho not an image\n');
    const notImage = await uploadPhotos(t, token, { ktp: script, selfie: await selfieBytes() });
    expect(notImage.statusCode).toBe(415);
    expect(codeOf(notImage)).toBe('SelfieInvalid');
    const missing = await uploadPhotos(t, token, { ktp: await selfieBytes() });
    expect(codeOf(missing)).toBe('RegistrationPhotosRequired');
    const huge = Buffer.alloc(t.config.selfieBytesMax + 1, 1);
    const tooLarge = await uploadPhotos(t, token, { ktp: huge, selfie: await selfieBytes() });
    expect(tooLarge.statusCode).toBe(413);
    const progress = await t.call('/v2/registration/progress', { registration_token: token });
    expect(stepOf(progress)).toBe('photos');
  });

  it('refuses bad contacts, a closed broker, and contacts an account already has', async () => {
    const who = fresh();
    const cases: [object, string][] = [
      [{ ...startBody(who), email: 'budi@' }, 'RegistrationEmailInvalid'],
      [{ ...startBody(who), phone_number: '0212345678' }, 'RegistrationPhoneInvalid'],
      [startBody(who, 'pospaygold'), 'RegistrationBrokerClosed'],
      [{ ...startBody(who), email: 'Client@Demo.Emas.id' }, 'RegistrationEmailTaken'],
      [{ ...startBody(who), phone_number: '+6281200000001' }, 'RegistrationPhoneTaken'],
    ];
    for (const [body, code] of cases) {
      expect(codeOf(await t.call('/v2/registration', body))).toBe(code);
    }
    const noPassword = await t.call('/v2/registration', { ...startBody(who), password: 'plain' });
    expect(codeOf(noPassword)).toBe('ValidationFailed');
  });

  it('lets a proven or submitted application hold its contacts, and replaces an unproven one', async () => {
    const who = fresh();
    const first = tokenOf(await t.call('/v2/registration', startBody(who)));
    const again = await t.call('/v2/registration', startBody(who));
    expect(again.statusCode).toBe(200);
    const gone = await t.call('/v2/registration/progress', { registration_token: first });
    expect(codeOf(gone)).toBe('RegistrationNotFound');
    await t.call('/v2/registration/otp/validate_email', {
      registration_token: tokenOf(again),
      otp: lastCodeTo(t, who.email),
    });
    const other = { ...fresh(), email: who.email };
    expect(codeOf(await t.call('/v2/registration', startBody(other)))).toBe(
      'RegistrationEmailTaken',
    );
    const submitted = fresh();
    await applyUntil(t, submitted, 'submitted');
    const samePhone = { ...fresh(), phone: submitted.phone };
    expect(codeOf(await t.call('/v2/registration', startBody(samePhone)))).toBe(
      'RegistrationPhoneTaken',
    );
  });

  it('limits the starts from one address', async () => {
    const ip = '203.0.113.99';
    const answers = [];
    for (let i = 0; i < 11; i += 1)
      answers.push(await t.call('/v2/registration', startBody(fresh()), ip));
    expect(answers.slice(0, 10).every((a) => a.statusCode === 200)).toBe(true);
    expect(answers[10]?.statusCode).toBe(429);
    expect(codeOf(answers[10] as never)).toBe('TooManyRequests');
  });

  it('takes each step only at its turn, and only with a live token', async () => {
    const who = fresh();
    const token = await applyUntil(t, who, 'email_otp');
    const base = { registration_token: token };
    expect(codeOf(await t.call('/v2/registration/details', { ...base, ...budiDetails }))).toBe(
      'RegistrationStepNotAllowed',
    );
    expect(
      codeOf(await t.call('/v2/registration/otp/validate_sms', { ...base, otp: '123456' })),
    ).toBe('RegistrationStepNotAllowed');
    const unknown = { registration_token: 'A'.repeat(43) };
    expect(codeOf(await t.call('/v2/registration/progress', unknown))).toBe('RegistrationNotFound');
    t.clock.advance(24 * 60 * 60 * 1000);
    expect(codeOf(await t.call('/v2/registration/progress', base))).toBe('RegistrationNotFound');
  });

  it('answers a wrong code with the tries left, an expired one, and resends after the cooldown', async () => {
    const who = fresh();
    const token = await applyUntil(t, who, 'email_otp');
    const base = { registration_token: token };
    const right = lastCodeTo(t, who.email);
    const wrongCode = right === '000000' ? '111111' : '000000';
    const wrong = await t.call('/v2/registration/otp/validate_email', { ...base, otp: wrongCode });
    expect(codeOf(wrong)).toBe('OTPInvalid');
    expect(wrong.json<ErrorAnswer>().err_message_id).toMatch(/Sisa \dx Kesempatan/);
    const early = await t.call('/v2/registration/otp/resend', { ...base, mode: 'email' });
    expect(codeOf(early)).toBe('OTPInCooldown');
    t.clock.advance(61_000);
    const expired = await t.call('/v2/registration/otp/validate_email', { ...base, otp: right });
    expect(codeOf(expired)).toBe('OTPInactiveExpired');
    const resent = await t.call('/v2/registration/otp/resend', { ...base, mode: 'email' });
    expect(resent.json().data).toMatchObject({ step: 'email_otp', code: { mode: 'email' } });
    const passed = await t.call('/v2/registration/otp/validate_email', {
      ...base,
      otp: lastCodeTo(t, who.email),
    });
    expect(stepOf(passed)).toBe('sms_otp');
  });

  it("checks the details by the domain's rules", async () => {
    const token = await applyUntil(t, fresh(), 'details');
    const base = { registration_token: token, ...budiDetails };
    const cases: [object, string][] = [
      [{ id_no: '317101010190000' }, 'RegistrationIdNumberLength'],
      [{ id_no: '31710101019000AB' }, 'RegistrationIdNumberDigits'],
      [{ mother_name: '  ' }, 'RegistrationMotherNameRequired'],
      [{ date_of_birth: '2010-01-01' }, 'RegistrationUnderage'],
      [{ date_of_birth: '1990-02-30' }, 'RegistrationBirthDateInvalid'],
      [{ postcode: '1011' }, 'RegistrationPostcodeInvalid'],
      [{ city: '' }, 'RegistrationCityRequired'],
      [{ fullname: '' }, 'RegistrationNameRequired'],
    ];
    for (const [change, code] of cases) {
      const answer = await t.call('/v2/registration/details', { ...base, ...change });
      expect(answer.statusCode).toBe(422);
      expect(codeOf(answer)).toBe(code);
    }
    const kept = await t.call('/v2/registration/details', base);
    expect(stepOf(kept)).toBe('profile');
  });

  it('ends a code after its tries are used up', async () => {
    const who = fresh();
    const token = await applyUntil(t, who, 'email_otp');
    const right = lastCodeTo(t, who.email);
    const wrong = right === '000000' ? '111111' : '000000';
    const url = '/v2/registration/otp/validate_email';
    const codes = [];
    for (let i = 0; i < 3; i += 1) {
      codes.push(codeOf(await t.call(url, { registration_token: token, otp: wrong })));
    }
    expect(codes).toEqual(['OTPInvalid', 'OTPInvalid', 'OTPValidateExceededLimit']);
    const late = await t.call(url, { registration_token: token, otp: right });
    expect(codeOf(late)).toBe('NoActiveOTP');
  });

  describe('the operators desk', () => {
    const pending = async () =>
      (await t.operator('GET', '/v2/operator/registrations')).json<{
        data: { count: number; body: { id: string; email: string; id_no: string | null }[] };
      }>().data.body;

    it('is the console’s: an account token does not pass', async () => {
      const client = await signInAs(t.app, 'client@demo.emas.id');
      const answer = await t.app.inject({
        method: 'GET',
        url: '/v2/operator/registrations',
        headers: bearer(client),
      });
      expect(answer.statusCode).toBe(401);
    });

    it('approves once: a client with the next PC HIN that signs in, its RPED account and identity', async () => {
      const who = fresh();
      await applyUntil(t, who, 'submitted');
      const listed = (await pending()).find((row) => row.email === who.email);
      expect(listed).toMatchObject({ id_no: budiDetails.id_no, fullname: budiDetails.fullname });
      const id = listed?.id ?? '';
      for (const kind of ['ktp', 'selfie']) {
        const photo = await t.operator('GET', `/v2/operator/registrations/${id}/photos/${kind}`);
        expect(photo.json().data.content_type).toBe('image/jpeg');
        expect(photo.json().data.base64.length).toBeGreaterThan(100);
      }
      const approved = await t.operator('POST', `/v2/operator/registrations/${id}/approve`);
      expect(approved.statusCode).toBe(200);
      expect(approved.json().data).toMatchObject({
        status: 'approved',
        hin: 'PC00000004',
        id_no: null,
      });
      const twice = await t.operator('POST', `/v2/operator/registrations/${id}/approve`);
      expect(twice.statusCode).toBe(409);
      expect(codeOf(twice)).toBe('RegistrationNotSubmitted');

      const { db } = t.database;
      const accounts = await db
        .selectFrom('accounts')
        .selectAll()
        .where('email', '=', who.email)
        .execute();
      expect(accounts).toHaveLength(1);
      expect(accounts[0]).toMatchObject({
        level: 'client',
        hin: 'PC00000004',
        broker_id: 'metalgo',
      });
      const accountId = accounts[0]?.id ?? '';
      const rped = await db
        .selectFrom('account_bank_details')
        .selectAll()
        .where('account_id', '=', accountId)
        .execute();
      expect(rped).toMatchObject([{ purpose: 'rped', account_number: '107700000004' }]);
      const identity = await db
        .selectFrom('bank_account_identities')
        .selectAll()
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      expect(identity?.id_no_hash).toMatch(/^scrypt\$/);
      expect(identity?.id_no_hash).not.toContain(budiDetails.id_no);
      const welcome = t.sent.filter((m) => m.to === who.email).at(-1);
      expect(welcome?.text).toContain('PC00000004');

      const client = await signInAs(t.app, who.email);
      const info = await t.app.inject({
        method: 'POST',
        url: '/v2/igx/account_information',
        payload: { user_id: client.userId },
        headers: bearer(client),
      });
      expect(info.json().data.body).toMatchObject({
        hin: 'PC00000004',
        level: 'client',
        fullname: budiDetails.fullname,
      });
      const actions = await t.operator('GET', '/v2/operator/actions?limit=1');
      expect(actions.json().data.body[0]).toMatchObject({
        action: 'registration.approve',
        subject: id,
      });
    });

    it('opens one account when two approvals of one application arrive at once', async () => {
      const who = fresh();
      await applyUntil(t, who, 'submitted');
      const id = (await pending()).find((row) => row.email === who.email)?.id ?? '';
      const url = `/v2/operator/registrations/${id}/approve`;
      const answers = await Promise.all([t.operator('POST', url), t.operator('POST', url)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const accounts = await t.database.db
        .selectFrom('accounts')
        .select('hin')
        .where('email', '=', who.email)
        .execute();
      expect(accounts).toHaveLength(1);
    });

    it('rejects with a reason e-mailed to the applicant, and only once', async () => {
      const who = fresh();
      await applyUntil(t, who, 'submitted');
      const id = (await pending()).find((row) => row.email === who.email)?.id ?? '';
      const noReason = await t.operator('POST', `/v2/operator/registrations/${id}/reject`, {
        reason: '',
      });
      expect(noReason.statusCode).toBe(422);
      const rejected = await t.operator('POST', `/v2/operator/registrations/${id}/reject`, {
        reason: 'Foto KTP tidak terbaca',
      });
      expect(rejected.json().data).toMatchObject({
        status: 'rejected',
        reject_reason: 'Foto KTP tidak terbaca',
      });
      expect(t.sent.filter((m) => m.to === who.email).at(-1)?.text).toContain(
        'Foto KTP tidak terbaca',
      );
      const approve = await t.operator('POST', `/v2/operator/registrations/${id}/approve`);
      expect(codeOf(approve)).toBe('RegistrationNotSubmitted');
      const account = await t.database.db
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', who.email)
        .executeTakeFirst();
      expect(account).toBeUndefined();
      expect((await pending()).some((row) => row.id === id)).toBe(false);
      const again = await t.call('/v2/registration', startBody(who));
      expect(again.statusCode).toBe(200);
    });

    it('answers NotFound for a photo of no application', async () => {
      const photo = await t.operator('GET', '/v2/operator/registrations/nope/photos/ktp');
      expect(photo.statusCode).toBe(404);
    });
  });
});
