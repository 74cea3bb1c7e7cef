/**
 * Proves the PASSWORD tab (spec 002 sections 4, 5 and 8): every field required; the rule's hint
 * only once the new password has lost focus while invalid; "Password doesn't match!"; the
 * confirmation (Cancel sends nothing); the call with SHA-256 hex of both passwords; 'Changed!'
 * clearing the fields, or 'Failed!' with the server's err_message.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, fakeServer, takeCannedMismatches } from '../../test-support/fake-server.ts';
import { renderRoutes } from '../../test-support/render.tsx';
import { configReply, settingsRoutes, signIn } from './test-support.tsx';

const EDIT = 'POST /v2/igx/edit_password';
const RULE = 'Password must be at least 8 characters and must contain at least 1 number.';

const sha256 = async (text: string) => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
};

const open = async () => {
  renderRoutes(settingsRoutes, '/settings?tab=password');
  await screen.findByRole('tab', { name: 'PASSWORD', selected: true });
};
const oldField = () => screen.getByLabelText('Password lama');
const newField = () => screen.getByLabelText('Password baru');
const retypeField = () => screen.getByLabelText('Ulangi password baru');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'UBAH PASSWORD' }));

const fill = async (oldPassword: string, newPassword: string, retype: string) => {
  await userEvent.type(oldField(), oldPassword);
  await userEvent.type(newField(), newPassword);
  await userEvent.type(retypeField(), retype);
};

describe('password tab', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });
  afterEach(() => {
    expect(takeCannedMismatches()).toEqual([]);
    vi.unstubAllGlobals();
  });

  it('shows the rule once the new password loses focus while invalid, and hides it on typing', async () => {
    fakeServer({ 'GET /v2/app/config': configReply('production') });
    await open();
    await userEvent.type(newField(), 'abcdefgh');
    expect(screen.queryByText(RULE)).toBeNull();
    await userEvent.tab();
    expect(screen.getByText(RULE)).toBeInTheDocument();
    expect(newField()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(newField(), '1');
    expect(screen.queryByText(RULE)).toBeNull();
    await userEvent.tab();
    expect(screen.queryByText(RULE)).toBeNull();
  });

  it('requires every field and refuses a retype that differs, sending nothing', async () => {
    const server = fakeServer({ 'GET /v2/app/config': configReply('production') });
    await open();
    await submit();
    expect(screen.getAllByText('Wajib diisi')).toHaveLength(3);
    await fill('Emas#2026', 'rahasiaku9', 'rahasiaku8');
    await submit();
    expect(screen.getByText("Password doesn't match!")).toBeInTheDocument();
    expect(retypeField()).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo(EDIT)).toHaveLength(0);
  });

  it('asks first; Cancel sends nothing, Yes changes the password and clears the fields', async () => {
    const server = fakeServer({
      'GET /v2/app/config': configReply('production'),
      [EDIT]: {
        body: {
          status: 200,
          message: 'Your password has been changed.',
          message_id: 'Password Anda telah diubah.',
        },
      },
    });
    await open();
    await fill('Emas#2026', 'rahasiaku9', 'rahasiaku9');
    await submit();
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure want to change your password?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo(EDIT)).toHaveLength(0);

    await submit();
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    const done = await screen.findByRole('alertdialog', { name: 'Changed!' });
    expect(done).toHaveTextContent('Your password has been changed.');
    expect(server.callsTo(EDIT).map((call) => call.body)).toEqual([
      {
        broker_id: 'metalgo',
        password: await sha256('Emas#2026'),
        new_password: await sha256('rahasiaku9'),
      },
    ]);
    expect(oldField()).toHaveValue('');
    expect(newField()).toHaveValue('');
    expect(retypeField()).toHaveValue('');
  });

  it("shows 'Failed!' with the server's err_message and keeps the fields", async () => {
    fakeServer({
      'GET /v2/app/config': configReply('production'),
      [EDIT]: {
        status: 400,
        body: { ...errorBody(400), err_message: 'The old password is incorrect.' },
      },
    });
    await open();
    await fill('salah-123', 'rahasiaku9', 'rahasiaku9');
    await submit();
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    const failed = await screen.findByRole('alertdialog', { name: 'Failed!' });
    expect(failed).toHaveTextContent('The old password is incorrect.');
    await waitFor(() => expect(oldField()).toHaveValue('salah-123'));
  });
});
