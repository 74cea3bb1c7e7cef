/**
 * Proves every named refusal of the add flow on SQLite and PostgreSQL: RPEDNotFound,
 * BankAccountNameUnmatch, BankAccountExists (014 and 022 are one bank), bad input,
 * IdNumberUnmatch and MotherNameUnmatch (the third wrong identity ends the request), the
 * request key refusals (unknown, expired, wrong step), the selfie's type, size and validation
 * string, and the OTP rules: OTPInvalid with the tries left, OTPValidateExceededLimit (which ends
 * the request), OTPInactiveExpired, OTPInCooldown, OTPResendExceededLimit and NoActiveOTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signInAs } from '../test-support/sign-in.ts';
import { databaseKinds } from '../test-support/harness.ts';
import {
  type BankTest,
  CLIENT,
  CLIENT2,
  createBankTest,
  flowUntil,
  lastCodeTo,
  post,
  selfieBytes,
  uploadSelfie,
} from './test-kit.ts';

const SELFIE_BYTES_MAX = 20_000;
const MINUTE = 60_000;

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(databaseKinds())('add-flow refusals on %s', (kind) => {
  let t: BankTest;
  let client: SignedIn;
  let client2: SignedIn;

  beforeAll(async () => {
    t = await createBankTest(kind, { selfieBytesMax: SELFIE_BYTES_MAX });
    client = await signInAs(t.app, CLIENT.email);
    client2 = await signInAs(t.app, CLIENT2.email);
  });
  afterAll(async () => {
    await t.close();
  });

  const add = (body: object, who = client) =>
    post(t.app, who, '/v2/bank_account', { user_id: who.userId, ...body });
  const identity = (requestKey: string, body: object) =>
    post(t.app, client, '/v2/bank_account/identity', {
      user_id: client.userId,
      request_key: requestKey,
      ...CLIENT.identity,
      ...body,
    });

  it.each([
    [{ bank_code: '002', account_no: '1499999999' }, 'RPEDNotFound', 404],
    [{ bank_code: '002', account_no: '123456789' }, 'RPEDNotFound', 404],
    [{ bank_code: '002', account_no: '1400000002' }, 'BankAccountNameUnmatch', 400],
    [{ bank_code: '014', account_no: '5200000001' }, 'BankAccountExists', 409],
    [{ bank_code: '022', account_no: '5200000001' }, 'BankAccountExists', 409],
    [{ bank_code: '999', account_no: '1400000001' }, 'ValidationFailed', 422],
    [{ bank_code: '002', account_no: '14000-0001' }, 'ValidationFailed', 422],
    [{ bank_code: '002', account_no: '' }, 'ValidationFailed', 422],
  ])('refuses %j with %s', async (body, code, status) => {
    const response = await add(body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, iserror: true });
  });

  it('names the spec texts of a malformed KTP number', async () => {
    const { requestKey } = await flowUntil(t, client, CLIENT, 'identity');
    const letters = await identity(requestKey, { id_no: '31710812000000AB' });
    expect(letters.json().errors[0].message).toContain('Nomor KTP harus berupa angka');
    const short = await identity(requestKey, { id_no: '317108120000000' });
    expect(short.json().errors[0].message).toContain('Nomor KTP harus 16 digit');
    const blank = await identity(requestKey, { mother_name: '   ' });
    expect(blank.json().errors[0].message).toContain('Nama ibu kandung tidak boleh kosong');
  });

  it('checks the identity against the stored one; the third wrong one ends the request', async () => {
    const { requestKey } = await flowUntil(t, client, CLIENT, 'identity');
    const badId = await identity(requestKey, { id_no: '3171081200000009' });
    expect(badId.json()).toMatchObject({
      code: 'IdNumberUnmatch',
      err_message_id: 'Nomor KTP tidak sesuai',
    });
    const badMother = await identity(requestKey, { mother_name: 'Siti Amina' });
    expect(badMother.json()).toMatchObject({ code: 'MotherNameUnmatch' });
    const spacing = await identity(requestKey, {
      mother_name: 'siti  AMINAH',
      id_no: '3171081200000002',
    });
    expect(spacing.json()).toMatchObject({ code: 'IdNumberUnmatch' });
    const ended = await identity(requestKey, {});
    expect(ended.json()).toMatchObject({
      code: 'BankAccountRequestInvalid',
      err_message_id: 'Mohon ulangi dari awal',
    });
  });

  it('accepts the mother name whatever its case and spacing, and never returns the identity', async () => {
    const { requestKey } = await flowUntil(t, client, CLIENT, 'identity');
    const response = await identity(requestKey, { mother_name: '  SITI   aminah ' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('3171081200000001');
    const stored = await t.database.db.selectFrom('bank_account_identities').selectAll().execute();
    expect(
      JSON.stringify(stored, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
    ).not.toMatch(/3171081200000001|Siti Aminah|siti aminah/);
  });

  it("refuses an unknown, another holder's, expired or out-of-step request key", async () => {
    const unknown = await identity('A'.repeat(32), {});
    expect(unknown.json()).toMatchObject({ code: 'BankAccountRequestNotFound' });
    const { requestKey } = await flowUntil(t, client2, CLIENT2, 'identity');
    const theirs = await identity(requestKey, {});
    expect(theirs.json()).toMatchObject({ code: 'BankAccountRequestNotFound' });

    const mine = await flowUntil(t, client, CLIENT, 'identity');
    const early = await post(t.app, client, '/v2/bank_account/otp/validate_email', {
      user_id: client.userId,
      request_key: mine.requestKey,
      code: '123456',
    });
    expect(early.json()).toMatchObject({ code: 'BankAccountRequestInvalid' });
    t.clock.advance(24 * 60 * MINUTE);
    const expired = await identity(mine.requestKey, {});
    expect(expired.json()).toMatchObject({ code: 'BankAccountRequestInvalid' });
  });

  it('takes only a JPEG, PNG or WebP selfie within the size limit, with the right validation string', async () => {
    t.clock.advance(MINUTE);
    const { requestKey, validationString } = await flowUntil(t, client, CLIENT, 'photo');
    const fields = {
      user_id: client.userId,
      request_key: requestKey,
      validation_string: validationString,
    };
    const upload = (bytes: Buffer, name = 'selfie.jpg', type = 'image/jpeg', changes = {}) =>
      uploadSelfie(t.app, client, { ...fields, ...changes }, { bytes, name, type });

    const text = await upload(Buffer.from('<script>alert(1)</script>'.repeat(20)));
    expect(text.json()).toMatchObject({ code: 'SelfieInvalid', status: 415 });
    const gif = await upload(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'));
    expect(gif.json()).toMatchObject({ code: 'SelfieInvalid' });
    const truncated = (await selfieBytes()).subarray(0, 200);
    expect((await upload(truncated)).json()).toMatchObject({ code: 'SelfieInvalid' });
    const big = Buffer.concat([await selfieBytes(), Buffer.alloc(SELFIE_BYTES_MAX)]);
    const tooLarge = await upload(big);
    expect(tooLarge.json()).toMatchObject({ code: 'SelfieTooLarge', status: 413 });
    const wrongString = await upload(await selfieBytes(), 'selfie.jpg', 'image/jpeg', {
      validation_string: 'B'.repeat(32),
    });
    expect(wrongString.json()).toMatchObject({ code: 'BankAccountRequestInvalid' });
    const missing = await uploadSelfie(t.app, client, fields, null);
    expect(missing.json()).toMatchObject({ code: 'ValidationFailed' });

    const png = await (
      await import('sharp')
    )
      .default({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const accepted = await upload(png, 'face.txt', 'text/plain');
    expect(accepted.statusCode).toBe(200);
    expect(t.sent.at(-1)).toMatchObject({ channel: 'email', to: CLIENT.email });
  });

  it('answers wrong, expired and resent codes by the OTP rules', async () => {
    t.clock.advance(MINUTE);
    const { requestKey } = await flowUntil(t, client, CLIENT, 'otp_email');
    const base = { user_id: client.userId, request_key: requestKey };
    const validate = (code: string) =>
      post(t.app, client, '/v2/bank_account/otp/validate_email', { ...base, code });
    const resend = (mode: string) =>
      post(t.app, client, '/v2/bank_account/otp/resend', { ...base, mode });

    const once = await validate(wrong(lastCodeTo(t, CLIENT.email)));
    expect(once.json()).toMatchObject({
      code: 'OTPInvalid',
      err_message_id: 'Kode Tidak Sesuai, Sisa 2x Kesempatan',
    });
    expect((await resend('email')).json()).toMatchObject({ code: 'OTPInCooldown' });
    expect((await resend('sms')).json()).toMatchObject({ code: 'BankAccountRequestInvalid' });
    t.clock.advance(MINUTE);
    expect((await validate(lastCodeTo(t, CLIENT.email))).json()).toMatchObject({
      code: 'OTPInactiveExpired',
    });
    const resent = await resend('email');
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data.resend_at).toBe(t.clock.now() + MINUTE);
    const right = await validate(lastCodeTo(t, CLIENT.email));
    expect(right.statusCode).toBe(200);
    expect(t.sent.at(-1)).toMatchObject({ channel: 'sms', to: CLIENT.phone });

    const sms = (code: string) =>
      post(t.app, client, '/v2/bank_account/otp/validate_sms', { ...base, code });
    const smsCode = lastCodeTo(t, CLIENT.phone);
    expect((await sms(wrong(smsCode))).json()).toMatchObject({ code: 'OTPInvalid' });
    expect((await sms(wrong(smsCode))).json()).toMatchObject({
      err_message_id: 'Kode Tidak Sesuai, Sisa 1x Kesempatan',
    });
    expect((await sms(wrong(smsCode))).json()).toMatchObject({ code: 'OTPValidateExceededLimit' });
    expect((await sms(smsCode)).json()).toMatchObject({ code: 'BankAccountRequestInvalid' });
  });

  it('locks resends after 5 and answers NoActiveOTP when a newer flow took over the code', async () => {
    const { requestKey } = await flowUntil(t, client2, CLIENT2, 'otp_email');
    const base = { user_id: client2.userId, request_key: requestKey };
    for (let resend = 1; resend <= 5; resend += 1) {
      t.clock.advance(MINUTE);
      const response = await post(t.app, client2, '/v2/bank_account/otp/resend', {
        ...base,
        mode: 'email',
      });
      expect(response.statusCode).toBe(200);
    }
    t.clock.advance(MINUTE);
    const sixth = await post(t.app, client2, '/v2/bank_account/otp/resend', {
      ...base,
      mode: 'email',
    });
    expect(sixth.json()).toMatchObject({ code: 'OTPResendExceededLimit' });

    t.clock.advance(61 * MINUTE);
    const older = await flowUntil(t, client2, CLIENT2, 'otp_email');
    t.clock.advance(MINUTE);
    await flowUntil(t, client2, CLIENT2, 'otp_email');
    const gone = await post(t.app, client2, '/v2/bank_account/otp/validate_email', {
      user_id: client2.userId,
      request_key: older.requestKey,
      code: lastCodeTo(t, CLIENT2.email),
    });
    expect(gone.json()).toMatchObject({ code: 'NoActiveOTP' });
  });
});
