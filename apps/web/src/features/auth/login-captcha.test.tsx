// @vitest-environment jsdom
/**
 * Proves the captcha: the ALTCHA widget shows on the login form only (and not when the
 * configuration turns it off, until the server asks for the strong one), and its solved payload
 * travels as clientCaptchaKey.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorCatalogue } from '@emas/domain';
import { errorBody, fakeServer, renderAuth } from './test-support.tsx';

// The widget's script needs a real browser; its element and events are what the form uses.
const altchaScript = vi.hoisted(() => ({ loads: 0 }));
vi.mock('altcha', () => {
  altchaScript.loads += 1;
  return {};
});
vi.mock('altcha/i18n/id', () => ({}));

const captchaOn = {
  'GET /v2/app/config': {
    body: {
      environment: 'development',
      captcha: 'altcha',
      sessionIdleMs: 1,
      tokenRefreshMs: 1,
      marketHours: 'always',
    },
  },
  'POST /v2/user/check_user': { body: { status: 200, exists: true, user_status: 'active' } },
  'POST /v2/user/auth': {
    status: 401,
    body: { status: 2018, status_code: 2018, err_message: '', err_message_id: '' },
  },
};

const widget = async () => {
  await screen.findByRole('group', { name: 'Verifikasi keamanan' });
  const element = document.querySelector('altcha-widget');
  if (!element) throw new Error('no altcha-widget');
  return element;
};

async function typeCredentials() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email atau nomor HP'), 'client@demo.emas.id');
  await user.type(screen.getByLabelText('Password'), 'Emas#2026');
  return user;
}

describe('login captcha', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("loads the widget's script on the first interaction with the form, not with the page", async () => {
    fakeServer(captchaOn);
    renderAuth();
    await widget();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(altchaScript.loads).toBe(0);
    await typeCredentials();
    await vi.waitFor(() => expect(altchaScript.loads).toBe(1));
  });

  it('feeds the widget from the challenge route and sends its payload as clientCaptchaKey', async () => {
    const server = fakeServer(captchaOn);
    renderAuth();
    const element = await widget();
    expect(element).toHaveAttribute('challenge', '/v2/captcha/challenge');
    element.dispatchEvent(new CustomEvent('verified', { detail: { payload: 'c29sdmVk' } }));
    const user = await typeCredentials();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('ENSURE YOUR EMAIL AND PASSWORD ARE CORRECT');
    expect(server.callsTo('POST /v2/user/auth')[0]?.body).toMatchObject({
      clientCaptchaKey: 'c29sdmVk',
    });
  });

  it('does not sign in while the captcha is unsolved', async () => {
    const server = fakeServer(captchaOn);
    renderAuth();
    await widget();
    const user = await typeCredentials();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText('Verifikasi captcha gagal. Silakan coba lagi.'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /v2/user/auth')).toHaveLength(0);
  });

  it('hides the widget on the forgot-password form', async () => {
    fakeServer(captchaOn);
    renderAuth();
    await widget();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Lupa Password' }));
    expect(document.querySelector('altcha-widget')).toBeNull();
  });

  it('shows the strong captcha when the server asks for it, even with captchas off', async () => {
    const server = fakeServer({
      'POST /v2/user/check_user': captchaOn['POST /v2/user/check_user'],
      'POST /v2/user/auth': (call) =>
        call.body?.clientCaptchaKey === ''
          ? {
              status: 428,
              body: errorBody(428, {
                code: 'CaptchaRequired',
                err_message_id: errorCatalogue.CaptchaRequired.id,
              }),
            }
          : captchaOn['POST /v2/user/auth'],
    });
    renderAuth();
    const user = await typeCredentials();
    expect(document.querySelector('altcha-widget')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(errorCatalogue.CaptchaRequired.id)).toBeInTheDocument();
    const element = await widget();
    expect(element).toHaveAttribute('challenge', '/v2/captcha/challenge?strength=strong');
    element.dispatchEvent(new CustomEvent('verified', { detail: { payload: 'c3Ryb25n' } }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('ENSURE YOUR EMAIL AND PASSWORD ARE CORRECT');
    expect(server.callsTo('POST /v2/user/auth').map((call) => call.body?.clientCaptchaKey)).toEqual(
      ['', 'c3Ryb25n'],
    );
  });

  it('shows no widget when the configuration turns the captcha off', async () => {
    const server = fakeServer();
    renderAuth();
    await vi.waitFor(() => expect(server.callsTo('GET /v2/app/config')).toHaveLength(1));
    // Let the answer reach the form before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.querySelector('altcha-widget')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Verifikasi keamanan' })).not.toBeInTheDocument();
  });
});
