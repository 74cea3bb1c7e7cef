import { OPERATOR_ROLES } from '@emas/domain';
/**
 * Proves the console's desks against the contract: a withdrawal paid out or rejected with a
 * reason, a bank account's selfie shown and the account approved, a shipment dispatched with
 * its receipt number; each list read again after the action, refusals shown as the server
 * words them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, fakeServer } from '../test-support/fake-server.ts';
import { renderRoutes } from '../test-support/render.tsx';
import { OperatorRoute } from './operator-route.tsx';
import { endOperatorSession, startOperatorSession } from '../features/operator/index.ts';

const TOKEN = 't'.repeat(40);

const withdrawal = {
  id: 'w-1',
  hin: 'PC00000001',
  fullname: 'Citra Lestari',
  transfer_type: 'bifast',
  amount: '1500000.00',
  bank_name: 'Bank Central Asia',
  bank_code: '014',
  account_number: '5200000001',
  account_name: 'Citra Lestari',
  description: null,
  state: 'processing',
  failure_reason: null,
  created_at: '2026-11-24T03:00:00.000Z',
  updated_at: '2026-11-24T03:00:00.000Z',
} as const;

const bankAccount = {
  id: 'b-1',
  hin: 'PC00000001',
  fullname: 'Citra Lestari',
  bank_code: '008',
  bank_name: 'Bank Mandiri',
  account_no: '1230000001',
  account_name: 'Citra Lestari',
  status: 'PENDING',
  created_at: Date.UTC(2026, 10, 24, 3),
  reviewed_at: null,
  reject_reason: null,
} as const;

const shipment = {
  id: 's-1',
  transaction_id: 'BW-0001',
  hin: 'PC00000001',
  fullname: 'Citra Lestari',
  location: { postcode: '10110', city: 'Jakarta Pusat' },
  total_item: 2,
  total_weight: '200.00',
  value_goods: '240000000.00',
  total_charge: '2662000.00',
  status: '004',
  status_name: 'On Process',
  receipt_number: null,
  created_at: '2026-11-24T03:00:00.000Z',
  updated_at: '2026-11-24T03:00:00.000Z',
} as const;

const page = (rows: readonly object[]) => ({
  status: 200,
  data: { count: rows.length, body: rows },
});
const one = (row: object) => ({ status: 200, data: row });

const renderDesk = (path: string) =>
  renderRoutes([{ path: '/operator/*', element: <OperatorRoute /> }], path);

describe('operator desks', () => {
  beforeEach(() =>
    startOperatorSession({
      operator_id: 'op',
      email: 'o@x.id',
      name: 'Dewi',
      roles: OPERATOR_ROLES,
      token: TOKEN,
    }),
  );
  afterEach(() => {
    endOperatorSession();
    vi.unstubAllGlobals();
  });

  it('pays a withdrawal out and reads the list again', async () => {
    const server = fakeServer({
      'GET /v2/operator/withdrawals': { body: page([withdrawal]) },
      'POST /v2/operator/withdrawals/w-1/settle': {
        body: one({ ...withdrawal, state: 'success' }),
      },
    });
    renderDesk('/operator/withdrawals');
    const row = (await screen.findByText('Bank Central Asia 5200000001 · Citra Lestari')).closest(
      'tr',
    )!;
    expect(row).toHaveTextContent('Rp 1.500.000,00');
    expect(row).toHaveTextContent('BI-FAST');
    await userEvent.click(within(row).getByRole('button', { name: 'Bayarkan' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Penarikan w-1 sudah diproses bank.'),
    );
    await waitFor(() => expect(server.callsTo('GET /v2/operator/withdrawals')).toHaveLength(2));
    expect(server.callsTo('GET /v2/operator/withdrawals')[0]?.url.searchParams.get('state')).toBe(
      'processing',
    );
  });

  it('rejects a withdrawal only with a reason, and shows a refusal', async () => {
    const server = fakeServer({
      'GET /v2/operator/withdrawals': { body: page([withdrawal]) },
      'POST /v2/operator/withdrawals/w-1/reject': { status: 409, body: errorBody(409) },
    });
    renderDesk('/operator/withdrawals');
    await userEvent.click(await screen.findByRole('button', { name: 'Tolak' }));
    const dialog = screen.getByRole('dialog', { name: 'Tolak penarikan Citra Lestari' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    expect(within(dialog).getByText('Isi minimal 3 karakter.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Alasan'), 'Nama tidak cocok');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('indonesia 409'));
    expect(server.callsTo('POST /v2/operator/withdrawals/w-1/reject')[0]?.body).toEqual({
      reason: 'Nama tidak cocok',
    });
  });

  it("shows a bank account's selfie and approves the account", async () => {
    const server = fakeServer({
      'GET /v2/operator/bank_accounts': { body: page([bankAccount]) },
      'GET /v2/operator/bank_accounts/b-1/selfie': {
        body: one({ content_type: 'image/jpeg', base64: '/9j/4AAQ' }),
      },
      'POST /v2/operator/bank_accounts/b-1/approve': {
        body: one({ ...bankAccount, status: 'ACCEPTED', reviewed_at: Date.UTC(2026, 10, 24, 4) }),
      },
    });
    renderDesk('/operator/bank-accounts');
    await userEvent.click(await screen.findByRole('button', { name: 'Swafoto' }));
    const selfie = await screen.findByRole('img', { name: 'Swafoto Citra Lestari' });
    expect(selfie).toHaveAttribute('src', 'data:image/jpeg;base64,/9j/4AAQ');
    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await userEvent.click(screen.getByRole('button', { name: 'Setujui' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Rekening 1230000001 disetujui.'),
    );
    expect(server.callsTo('POST /v2/operator/bank_accounts/b-1/approve')).toHaveLength(1);
  });

  it('asks for the receipt number when a shipment is dispatched', async () => {
    const server = fakeServer({
      'GET /v2/operator/shipments': { body: page([shipment]) },
      'POST /v2/operator/shipments/s-1/advance': {
        body: one({ ...shipment, status: '005', receipt_number: 'P2611240001' }),
      },
    });
    renderDesk('/operator/shipments');
    const row = (await screen.findByText('BW-0001')).closest('tr')!;
    expect(row).toHaveTextContent('200,00');
    expect(row).toHaveTextContent('Rp 2.662.000,00');
    await userEvent.click(within(row).getByRole('button', { name: 'Status berikutnya' }));
    const dialog = screen.getByRole('dialog', { name: 'Kirim BW-0001: nomor resi pos' });
    await userEvent.type(within(dialog).getByLabelText('Nomor resi'), 'P2611240001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Pengiriman BW-0001 maju'),
    );
    expect(server.callsTo('POST /v2/operator/shipments/s-1/advance')[0]?.body).toEqual({
      receipt_number: 'P2611240001',
    });
  });

  it('moves a shipment before packing on without a receipt number, and cancels one', async () => {
    const early = { ...shipment, status: '001' };
    const server = fakeServer({
      'GET /v2/operator/shipments': { body: page([early]) },
      'POST /v2/operator/shipments/s-1/advance': { body: one({ ...early, status: '002' }) },
      'POST /v2/operator/shipments/s-1/cancel': {
        body: one({ ...early, status: 'XXX', status_name: 'Cancelled' }),
      },
    });
    renderDesk('/operator/shipments');
    await userEvent.click(await screen.findByRole('button', { name: 'Status berikutnya' }));
    await waitFor(() =>
      expect(server.callsTo('POST /v2/operator/shipments/s-1/advance')[0]?.body).toEqual({
        receipt_number: null,
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Batalkan' }));
    const dialog = screen.getByRole('dialog', { name: 'Batalkan pengiriman BW-0001' });
    await userEvent.type(within(dialog).getByLabelText('Alasan'), 'Permintaan nasabah');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Pengiriman BW-0001 dibatalkan'),
    );
  });
});
