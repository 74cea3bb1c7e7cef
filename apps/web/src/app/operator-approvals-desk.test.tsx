/**
 * Proves the Approvals desk against the contract: each waiting approval with who asked; another
 * operator's approved (the list read again), a rejection asks its reason; the asker's own
 * request shows no approve button; and a withdrawal's payout that answers 202 says it waits.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test-support/fake-server.ts';
import { renderRoutes } from '../test-support/render.tsx';
import { OperatorRoute } from './operator-route.tsx';
import { endOperatorSession } from '../features/operator/index.ts';
import { deskPage, signInTestOperator } from '../features/operator/test-support.tsx';

const approval = (id: string, askedByYou: boolean, asker: string) => ({
  id,
  kind: 'payout',
  subject: `w-${id}`,
  amount_idr: '15000000.00',
  asked_by_name: asker,
  asked_by_email: `${asker.toLowerCase()}@demo.emas.id`,
  asked_by_you: askedByYou,
  asked_at: '2026-11-24T03:00:00.000Z',
  details: { withdrawal_id: `w-${id}` },
});

const others = approval('a-1', false, 'Fajar');
const mine = approval('a-2', true, 'Dewi');

const renderAt = (path: string) =>
  renderRoutes([{ path: '/operator/*', element: <OperatorRoute /> }], path);

describe('the Approvals desk', () => {
  beforeEach(() => signInTestOperator());
  afterEach(() => {
    endOperatorSession();
    vi.unstubAllGlobals();
  });

  it('approves what another operator asked and reads the list again', async () => {
    const server = fakeServer({
      'GET /v2/operator/approvals': deskPage([others, mine]),
      'POST /v2/operator/approvals/a-1/approve': {
        body: { status: 200, data: { id: 'a-1', status: 'approved', outcome: {} } },
      },
    });
    renderAt('/operator/approvals');
    const row = (await screen.findByText('Fajar')).closest('tr')!;
    expect(row).toHaveTextContent('Rp 15.000.000,00');
    expect(row).toHaveTextContent('Pembayaran penarikan');
    const own = screen.getByText('Dewi').closest('tr')!;
    expect(within(own).queryByRole('button', { name: 'Setujui' })).toBeNull();
    expect(own).toHaveTextContent('Permintaan Anda: menunggu operator lain');
    await userEvent.click(within(row).getByRole('button', { name: 'Setujui' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Disetujui dan dijalankan: Pembayaran penarikan w-a-1.',
      ),
    );
    await waitFor(() => expect(server.callsTo('GET /v2/operator/approvals')).toHaveLength(2));
  });

  it('rejects with the reason asked in a dialog', async () => {
    const server = fakeServer({
      'GET /v2/operator/approvals': deskPage([others]),
      'POST /v2/operator/approvals/a-1/reject': {
        body: { status: 200, data: { id: 'a-1', status: 'rejected', outcome: {} } },
      },
    });
    renderAt('/operator/approvals');
    const row = (await screen.findByText('Fajar')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Tolak' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Alasan'), 'Bukti transfer kurang');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    await waitFor(() =>
      expect(server.callsTo('POST /v2/operator/approvals/a-1/reject')[0]?.body).toEqual({
        reason: 'Bukti transfer kurang',
      }),
    );
  });

  it('says a payout at the threshold waits for a second approver', async () => {
    const withdrawal = {
      id: 'w-1',
      hin: 'PC00000001',
      fullname: 'Citra Lestari',
      transfer_type: 'rped',
      amount: '15000000.00',
      bank_name: 'BCA',
      bank_code: '014',
      account_number: '123',
      account_name: 'Citra',
      description: null,
      state: 'processing',
      failure_reason: null,
      created_at: '2026-11-24T03:00:00.000Z',
      updated_at: '2026-11-24T03:00:00.000Z',
    };
    fakeServer({
      'GET /v2/operator/withdrawals': deskPage([withdrawal]),
      'POST /v2/operator/withdrawals/w-1/settle': {
        status: 202,
        body: { status: 'awaiting_second_approval', id: 'a-9' },
      },
    });
    renderAt('/operator/withdrawals');
    const row = (await screen.findByText('Citra Lestari')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Bayarkan' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Menunggu persetujuan operator keuangan kedua',
      ),
    );
  });
});
