/**
 * Proves the Credit tab from what the user sees and what the server is asked: the credit card's
 * figures, the last requests with their outcome, a request for a limit checked before it is
 * sent, and the server's refusal shown in the chosen language.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { saveSession } from '../../lib/session.ts';
import { errorBody } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { authAnswer } from '../../test-support/session-fixtures.ts';
import { TransferPage } from '../transfer/index.ts';
import { transferServer } from '../transfer/test-support.tsx';

const REQUEST = 'POST /v2/igx/credit_request';

const openCredit = async (user: ReturnType<typeof userEvent.setup>) => {
  saveSession(authAnswer(), Date.now());
  renderAt(<TransferPage />, '/transfer');
  await user.click(await screen.findByRole('tab', { name: 'Credit' }));
  return within(await screen.findByRole('region', { name: 'Kredit' }));
};

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Credit tab', () => {
  it('shows the figures and what became of the last request', async () => {
    transferServer();
    const tab = await openCredit(userEvent.setup());
    expect(await tab.findByText('Rp 5.000.000,00')).toBeInTheDocument();
    expect(await tab.findByText('Rp 3.000.000,00')).toBeInTheDocument();
    expect(tab.getByText('Ditolak: Riwayat transaksi belum cukup')).toBeInTheDocument();
  });

  it('checks the request, sends it and confirms', async () => {
    const server = transferServer();
    const user = userEvent.setup();
    const tab = await openCredit(user);
    await user.click(tab.getByRole('button', { name: 'Ajukan' }));
    expect(tab.getByText('Isi jumlah rupiah bulat, paling banyak Rp 1.000.000.000.')).toBeVisible();
    expect(
      tab.getByText('Jelaskan keperluan kredit Anda dalam 3 sampai 200 karakter.'),
    ).toBeVisible();
    expect(server.callsTo(REQUEST)).toHaveLength(0);
    await user.type(tab.getByLabelText('Batas kredit yang diajukan (Rp)'), '7.500.000');
    await user.type(tab.getByLabelText('Keperluan'), 'Modal membeli emas');
    await user.click(tab.getByRole('button', { name: 'Ajukan' }));
    expect(
      await screen.findByRole('alertdialog', {
        name: 'Pengajuan kredit terkirim. Operator akan meninjaunya.',
      }),
    ).toBeInTheDocument();
    expect(server.callsTo(REQUEST).map((call) => call.body)).toEqual([
      { user_id: 'user-1', credit_limit: '7500000.00', reason: 'Modal membeli emas' },
    ]);
  });

  it("shows the server's refusal in Indonesian", async () => {
    transferServer({
      [REQUEST]: { status: 409, body: errorBody(409) },
    });
    const user = userEvent.setup();
    const tab = await openCredit(user);
    await user.type(tab.getByLabelText('Batas kredit yang diajukan (Rp)'), '7.500.000');
    await user.type(tab.getByLabelText('Keperluan'), 'Modal membeli emas');
    await user.click(tab.getByRole('button', { name: 'Ajukan' }));
    const refusal = await screen.findByRole('alertdialog');
    expect(within(refusal).getByText('indonesia 409')).toBeInTheDocument();
  });
});
