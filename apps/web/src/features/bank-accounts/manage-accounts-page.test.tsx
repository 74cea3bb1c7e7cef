/**
 * Proves Kelola Rekening (spec 000): the list with logo, name, status label, bank and number;
 * the 1-day note for an account not yet verified; 'Rek. Penarikan Utama' instead of a trash icon
 * for the main account; delete after 'Apakah anda yakin ingin menghapus data ini?' by the
 * account's id, with 'Data berhasil dihapus' or 'Terjadi kesalahan saat menghapus'; the loader
 * and the 'Tambah Rekening' link.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, takeCannedMismatches } from '../../test-support/fake-server.ts';
import { renderRoutes } from '../../test-support/render.tsx';
import { account, bankRoutes, mainAccount, ok, refusal, signInClient } from './test-support.tsx';

const LIST = 'GET /v2/bank_account';
const DELETE = 'PATCH /v2/bank_account/account-1';

const open = () => renderRoutes(bankRoutes, '/settings/rekening-penarikan');

describe('Kelola Rekening', () => {
  beforeEach(() => {
    localStorage.clear();
    signInClient();
  });
  afterEach(() => {
    expect(takeCannedMismatches()).toEqual([]);
    vi.unstubAllGlobals();
  });

  it('lists the accounts with their labels, the note and the main account', async () => {
    fakeServer({
      [LIST]: ok([
        mainAccount,
        account(),
        account({
          _id: 'account-2',
          status: 'ACCEPTED',
          account_no: '2200000001',
          bank_name: 'Mandiri',
        }),
      ]),
    });
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Memuat rekening');
    const list = await screen.findByRole('list', { name: 'Rekening penarikan' });
    const [main, pending, verified] = within(list).getAllByRole('listitem');
    expect(main).toHaveTextContent('Citra Lestari');
    expect(main).toHaveTextContent('Terverifikasi');
    expect(main).toHaveTextContent('Bank Central Asia');
    expect(main).toHaveTextContent('5200000001');
    expect(main).toHaveTextContent('Rek. Penarikan Utama');
    expect(within(main as HTMLElement).queryByRole('button')).toBeNull();
    expect(pending).toHaveTextContent('Diproses');
    expect(pending).toHaveTextContent(
      'Verifikasi rekening membutuhkan waktu sekitar 1 hari kerja.',
    );
    expect(
      within(pending as HTMLElement).getByRole('button', { name: 'Hapus rekening BRI 1400000001' }),
    ).toBeEnabled();
    expect(verified).toHaveTextContent('Terverifikasi');
    expect(verified).not.toHaveTextContent('1 hari kerja');
    expect(list.querySelectorAll('img')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Tambah Rekening' })).toHaveAttribute(
      'href',
      '/add-bank-account',
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Account & Settings' })).toBeInTheDocument();
    expect(within(crumbs).getByText('Manage Accounts')).toHaveAttribute('aria-current', 'page');
  });

  it('deletes by id after the confirmation and says so', async () => {
    const server = fakeServer({
      [LIST]: ok([mainAccount, account()]),
      [DELETE]: ok({ message: 'Data berhasil dihapus' }),
    });
    open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Hapus rekening BRI 1400000001' }),
    );
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Apakah anda yakin ingin menghapus data ini?');
    server.set(LIST, ok([mainAccount]));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ya' }));
    expect(await screen.findByText('Data berhasil dihapus')).toBeInTheDocument();
    expect(server.callsTo(DELETE)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('CITRA LESTARI')).toBeNull());
  });

  it('does nothing when the confirmation is declined, and tells a failed delete', async () => {
    const server = fakeServer({
      [LIST]: ok([mainAccount, account()]),
      [DELETE]: refusal('NotFound'),
    });
    open();
    const trash = await screen.findByRole('button', { name: 'Hapus rekening BRI 1400000001' });
    await userEvent.click(trash);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Batal' }),
    );
    expect(server.callsTo(DELETE)).toHaveLength(0);
    await userEvent.click(trash);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya' }),
    );
    expect(await screen.findByText('Terjadi kesalahan saat menghapus')).toBeInTheDocument();
  });
});
