/**
 * Production forces two-factor sign-in, on SQLite and PostgreSQL: an operator without it signs
 * in, but every desk's call answers 403 TotpEnrolmentRequired (and the menu counts nothing)
 * until they enrol; their own session's calls stay open so they can.
 */
import { createHash } from 'node:crypto';
import { totpCodeAt } from '../auth/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAsOperator } from '../test-support/operator-call.ts';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';

const PASSWORD = createHash('sha256').update('Emas#2026').digest('hex');

describe.each(databaseKinds())('two-factor sign-in forced in production on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { environment: 'production' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('opens no desk until the operator enrols, then every desk of their roles', async () => {
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/v2/operator/auth',
      payload: { email: 'support@demo.emas.id', password: PASSWORD },
    });
    expect(signedIn.json()).toMatchObject({
      data: { totp_enabled: false, totp_enrolment_required: true },
    });
    const token = signedIn.json<{ data: { token: string } }>().data.token;
    const desk = () => sendAsOperator(t.app, token, 'GET', '/v2/operator/chat/conversations');
    expect((await desk()).json()).toMatchObject({ status: 403, code: 'TotpEnrolmentRequired' });
    const counts = await sendAsOperator(t.app, token, 'GET', '/v2/operator/desk_counts');
    expect(counts.json()).toMatchObject({ data: { body: [] } });

    const enrolled = await sendAsOperator(t.app, token, 'POST', '/v2/operator/totp/enroll');
    const { secret } = enrolled.json<{ data: { secret: string } }>().data;
    const code = totpCodeAt(secret, t.clock.now());
    await sendAsOperator(t.app, token, 'POST', '/v2/operator/totp/confirm', { code });
    expect((await desk()).statusCode).toBe(200);
    const me = await sendAsOperator(t.app, token, 'GET', '/v2/operator/me');
    expect(me.json()).toMatchObject({
      data: { totp_enabled: true, totp_enrolment_required: false },
    });
  });
});
