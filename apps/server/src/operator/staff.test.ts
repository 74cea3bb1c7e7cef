/**
 * The console's staff on SQLite and PostgreSQL: two-factor sign-in (enrol, confirm, a code
 * required, a wrong one, a replayed one, the lock), an admin's reset, adding an operator who
 * sets their password by the e-mailed link, role changes, disabling (which ends the session),
 * the guard that keeps an admin, and the menu's waiting counts per role.
 */
import { createHash } from 'node:crypto';
import { TOTP_STEP_MS } from '@emas/domain';
import { totpCodeAt } from '../auth/index.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendAsOperator } from '../test-support/operator-call.ts';
import { connectLive, listenForLive } from '../test-support/live-socket.ts';
import { sendAs, signInAs } from '../test-support/sign-in.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const PASSWORD = sha256('Emas#2026');
const ADMIN = 'operator@demo.emas.id';

describe.each(databaseKinds())('staff on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const signIn = (email: string, totp?: string, password = PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/operator/auth',
      payload: { email, password, ...(totp === undefined ? {} : { totp }) },
    });
  const tokenOf = async (email: string, totp?: string) =>
    (await signIn(email, totp)).json<{ data: { token: string } }>().data.token;
  const as = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, body?: object) =>
    sendAsOperator(t.app, token, method, url, body);
  /** The set-password token of the last e-mail sent to this address. */
  const linkTokenOf = (email: string): string => {
    const mail = t.sent.filter((message) => message.to === email).at(-1);
    return /set-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  };
  const idOf = async (email: string) =>
    (
      await t.database.db
        .selectFrom('operators')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
  /** Enrols the operator and answers their secret, the confirming code's step left behind. */
  const enrol = async (email: string): Promise<string> => {
    const token = await tokenOf(email);
    const enrolled = await as(token, 'POST', '/v2/operator/totp/enroll');
    const { secret } = enrolled.json<{ data: { secret: string } }>().data;
    const code = totpCodeAt(secret, t.clock.now());
    expect((await as(token, 'POST', '/v2/operator/totp/confirm', { code })).statusCode).toBe(200);
    t.clock.advance(TOTP_STEP_MS);
    return secret;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  // The clock moves (a day, for the link's expiry), so the admin signs in afresh for each test.
  beforeEach(async () => {
    admin = await tokenOf(ADMIN);
  });
  afterAll(async () => {
    await t.close();
  });

  it('enrols with a code of the new secret, then asks for a code at every sign-in, each used once', async () => {
    const token = await tokenOf('support@demo.emas.id');
    const enrolled = await as(token, 'POST', '/v2/operator/totp/enroll');
    const { secret, otpauth_url } = enrolled.json<{
      data: { secret: string; otpauth_url: string };
    }>().data;
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Emas:support%40demo\.emas\.id\?/);
    const wrong = await as(token, 'POST', '/v2/operator/totp/confirm', { code: '000000' });
    expect(wrong.json()).toMatchObject({ status: 401, code: 'TotpInvalid' });
    const code = totpCodeAt(secret, t.clock.now());
    expect((await as(token, 'POST', '/v2/operator/totp/confirm', { code })).statusCode).toBe(200);
    const again = await as(token, 'POST', '/v2/operator/totp/enroll');
    expect(again.json()).toMatchObject({ code: 'TotpAlreadyEnabled' });

    expect((await signIn('support@demo.emas.id')).json()).toMatchObject({
      status: 401,
      code: 'TotpRequired',
    });
    expect((await signIn('support@demo.emas.id', code)).json()).toMatchObject({
      code: 'TotpInvalid',
    });
    t.clock.advance(TOTP_STEP_MS);
    const next = totpCodeAt(secret, t.clock.now());
    const signedIn = await signIn('support@demo.emas.id', next);
    expect(signedIn.json()).toMatchObject({ data: { totp_enabled: true } });
    expect((await signIn('support@demo.emas.id', next)).json()).toMatchObject({
      code: 'TotpInvalid',
    });
  });

  it('counts wrong codes toward the lock of five failures', async () => {
    const secret = await enrol('finance2@demo.emas.id');
    for (let failure = 0; failure < 5; failure += 1) {
      await signIn('finance2@demo.emas.id', '123456');
    }
    const right = totpCodeAt(secret, t.clock.now());
    expect((await signIn('finance2@demo.emas.id', right)).json()).toMatchObject({
      code: 'OperatorLocked',
    });
  });

  it("lets an admin reset another operator's two-factor sign-in, audited, never their own", async () => {
    await enrol('compliance@demo.emas.id');
    const id = await idOf('compliance@demo.emas.id');
    const reset = await as(admin, 'POST', `/v2/operator/operators/${id}/totp/reset`);
    expect(reset.json()).toMatchObject({ data: { totp_enabled: false } });
    expect((await signIn('compliance@demo.emas.id')).statusCode).toBe(200);
    const own = await as(admin, 'POST', `/v2/operator/operators/${await idOf(ADMIN)}/totp/reset`);
    expect(own.json()).toMatchObject({ code: 'TotpResetOwn' });
    const log = await as(admin, 'GET', '/v2/operator/actions');
    expect(log.json()).toMatchObject({
      data: {
        body: expect.arrayContaining([
          expect.objectContaining({ action: 'operator.totp_reset', subject: id }),
        ]),
      },
    });
  });

  it('adds an operator who sets their password once through the e-mailed link', async () => {
    const added = await as(admin, 'POST', '/v2/operator/operators', {
      email: 'Nadia@Broker.co.id',
      name: 'Nadia Keuangan',
      roles: ['finance'],
    });
    expect(added.json()).toMatchObject({
      data: { email: 'nadia@broker.co.id', roles: ['finance'], password_set: false },
    });
    const listed = await as(admin, 'GET', '/v2/operator/operators?limit=100');
    expect(listed.json()).toMatchObject({
      data: {
        count: 7,
        body: expect.arrayContaining([
          expect.objectContaining({ email: 'nadia@broker.co.id', totp_enabled: false }),
          expect.objectContaining({ email: 'support@demo.emas.id', totp_enabled: true }),
        ]),
      },
    });
    const token = linkTokenOf('nadia@broker.co.id');
    expect(token.length).toBeGreaterThan(16);
    expect(t.sent.at(-1)?.text).toContain(
      `http://localhost:8080/operator/set-password?token=${token}`,
    );
    expect((await signIn('nadia@broker.co.id')).json()).toMatchObject({
      code: 'OperatorSignInFailed',
    });
    const newPassword = sha256('Kuat#2026x');
    const set = () =>
      t.app.inject({
        method: 'POST',
        url: '/v2/operator/password',
        payload: { token, password: newPassword },
      });
    expect((await set()).statusCode).toBe(200);
    expect((await set()).json()).toMatchObject({ status: 410, code: 'OperatorLinkInvalid' });
    const signedIn = await signIn('nadia@broker.co.id', undefined, newPassword);
    expect(signedIn.json()).toMatchObject({ data: { roles: ['finance'] } });
    const twice = await as(admin, 'POST', '/v2/operator/operators', {
      email: 'nadia@broker.co.id',
      name: 'Nadia',
      roles: ['support'],
    });
    expect(twice.json()).toMatchObject({ status: 409, code: 'OperatorEmailTaken' });
  });

  it('adds no operator when their e-mail cannot be sent', async () => {
    const push = t.sent.push.bind(t.sent);
    t.sent.push = () => {
      throw new Error('the mail server is down');
    };
    const added = await as(admin, 'POST', '/v2/operator/operators', {
      email: 'unsent@broker.co.id',
      name: 'Tak Terkirim',
      roles: ['support'],
    }).finally(() => {
      t.sent.push = push;
    });
    expect(added.statusCode).toBe(500);
    const left = await t.database.db
      .selectFrom('operators')
      .select('id')
      .where('email', '=', 'unsent@broker.co.id')
      .execute();
    expect(left).toEqual([]);
  });

  it('refuses a set-password link after 24 hours', async () => {
    await as(admin, 'POST', '/v2/operator/operators', {
      email: 'late@broker.co.id',
      name: 'Lambat',
      roles: ['content'],
    });
    const token = linkTokenOf('late@broker.co.id');
    t.clock.advance(24 * 60 * 60_000);
    const set = await t.app.inject({
      method: 'POST',
      url: '/v2/operator/password',
      payload: { token, password: sha256('Kuat#2026x') },
    });
    expect(set.json()).toMatchObject({ code: 'OperatorLinkInvalid' });
  });

  it("changes an operator's roles, and disabling ends their session and socket until enabled", async () => {
    const id = await idOf('content@demo.emas.id');
    const token = await tokenOf('content@demo.emas.id');
    expect((await as(token, 'GET', '/v2/operator/chat/conversations')).statusCode).toBe(403);
    await as(admin, 'PATCH', `/v2/operator/operators/${id}`, { roles: ['content', 'support'] });
    expect((await as(token, 'GET', '/v2/operator/chat/conversations')).statusCode).toBe(200);

    const live = await connectLive(await listenForLive(t.app));
    live.send({ type: 'operator_auth', token });
    await live.next((message) => message.type === 'operator_welcome');
    const disabled = await as(admin, 'PATCH', `/v2/operator/operators/${id}`, { disabled: true });
    expect(disabled.json()).toMatchObject({ data: { disabled: true } });
    expect(await live.closed).toBeGreaterThan(0);
    expect((await as(token, 'GET', '/v2/operator/me')).json()).toMatchObject({ status: 498 });
    expect((await signIn('content@demo.emas.id')).json()).toMatchObject({
      code: 'OperatorDisabled',
    });
    await as(admin, 'PATCH', `/v2/operator/operators/${id}`, { disabled: false });
    expect((await signIn('content@demo.emas.id')).statusCode).toBe(200);
    const support = await tokenOf('finance@demo.emas.id');
    const refused = await as(support, 'PATCH', `/v2/operator/operators/${id}`, { disabled: true });
    expect(refused.json()).toMatchObject({ code: 'OperatorForbidden' });
  });

  it('never lets an admin disable themself or drop their own admin role', async () => {
    const self = `/v2/operator/operators/${await idOf(ADMIN)}`;
    for (const change of [{ disabled: true }, { roles: ['finance'] }]) {
      const refused = await as(admin, 'PATCH', self, change);
      expect(refused.json()).toMatchObject({ status: 409, code: 'OperatorSelfLockout' });
    }
    const kept = await as(admin, 'PATCH', self, { roles: ['admin', 'finance'] });
    expect(kept.json()).toMatchObject({ data: { roles: ['admin', 'finance'], disabled: false } });
    await as(admin, 'PATCH', self, {
      roles: ['admin', 'finance', 'compliance', 'support', 'content'],
    });
  });

  it("answers the waiting counts of the desks the caller's roles open", async () => {
    type Counts = { data: { body: { opens: string; waiting: number }[] } };
    const countsOf = async (token: string) =>
      (await as(token, 'GET', '/v2/operator/desk_counts')).json<Counts>().data.body;
    const all = await countsOf(admin);
    expect(all.map((count) => count.opens).sort()).toEqual([
      '/v2/operator/approvals',
      '/v2/operator/bank_accounts',
      '/v2/operator/chat/conversations',
      '/v2/operator/credit-requests',
      '/v2/operator/deposits/statement/lines',
      '/v2/operator/registrations',
      '/v2/operator/screening/hits',
      '/v2/operator/shipments',
      '/v2/operator/support_requests',
      '/v2/operator/transaction-reports/items',
      '/v2/operator/withdrawals',
    ]);
    const compliance = await tokenOf('compliance@demo.emas.id');
    expect((await countsOf(compliance)).map((count) => count.opens).sort()).toEqual([
      '/v2/operator/bank_accounts',
      '/v2/operator/registrations',
      '/v2/operator/screening/hits',
      '/v2/operator/transaction-reports/items',
    ]);
    const support = '/v2/operator/support_requests';
    const waitingBefore = all.find((count) => count.opens === support)?.waiting ?? -1;
    const client = await signInAs(t.app, 'client@demo.emas.id');
    const sent = await sendAs(t.app, client, 'POST', '/v2/help/support_requests', {
      topic: 'tech_support',
      message: 'Where is my withdrawal?',
    });
    expect(sent.statusCode).toBe(200);
    const after = await countsOf(admin);
    expect(after.find((count) => count.opens === support)?.waiting).toBe(waitingBefore + 1);
  });
});
