/**
 * Proves POST /v2/igx/edit_password on SQLite and PostgreSQL: the caller's own password only,
 * checked against the old one, refused when reused or common; a change stores the new password
 * (sign-in takes it, not the old), ends the account's other sessions but not the caller's, and
 * e-mails the owner; five wrong old passwords lock the change for 15 minutes. Also that
 * account_information carries the settings' details.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, bearer, geolocationHeaders, signInAs } from '../test-support/sign-in.ts';
import { DEMO_CLIENT_PROFILE } from '../test-support/demo-client.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const DEMO = sha256('Emas#2026');
const NEW = sha256('Emas#2027baru');

describe.each(databaseKinds())('edit_password on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A change from DEMO to NEW at metalgo, as `change` alters it. */
  const editPassword = (who: SignedIn | null, change: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/igx/edit_password',
      headers: who === null ? {} : bearer(who),
      payload: { broker_id: 'metalgo', password: DEMO, new_password: NEW, ...change },
    });
  const signInStatus = async (email: string, passwordSha256: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v2/user/auth',
      headers: geolocationHeaders,
      payload: { email, password: passwordSha256, app_name: 'metalgo', clientCaptchaKey: '' },
    });
    return response.json<{ status: number }>().status;
  };
  const accountInformation = (who: SignedIn) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/igx/account_information',
      headers: bearer(who),
      payload: { user_id: who.userId },
    });

  it('changes the password, ends the other sessions, keeps this one and e-mails the owner', async () => {
    const other = await signInAs(t.app, 'client2@demo.emas.id');
    const caller = await signInAs(t.app, 'client2@demo.emas.id');
    const sentBefore = t.sent.length;

    const response = await editPassword(caller, { user_id: caller.userId });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      message: 'Your password has been changed.',
      message_id: 'Password Anda telah diubah.',
    });
    expect((await accountInformation(caller)).statusCode).toBe(200);
    const revoked = await accountInformation(other);
    expect(revoked.json()).toMatchObject({ status: 498 });
    expect(await signInStatus('client2@demo.emas.id', NEW)).toBe(200);
    expect(await signInStatus('client2@demo.emas.id', DEMO)).toBe(2018);
    const notices = t.sent.slice(sentBefore);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      channel: 'email',
      to: 'client2@demo.emas.id',
      subject: 'Password Emas Anda telah diubah',
    });
    expect(notices[0]?.text).toContain('The password of your Emas account was changed');
    const helpNotices = await t.app.inject({
      method: 'GET',
      url: '/v2/help/notices',
      headers: bearer(caller),
    });
    expect(helpNotices.json()).toMatchObject({
      data: { body: [expect.objectContaining({ kind: 'password_changed' })] },
    });
  });

  describe('refusals, which leave the password as it was', () => {
    let client: SignedIn;
    beforeAll(async () => {
      client = await signInAs(t.app, 'client@demo.emas.id');
    });

    it.each([
      [
        'a wrong old password',
        { password: sha256('wrong-1') },
        400,
        'OldPasswordWrong',
        'The old password is incorrect.',
      ],
      [
        'the old password again',
        { new_password: DEMO },
        400,
        'PasswordReused',
        'The new password must differ from the old one.',
      ],
      [
        'a common password',
        { new_password: sha256('password1') },
        400,
        'PasswordTooCommon',
        'This password is too common. Please choose another one.',
      ],
      ["another broker's id", { broker_id: 'nunomics' }, 403, 'AccessDenied', 'Access Denied'],
    ])('refuses %s', async (_name, change, httpStatus, code, message) => {
      const sentBefore = t.sent.length;
      const response = await editPassword(client, change);
      expect(response.statusCode).toBe(httpStatus);
      expect(response.json()).toMatchObject({ status: httpStatus, code, err_message: message });
      expect(t.sent.length).toBe(sentBefore);
      expect(await signInStatus('client@demo.emas.id', DEMO)).toBe(200);
    });

    it("refuses another account's user_id, even one below the caller", async () => {
      const ib = await signInAs(t.app, 'ib@demo.emas.id');
      const response = await editPassword(ib, { user_id: client.userId });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'AccessDenied' });
      expect(await signInStatus('client@demo.emas.id', DEMO)).toBe(200);
      expect(await signInStatus('ib@demo.emas.id', DEMO)).toBe(200);
    });

    it('refuses a password that is not SHA-256 hex with a validation error', async () => {
      const response = await editPassword(client, { password: 'Emas#2026' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: 422, status_code: 9000 });
    });

    it('needs a live session', async () => {
      const response = await editPassword(null);
      expect(response.json()).toMatchObject({ status: 498 });
    });
  });

  it('locks the change after five wrong old passwords in 15 minutes, then lets it through', async () => {
    const fm = await signInAs(t.app, 'fm@demo.emas.id');
    const change = (who: SignedIn, password: string) => editPassword(who, { password });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      t.clock.advance(1_000);
      expect((await change(fm, sha256(`guess-${attempt}`))).json()).toMatchObject({
        code: 'OldPasswordWrong',
      });
    }
    const locked = await change(fm, DEMO);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'PasswordChangeLocked',
      err_message: 'Too many wrong old passwords. Try again in 15 minutes.',
    });
    expect(await signInStatus('fm@demo.emas.id', DEMO)).toBe(200);

    t.clock.advance(15 * 60_000);
    const later = await signInAs(t.app, 'fm@demo.emas.id');
    expect((await change(later, DEMO)).statusCode).toBe(200);
  });

  it("answers account information with the settings' details, null where missing", async () => {
    const client = await signInAs(t.app, 'client@demo.emas.id');
    const response = await accountInformation(client);
    expect(response.json()).toMatchObject({
      data: {
        body: {
          first_name: 'Citra',
          ...DEMO_CLIENT_PROFILE,
          referralCode: 'REF0001',
        },
      },
    });
    const pospay = await signInAs(t.app, 'pospay@demo.emas.id', 'pospaygold');
    expect((await accountInformation(pospay)).json()).toMatchObject({
      data: { body: { street: null, city: null, postcode: null, country: null } },
    });
  });
});
