/**
 * Proves the Transfer screen (spec 000, "Cash withdrawal (Transfer, cash tab)") from what the
 * user sees and what the server is asked: the tabs with Cash first and the choice remembered;
 * the deposit view's RPED details; the last 10 movements; the withdraw form's destinations (only
 * the holder's verified withdrawal accounts, never a typed number), its checks, the IDR and USD amounts linked by the
 * sell rate with their steppers, the confirmation, the request, 'Transfer success' and the
 * three failure variants; and the Credit tab's figures.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session.ts';
import { i18n } from '../../lib/i18n.ts';
import { errorBody } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { authAnswer } from '../../test-support/session-fixtures.ts';
import { TransferPage } from './transfer-page.tsx';
import { SHIPMENT_CHARGES, transferServer } from './test-support.tsx';

const REQUEST = 'POST /v2/igx/request_withdrawal';

const open = (bankType: 'BAGI' | 'OTHER' = 'OTHER') => {
  saveSession(authAnswer({ bank_type: bankType }), Date.now());
  return renderAt(<TransferPage />, '/transfer');
};

const form = () => {
  const heading = screen.getByRole('heading', { name: 'Withdraw' });
  return within(heading.closest('section') as HTMLElement);
};

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Transfer page', () => {
  it('opens on Cash and remembers the chosen tab', async () => {
    transferServer();
    const user = userEvent.setup();
    const first = open();
    expect(await screen.findByRole('tab', { name: 'Cash', selected: true })).toBeInTheDocument();
    for (const name of ['Credit', 'Bullion', 'Track Bullion'])
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Credit' }));
    expect(await screen.findByText('Rp 5.000.000,00')).toBeInTheDocument();
    expect(screen.getByText('Rp 4.000.000,00')).toBeInTheDocument();
    expect(screen.getByText('Rp 1.000.000,00')).toBeInTheDocument();
    first.unmount();
    open();
    expect(await screen.findByRole('tab', { name: 'Credit', selected: true })).toBeInTheDocument();
  });

  it('shows the RPED account to deposit to and the last movements', async () => {
    transferServer();
    open();
    expect(await screen.findByText('107700000001')).toBeInTheDocument();
    expect(screen.getByText('Bank Artha Graha Internasional')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Riwayat saldo terakhir' });
    const rows = await within(table).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DATETRANSACTION IDDEBITCREDIT',
      expect.stringMatching(/0192f1a2…⧉Rp 100\.000,00$/),
      expect.stringMatching(/dep-1⧉Rp 2\.500\.000,50$/),
    ]);
    // A ledger reference shows the id in it, short, and copies whole.
    expect(within(table).queryByText(/shipment|charges/)).toBeNull();
    expect(
      within(table).getByRole('button', { name: `Salin ID ${SHIPMENT_CHARGES}` }),
    ).toBeInTheDocument();
  });
});

describe('the withdraw form', () => {
  it("offers only the holder's verified withdrawal accounts, the main one chosen, no typed number", async () => {
    transferServer();
    open();
    const select = await form().findByLabelText('Tujuan penarikan');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([
        'Bank Central Asia · 5200000001 · Citra Lestari',
        'BRI · 1400000001 · CITRA LESTARI',
      ]),
    );
    expect(select).toHaveValue('main');
    expect(form().queryByLabelText('Account Number')).toBeNull();
    expect(form().queryByLabelText('Phone Number / ID')).toBeNull();
  });

  it('asks for a verified account and at least 10000, and never sends before', async () => {
    const server = transferServer({ 'GET /v2/bank_account': { body: { status: 200, data: [] } } });
    const user = userEvent.setup();
    open();
    const select = await form().findByLabelText('Tujuan penarikan');
    expect(within(select).getByRole('option')).toHaveTextContent(
      'Belum ada rekening penarikan terverifikasi',
    );
    await user.click(form().getByRole('button', { name: 'Withdraw' }));
    expect(form().getByText('Please choose your withdraw destination.')).toBeInTheDocument();
    expect(form().getByText('Value must be greater than 10000')).toBeInTheDocument();
    await user.type(form().getByLabelText('Deskripsi (opsional)'), 'ab');
    expect(form().getByText('Deskripsi minimal 3 karakter')).toBeInTheDocument();
    expect(server.callsTo(REQUEST)).toHaveLength(0);
  });

  it('links IDR and USD by the sell rate, with steps of 10.000 and 1, never below 0', async () => {
    transferServer();
    const user = userEvent.setup();
    open();
    const idr = await form().findByLabelText('Jumlah (IDR)');
    const usd = form().getByLabelText('Jumlah (USD)');
    await waitFor(() => expect(form().getByText(/Kurs jual: Rp 16\.000/)).toBeInTheDocument());
    await user.type(idr, '1.600.000');
    expect(usd).toHaveValue('100,00');
    await user.click(form().getByRole('button', { name: 'Tambah USD' }));
    expect(usd).toHaveValue('101,00');
    expect(idr).toHaveValue('1.616.000,00');
    await user.click(form().getByRole('button', { name: 'Kurangi IDR' }));
    expect(idr).toHaveValue('1.606.000,00');
    await user.clear(idr);
    await user.type(idr, '5.000');
    await user.click(form().getByRole('button', { name: 'Kurangi IDR' }));
    expect(idr).toHaveValue('0,00');
    expect(usd).toHaveValue('0,00');
  });

  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await waitFor(() => expect(form().getByLabelText('Tujuan penarikan')).toHaveValue('main'));
    await user.type(form().getByLabelText('Jumlah (IDR)'), '150.000');
    await user.click(form().getByRole('button', { name: 'Withdraw' }));
  };

  it('confirms with the bank-fee warning, sends the request and says Transfer success', async () => {
    const server = transferServer();
    const user = userEvent.setup();
    open();
    await waitFor(() => expect(screen.getByText(/Kurs jual: Rp 16\.000/)).toBeInTheDocument());
    await fill(user);
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Are you sure want to withdraw?',
    });
    expect(
      within(confirm).getByText('Biaya bank mungkin dikenakan oleh bank tujuan.'),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Ya' }));
    const success = await screen.findByRole('alertdialog', { name: 'Transfer success' });
    const [sent] = server.callsTo(REQUEST);
    expect(sent?.body).toEqual({
      user_id: 'user-1',
      amount_idr: '150000.00',
      request_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await user.click(within(success).getByRole('button', { name: 'Tutup' }));
    // The screen refreshes: a clean form and the movements asked for again.
    await waitFor(() => expect(form().getByLabelText('Jumlah (IDR)')).toHaveValue(''));
    expect(server.callsTo('POST /v2/igx/last_transactions').length).toBeGreaterThan(1);
  });

  it('names a chosen added account in the request, and only that', async () => {
    const server = transferServer();
    const user = userEvent.setup();
    open();
    const select = await form().findByLabelText('Tujuan penarikan');
    await waitFor(() => expect(select).toHaveValue('main'));
    await user.selectOptions(select, 'added-verified');
    await user.type(form().getByLabelText('Jumlah (IDR)'), '150.000');
    await user.click(form().getByRole('button', { name: 'Withdraw' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Are you sure want to withdraw?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Ya' }));
    await screen.findByRole('alertdialog', { name: 'Transfer success' });
    expect(server.callsTo(REQUEST)[0]?.body).toEqual({
      user_id: 'user-1',
      amount_idr: '150000.00',
      bank_account_id: 'added-verified',
      request_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('sends nothing when the confirmation is declined', async () => {
    const server = transferServer();
    const user = userEvent.setup();
    open();
    await fill(user);
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Are you sure want to withdraw?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Batal' }));
    expect(server.callsTo(REQUEST)).toHaveLength(0);
  });

  it.each([
    [
      'the server message',
      { status: 400, body: { ...errorBody(400), err_message_id: 'Saldo RPED Tidak Cukup' } },
      'Something went wrong',
      'Saldo RPED Tidak Cukup',
    ],
    ['no answer', 'offline' as const, 'Server appears to be offline', 'Please try again later'],
    [
      'anything else',
      { status: 502, body: 'Bad gateway' },
      'Something went wrong',
      'Please try again later',
    ],
  ])('shows %s when the withdrawal fails', async (_case, reply, title, message) => {
    transferServer({ [REQUEST]: reply });
    const user = userEvent.setup();
    open();
    await fill(user);
    await user.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Are you sure want to withdraw?' }),
      ).getByRole('button', { name: 'Ya' }),
    );
    const failed = await screen.findByRole('alertdialog', { name: title });
    expect(within(failed).getByText(message)).toBeInTheDocument();
  });
});
