/**
 * Proves /settings (spec 002 section 2): KELOLA REKENING only outside production and not for
 * pospaygold; the chosen tab in the address; TRADING's market select and read-only names;
 * ACCOUNT's details with '-' for missing ones and the spec's note; PAYMENT's RPED and utility
 * accounts; FEES and the tax tab with the broker's schedule in force, written the way the
 * language writes.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, takeCannedMismatches } from '../../test-support/fake-server.ts';
import { renderRoutes } from '../../test-support/render.tsx';
import { accountInformationReply, configReply, settingsRoutes, signIn } from './test-support.tsx';

const payment = {
  body: {
    status: 200,
    body: {
      apd: {
        bank_name: 'Bank Central Asia',
        bank_code: '014',
        account_number: '5200000001',
        account_name: 'Citra Lestari',
        bank_address: 'Jakarta',
        currency: 'IDR',
        swift_code: 'CENAIDJA',
      },
      withdrawal_acc: [
        {
          account_name: 'CITRA LESTARI',
          account_number: '1400000001',
          bank_code: '002',
          bank_address: 'Jl. Sudirman',
        },
      ],
    },
  },
};

const open = (tab?: string) =>
  renderRoutes(settingsRoutes, tab ? `/settings?tab=${tab}` : '/settings');
/** The value shown beside a detail's name. */
const valueOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('settings page', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    expect(takeCannedMismatches()).toEqual([]);
    vi.unstubAllGlobals();
  });

  it('hides KELOLA REKENING in production and opens TRADING', async () => {
    signIn();
    fakeServer({
      'GET /v2/app/config': configReply('production'),
      'POST /v2/igx/account_information': accountInformationReply(),
    });
    open();
    const tabs = await screen.findByRole('tablist', { name: 'Pengaturan' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'TRADING',
      'ACCOUNT',
      'PAYMENT',
      'FEES',
      'TAX',
      'PASSWORD',
      'API KEYS',
      '2FA',
      'SESI',
    ]);
    expect(screen.getByRole('tab', { name: 'TRADING' })).toHaveAttribute('aria-selected', 'true');
    const market = screen.getByLabelText('Pasar') as HTMLSelectElement;
    expect(market.value).toBe('indonesia');
    expect(within(market).getByRole('option', { name: 'GLOBAL' })).toBeDisabled();
    await waitFor(() => expect(valueOf('Nama depan')).toBe('Citra'));
    expect(valueOf('Nama belakang')).toBe('Lestari');
    expect(valueOf('Nama pengguna')).toBe('citra.lestari');
    expect(valueOf('E-mail')).toBe('client@demo.emas.id');
    expect(valueOf('Kode referal')).toBe('REF0001');
    // Read-only: the details are shown, never offered for editing.
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it.each([
    ['development', 'metalgo', 'client', true],
    ['development', 'metalgo', 'lp', true],
    ['development', 'pospaygold', 'client', false],
    ['development', 'metalgo', 'ib', false],
    ['development', 'metalgo', 'fm', false],
    ['development', 'metalgo', 'ccp', false],
  ] as const)(
    'in %s for %s, %s shows KELOLA REKENING: %s',
    async (environment, appName, level, shown) => {
      signIn(appName, level);
      fakeServer({
        'GET /v2/app/config': configReply(environment),
        'POST /v2/igx/account_information': accountInformationReply(),
        'GET /v2/bank_account': { body: { status: 200, data: [] } },
      });
      open();
      await screen.findByRole('tablist', { name: 'Pengaturan' });
      await waitFor(() =>
        expect(screen.queryByRole('tab', { name: 'KELOLA REKENING' }) !== null).toBe(shown),
      );
      if (shown) {
        expect(screen.getByRole('tab', { name: 'KELOLA REKENING' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        expect(await screen.findByRole('link', { name: 'Tambah Rekening' })).toBeInTheDocument();
      } else {
        // The level's first tab opens instead, and nothing offers to add an account.
        expect(screen.getByRole('tab', { name: 'TRADING' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        expect(screen.queryByRole('link', { name: 'Tambah Rekening' })).toBeNull();
      }
    },
  );

  it("shows ACCOUNT's details, '-' for the missing ones, and the note; the tab goes in the address", async () => {
    signIn();
    fakeServer({
      'GET /v2/app/config': configReply('production'),
      'POST /v2/igx/account_information': accountInformationReply(),
    });
    const { router } = open();
    await userEvent.click(await screen.findByRole('tab', { name: 'ACCOUNT' }));
    expect(router.state.location.search).toBe('?tab=account');
    await waitFor(() => expect(valueOf('HIN')).toBe('PC00000001'));
    expect(valueOf('Nama usaha')).toBe('-');
    expect(valueOf('Nomor telepon')).toBe('081200000001');
    expect(valueOf('Jalan')).toBe('Jl. Kemang Raya No. 8');
    expect(valueOf('Kota/Kecamatan')).toBe('Jakarta Selatan');
    expect(valueOf('Provinsi')).toBe('DKI Jakarta');
    expect(valueOf('Kode pos')).toBe('12730');
    expect(valueOf('Negara')).toBe('-');
    expect(
      screen.getByText('Please contact your brokerage firm to change your account details.'),
    ).toBeInTheDocument();
  });

  it('shows PAYMENT: the RPED commodity account and the utility accounts', async () => {
    signIn();
    fakeServer({
      'GET /v2/app/config': configReply('production'),
      'POST /v2/igx/payment_information': payment,
    });
    open('payment');
    await waitFor(() => expect(valueOf('Nama bank')).toBe('Bank Central Asia'));
    expect(valueOf('Nomor rekening')).toBe('5200000001');
    expect(valueOf('Mata uang')).toBe('IDR');
    expect(valueOf('Kode SWIFT')).toBe('CENAIDJA');
    const row = screen.getByRole('row', { name: /1400000001/ });
    expect(row).toHaveTextContent('CITRA LESTARI');
    expect(row).toHaveTextContent('002');
  });

  it("shows '-' when payment information fails, silently", async () => {
    signIn();
    fakeServer({
      'GET /v2/app/config': configReply('production'),
      'POST /v2/igx/payment_information': { status: 404, body: { status: 404 } },
    });
    open('payment');
    await screen.findByRole('tab', { name: 'PAYMENT', selected: true });
    expect(valueOf('Nama bank')).toBe('-');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows FEES and TAX with the broker’s schedule in force, in Indonesian notation', async () => {
    signIn();
    const inForce = {
      id: 'metalgo-2',
      broker_id: 'metalgo',
      effective_from_ms: 0,
      created_at_ms: 0,
      fee_rate: '0.75',
      fee_minimum: '1000.00',
      tax_rate: '12.00',
      storage_rate_per_year: '2.00',
      delivery_fee_per_kg: '10000.00',
      delivery_tax_rate: '10.00',
      insurance_rate: '1.00',
      insurance_tax_rate: '10.00',
    };
    fakeServer({
      'GET /v2/app/config': configReply('production'),
      'GET /v2/brokers/metalgo/fees': {
        body: { status: 200, data: { broker_id: 'metalgo', in_force: inForce, history: [] } },
      },
    });
    open('fees');
    const execution = await screen.findByText('0,75% dari nilai kontrak, minimal Rp 1.000,00');
    // The symbol stays on the line of its figure.
    expect(execution.textContent).toContain('Rp\u00a01.000,00');
    expect(
      screen.getByText('2,00% per tahun dari nilai, dihitung per hari simpan'),
    ).toBeInTheDocument();
    const dubai = screen.getByRole('row', { name: /Dubai/ });
    expect(dubai).toHaveTextContent('$25,00');
    expect(dubai).toHaveTextContent('$15,00');
    expect(screen.getByRole('row', { name: /London/ })).toHaveTextContent('$12,00');
    expect(screen.getAllByRole('row')).toHaveLength(2 + 1 + 7);
    expect(
      screen.getByText(/minimal Rp 10\.000,00, maksimal Rp 250\.000\.000,00/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'TAX' }));
    expect(
      await screen.findByRole('row', { name: /Biaya eksekusi perdagangan/ }),
    ).toHaveTextContent('12,00%');
    expect(screen.getByRole('row', { name: /Asuransi pengiriman/ })).toHaveTextContent('10,00%');
  });
});
