/**
 * Proves Settings › API KEYS: the live keys with their scopes, addresses and last use (or the
 * empty state); creating checks the name and the addresses before sending, sends read with
 * trade only when ticked and the addresses in their stored form, then shows the id and secret
 * once until dismissed; revoking asks first (Cancel sends nothing) and refreshes the list; an
 * ib has no such tab.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiKey } from '@emas/api';
import { fakeServer, takeCannedMismatches } from '../../test-support/fake-server.ts';
import { renderRoutes } from '../../test-support/render.tsx';
import { configReply, settingsRoutes, signIn } from '../settings/test-support.tsx';

const LIST = 'GET /v2/user/api_keys';
const CREATE = 'POST /v2/user/api_keys';
const KEY_ID = 'ek_0123456789abcdef01234567';

const bot: ApiKey = {
  id: KEY_ID,
  name: 'Market bot',
  scopes: ['read', 'trade'],
  ip_allow_list: ['203.0.113.0/24'],
  created_at: '2026-11-24T03:00:00.000Z',
  last_used_at: null,
};
const listReply = (keys: ApiKey[]) => ({ body: { status: 200, data: keys } });

const open = async () => {
  renderRoutes(settingsRoutes, '/settings?tab=api-keys');
  await screen.findByRole('tab', { name: 'API KEYS', selected: true });
};

describe('API KEYS tab', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });
  afterEach(() => {
    expect(takeCannedMismatches()).toEqual([]);
    vi.unstubAllGlobals();
  });

  it('lists the live keys, or says there are none', async () => {
    const server = fakeServer({
      'GET /v2/app/config': configReply('production'),
      [LIST]: listReply([bot]),
    });
    await open();
    const card = await screen.findByRole('listitem', { name: 'Market bot' });
    expect(card).toHaveTextContent(KEY_ID);
    expect(card).toHaveTextContent('Baca, Trading');
    expect(card).toHaveTextContent('203.0.113.0/24');
    expect(card).toHaveTextContent('Terakhir dipakaiBelum pernah');
    expect(card).toHaveTextContent('24/11/26');

    server.set(LIST, listReply([]));
    renderRoutes(settingsRoutes, '/settings?tab=api-keys');
    expect(await screen.findByText('Belum ada kunci API.')).toBeInTheDocument();
  });

  it('checks the form, creates a key and shows its secret once', async () => {
    const server = fakeServer({
      'GET /v2/app/config': configReply('production'),
      [LIST]: listReply([]),
      [CREATE]: { body: { status: 200, data: { ...bot, secret: 'es_secret-shown-once' } } },
    });
    await open();
    const create = () => userEvent.click(screen.getByRole('button', { name: 'BUAT KUNCI' }));
    const ips = screen.getByLabelText('Alamat IP yang diizinkan (opsional)');
    await userEvent.type(ips, '203.0.113.9/24{enter}kantor');
    await create();
    expect(screen.getByText('Beri nama kunci ini')).toBeInTheDocument();
    expect(screen.getByText('"kantor" bukan alamat IP atau blok CIDR')).toBeInTheDocument();
    expect(ips).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo(CREATE)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Nama kunci'), ' Market bot ');
    await userEvent.clear(ips);
    await userEvent.type(ips, '203.0.113.9/24{enter}2001:DB8::1');
    await userEvent.click(screen.getByRole('checkbox', { name: /^Trading/ }));
    expect(screen.getByRole('checkbox', { name: /^Baca/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Baca/ })).toBeDisabled();
    server.set(LIST, listReply([bot]));
    await create();

    const secret = await screen.findByRole('region', { name: 'Simpan rahasia kunci ini sekarang' });
    expect(secret).toHaveTextContent('es_secret-shown-once');
    expect(secret).toHaveTextContent(KEY_ID);
    expect(within(secret).getByRole('heading')).toHaveFocus();
    expect(within(secret).getByRole('button', { name: 'Salin Rahasia' })).toBeInTheDocument();
    expect(server.callsTo(CREATE).map((call) => call.body)).toEqual([
      {
        name: 'Market bot',
        scopes: ['read', 'trade'],
        ip_allow_list: ['203.0.113.0/24', '2001:db8::1'],
      },
    ]);
    expect(await screen.findByRole('listitem', { name: 'Market bot' })).not.toHaveTextContent(
      'es_secret-shown-once',
    );

    await userEvent.click(within(secret).getByRole('button', { name: 'Sudah saya simpan' }));
    expect(screen.queryByText('es_secret-shown-once')).toBeNull();
    expect(screen.getByLabelText('Nama kunci')).toHaveValue('');
  });

  it('asks before revoking; Cancel sends nothing, Cabut revokes and refreshes', async () => {
    const revoke = `DELETE /v2/user/api_keys/${KEY_ID}`;
    const server = fakeServer({
      'GET /v2/app/config': configReply('production'),
      [LIST]: listReply([bot]),
      [revoke]: { body: { status: 200, data: { id: KEY_ID, revoked_at: bot.created_at } } },
    });
    await open();
    const button = await screen.findByRole('button', { name: 'Cabut kunci Market bot' });
    await userEvent.click(button);
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Cabut kunci "Market bot"?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(server.callsTo(revoke)).toHaveLength(0);

    server.set(LIST, listReply([]));
    await userEvent.click(button);
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cabut' }));
    expect(await screen.findByRole('alertdialog', { name: 'Kunci dicabut' })).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo(revoke)).toHaveLength(1));
    expect(await screen.findByText('Belum ada kunci API.')).toBeInTheDocument();
  });

  it('is not offered to an ib', async () => {
    localStorage.clear();
    signIn('metalgo', 'ib');
    fakeServer({ 'GET /v2/app/config': configReply('production') });
    renderRoutes(settingsRoutes, '/settings?tab=api-keys');
    await screen.findByRole('tab', { name: 'TRADING', selected: true });
    expect(screen.queryByRole('tab', { name: 'API KEYS' })).toBeNull();
  });
});
