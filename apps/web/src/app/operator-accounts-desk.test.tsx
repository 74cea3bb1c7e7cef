/**
 * Proves the Accounts desk against the contract: an account found by HIN with its lock and open
 * orders; the lock dialog refuses to go on without a reason and an explicit open-orders choice,
 * then sends both; a locked account is unlocked with a reason.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test-support/fake-server.ts';
import { renderRoutes } from '../test-support/render.tsx';
import { OperatorRoute } from './operator-route.tsx';
import { endOperatorSession } from '../features/operator/index.ts';
import { signInTestOperator } from '../features/operator/test-support.tsx';

const active = {
  hin: 'PC00000002',
  fullname: 'Budi Santoso',
  level: 'client',
  locked: false,
  locked_at: null,
  lock_reason: null,
  open_orders: 2,
};
const locked = {
  ...active,
  locked: true,
  locked_at: '2026-11-24T03:00:00.000Z',
  lock_reason: 'Dugaan penipuan',
  open_orders: 0,
};
const answer = (data: object) => ({ body: { status: 200, data } });

const find = async () => {
  const search = await screen.findByRole('search');
  await userEvent.type(within(search).getByLabelText('HIN'), 'pc00000002');
  await userEvent.click(within(search).getByRole('button', { name: 'Cari' }));
};

describe('the Accounts desk', () => {
  beforeEach(() => signInTestOperator());
  afterEach(() => {
    endOperatorSession();
    vi.unstubAllGlobals();
  });

  it('locks with a reason and an explicit choice for the open orders', async () => {
    const server = fakeServer({
      'GET /v2/operator/accounts/PC00000002': answer(active),
      'POST /v2/operator/accounts/PC00000002/lock': answer(locked),
    });
    renderRoutes([{ path: '/operator/*', element: <OperatorRoute /> }], '/operator/accounts');
    await find();
    expect(await screen.findByText('Budi Santoso (PC00000002)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kunci akun' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Alasan'), 'Dugaan penipuan');
    await userEvent.click(dialog.getByRole('button', { name: 'Kunci akun' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Pilih apa yang terjadi pada order');
    expect(server.callsTo('POST /v2/operator/accounts/PC00000002/lock')).toHaveLength(0);
    expect(dialog.getByRole('group', { name: 'Order terbuka (2)' })).toBeInTheDocument();
    await userEvent.click(dialog.getByLabelText('Batalkan semua order terbuka'));
    await userEvent.click(dialog.getByRole('button', { name: 'Kunci akun' }));
    await waitFor(() =>
      expect(server.callsTo('POST /v2/operator/accounts/PC00000002/lock')[0]?.body).toEqual({
        reason: 'Dugaan penipuan',
        kill_open_orders: true,
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Akun PC00000002 dikunci');
  });

  it('unlocks a locked account with a reason', async () => {
    const server = fakeServer({
      'GET /v2/operator/accounts/PC00000002': answer(locked),
      'POST /v2/operator/accounts/PC00000002/unlock': answer(active),
    });
    renderRoutes([{ path: '/operator/*', element: <OperatorRoute /> }], '/operator/accounts');
    await find();
    expect(await screen.findByText(/Dikunci sejak .*: Dugaan penipuan/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buka kunci' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Alasan'), 'Sudah diverifikasi');
    await userEvent.click(dialog.getByRole('button', { name: 'Konfirmasi' }));
    await waitFor(() =>
      expect(server.callsTo('POST /v2/operator/accounts/PC00000002/unlock')[0]?.body).toEqual({
        reason: 'Sudah diverifikasi',
      }),
    );
  });
});
