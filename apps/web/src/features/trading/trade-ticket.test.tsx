/**
 * Proves the trade ticket of spec 001 sections 2 to 5: the figures from the domain's order
 * figures (value, fee, tax, FX buffer, LIFO profit, the USD estimate), the quantity fields (the
 * decimal part only where allowed, a sell capped at the available trade gold), the limit price
 * and its band warning, the GTD pickers (typing blocked), the balance and holdings sections by
 * level and broker, Review Order disabled with its tooltip for an ib, a pospaygold client and an
 * unavailable contract, the notice that says at once why an account cannot order, and the
 * Depth modal.
 */
import type { AccountLevel, BrokerId, OrderDirection } from '@emas/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { displayCurrency } from '../../lib/preferences.ts';
import { getSession } from '../../lib/session.ts';
import { tradingContracts } from './contract-view.ts';
import {
  contractGold,
  contractList,
  inventories,
  renderWithProviders,
  signIn,
  tradingServer,
} from './test-support.tsx';
import { TradeTicket } from './trade-ticket.tsx';

type TicketOptions = {
  contractId?: number;
  direction?: OrderDirection;
  level?: AccountLevel;
  brokerId?: BrokerId;
};

const renderTicket = ({
  contractId = 5,
  direction = 'buy',
  level = 'client',
  brokerId = 'metalgo',
}: TicketOptions = {}) => {
  signIn({ level, app_name: brokerId });
  const session = getSession();
  if (!session) throw new Error('no session');
  const contract = tradingContracts(contractList(), undefined).find(
    (entry) => entry.config.contractId === contractId,
  );
  if (!contract) throw new Error(`no contract ${contractId}`);
  const onClose = vi.fn();
  const view = renderWithProviders(
    <TradeTicket
      contract={contract}
      initialDirection={direction}
      session={session}
      viewer={{ level, brokerId, environment: 'production' }}
      onClose={onClose}
      onResult={vi.fn()}
    />,
  );
  return { ...view, onClose, dialog: screen.getByRole('dialog', { name: 'Tiket Order' }) };
};

const figure = (dialog: HTMLElement, label: string) => {
  const term = within(dialog).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

const setQuantity = async (dialog: HTMLElement, integer: string, decimal?: string) => {
  const whole = within(dialog).getByRole('textbox', { name: 'Jumlah lot' });
  await userEvent.clear(whole);
  await userEvent.type(whole, integer);
  if (decimal !== undefined) {
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Desimal lot' }),
      decimal,
    );
  }
};

describe('trade ticket', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('works out a market buy of 2.5 lots from the best ask', async () => {
    tradingServer();
    const { dialog } = renderTicket();
    await waitFor(() => expect(figure(dialog, 'Harga kontrak')).toBe('Rp 1.192.800,00'));
    await setQuantity(dialog, '2', '5');
    expect(figure(dialog, 'Harga per gram')).toBe('Rp 1.192.800,00');
    expect(figure(dialog, 'Total gram')).toBe('2,5 g');
    expect(figure(dialog, 'Nilai kontrak')).toBe('Rp 2.982.000,00');
    expect(figure(dialog, 'Fee transaksi')).toBe('Rp 29.820,00');
    expect(figure(dialog, 'Pajak')).toBe('Rp 3.280,20');
    expect(figure(dialog, 'FX buffer')).toBe('Rp 44.730,00');
    expect(figure(dialog, 'Estimasi cashback')).toBe('Rp 29.000,00');
    expect(figure(dialog, 'Estimasi pembayaran (IDR)')).toBe('Rp 3.059.830,20');
    expect(figure(dialog, 'Estimasi pembayaran (USD)')).toBe('$191,2394');
    expect(within(dialog).queryByText('Estimasi keuntungan (LIFO)')).not.toBeInTheDocument();
  });

  it('estimates the fee and tax with the broker’s schedule in force', async () => {
    const rates = {
      fee_rate: '0.50',
      fee_minimum: '500.00',
      tax_rate: '12.00',
      storage_rate_per_year: '2.00',
      delivery_fee_per_kg: '10000.00',
      delivery_tax_rate: '10.00',
      insurance_rate: '1.00',
      insurance_tax_rate: '10.00',
    };
    const inForce = {
      ...rates,
      id: 's',
      broker_id: 'metalgo',
      effective_from_ms: 0,
      created_at_ms: 0,
    };
    tradingServer({
      'GET /v2/brokers/metalgo/fees': {
        body: { status: 200, data: { broker_id: 'metalgo', in_force: inForce, history: [] } },
      },
    });
    const { dialog } = renderTicket();
    // 0.50% of Rp 1.192.800, and 12% tax on it.
    await waitFor(() => expect(figure(dialog, 'Fee transaksi')).toBe('Rp 5.964,00'));
    expect(figure(dialog, 'Pajak')).toBe('Rp 715,68');
  });

  it('works out a sell from the best bid, with storage fee 0 and the LIFO profit', async () => {
    tradingServer();
    const { dialog } = renderTicket({ direction: 'sell' });
    await waitFor(() => expect(figure(dialog, 'Harga kontrak')).toBe('Rp 1.190.000,00'));
    await setQuantity(dialog, '2', '5');
    expect(figure(dialog, 'Nilai kontrak')).toBe('Rp 2.975.000,00');
    expect(figure(dialog, 'FX buffer')).toBe('Rp 0,00');
    expect(figure(dialog, 'Biaya penyimpanan')).toBe('Rp 0,00');
    expect(figure(dialog, 'Estimasi diterima (IDR)')).toBe('Rp 2.941.977,50');
    // The newest lot (Rp1.150.000 per gram) is sold first: 2.5 g cost Rp2.875.000.
    await waitFor(() => expect(figure(dialog, 'Estimasi keuntungan (LIFO)')).toBe('Rp 66.977,50'));
  });

  it('estimates a sell’s storage fee from the days its lots were held, out of what it receives', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2026-03-31T03:00:00.000Z') });
    try {
      const [newest, oldest] = inventories();
      tradingServer({
        'GET /v2/inventories/user-1': {
          body: {
            status: 200,
            data: [
              { ...newest!, created_at: '2026-03-01T03:00:00.000Z' },
              { ...oldest!, created_at: '2026-02-01T03:00:00.000Z' },
            ],
          },
        },
      });
      const { dialog } = renderTicket({ direction: 'sell' });
      await waitFor(() => expect(figure(dialog, 'Harga kontrak')).toBe('Rp 1.190.000,00'));
      await setQuantity(dialog, '2', '5');
      // The newest lot, 30 days held: 2% x 30 / 365 of Rp 2.975.000.
      await waitFor(() => expect(figure(dialog, 'Biaya penyimpanan')).toBe('Rp 4.890,41'));
      expect(figure(dialog, 'Estimasi diterima (IDR)')).toBe('Rp 2.937.087,09');
      expect(figure(dialog, 'Estimasi keuntungan (LIFO)')).toBe('Rp 62.087,09');
    } finally {
      vi.useRealTimers();
    }
  });

  it('caps a sell at the available trade gold', async () => {
    tradingServer({
      'GET /v2/balances/user-1/gold': { body: { status: 200, data: contractGold({ 5: 3_400n }) } },
    });
    const { dialog } = renderTicket({ direction: 'sell' });
    expect(await within(dialog).findByText('Maksimal 3,4 lot dapat dijual.')).toBeInTheDocument();
    await setQuantity(dialog, '9');
    expect(within(dialog).getByRole('textbox', { name: 'Jumlah lot' })).toHaveValue('3');
    expect(within(dialog).getByRole('combobox', { name: 'Desimal lot' })).toHaveValue('4');
    expect(within(dialog).getByRole('option', { name: '0,5' })).toBeDisabled();
    expect(within(dialog).getByRole('option', { name: '0,4' })).toBeEnabled();
  });

  it('does not cap a buy, and keeps the quantity from going below 0', async () => {
    tradingServer();
    const { dialog } = renderTicket();
    await setQuantity(dialog, '40');
    expect(within(dialog).getByRole('textbox', { name: 'Jumlah lot' })).toHaveValue('40');
    expect(within(dialog).queryByText(/Maksimal/)).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Jumlah lot' }), {
      target: { value: '-3' },
    });
    expect(within(dialog).getByRole('textbox', { name: 'Jumlah lot' })).toBeInvalid();
    expect(figure(dialog, 'Total gram')).toBe('0,0 g');
  });

  it('reads lots as the chosen language writes them and shows them back', async () => {
    tradingServer();
    const { dialog } = renderTicket();
    await setQuantity(dialog, '1.200');
    const whole = within(dialog).getByRole('textbox', { name: 'Jumlah lot' });
    expect(whole).toHaveValue('1.200');
    expect(whole).toHaveAccessibleDescription(/1\.200 lot/);
    expect(whole).toBeValid();
  });

  it('offers a decimal part only where the contract allows it', async () => {
    tradingServer();
    const { dialog } = renderTicket({ contractId: 1 });
    expect(within(dialog).queryByRole('combobox', { name: 'Desimal lot' })).not.toBeInTheDocument();
    expect(
      within(dialog).getByText('Kontrak ini diperdagangkan dalam lot utuh.'),
    ).toBeInTheDocument();
  });

  it('fills the limit price from the market and warns at the edge of the band', async () => {
    tradingServer();
    const { dialog } = renderTicket();
    await waitFor(() => expect(figure(dialog, 'Harga kontrak')).toBe('Rp 1.192.800,00'));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Limit' }));
    const price = within(dialog).getByRole('textbox', { name: 'Harga limit (Rp per lot)' });
    expect(price).toHaveValue('1.192.800,00');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();

    await userEvent.clear(price);
    await userEvent.type(price, '1.400.000');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Harga limit 17,37% dari harga pasar, di luar rentang ±15%.',
    );
    expect(figure(dialog, 'Harga kontrak')).toBe('Rp 1.400.000,00');
    // A limit buy holds the 5% buffer.
    expect(figure(dialog, 'FX buffer')).toBe('Rp 70.000,00');

    await userEvent.clear(price);
    await userEvent.type(price, '1300000,12');
    expect(figure(dialog, 'Harga kontrak')).toBe('Rp 1.300.000,12');
    expect(within(dialog).queryByText(/di luar rentang/)).not.toBeInTheDocument();
  });

  it('warns with the 10% band of the 0.01 g contract', async () => {
    tradingServer();
    const { dialog } = renderTicket({ contractId: 4 });
    await waitFor(() => expect(figure(dialog, 'Harga kontrak')).toBe('Rp 11.928,00'));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Limit' }));
    const price = within(dialog).getByRole('textbox', { name: 'Harga limit (Rp per lot)' });
    await userEvent.clear(price);
    await userEvent.type(price, '13.150');
    expect(within(dialog).getByRole('status')).toHaveTextContent('rentang ±10%');
  });

  it('sets a GTD expiry with the pickers only, at least an hour ahead', async () => {
    tradingServer();
    const { dialog } = renderTicket();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Limit' }));
    expect(within(dialog).getByRole('radio', { name: 'Until Cancel' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'For Date / Time' }));
    const date = within(dialog).getByLabelText('Tanggal kedaluwarsa');
    const time = within(dialog).getByLabelText('Jam kedaluwarsa');
    const earliest = new Date(Date.now() + 3_600_000);
    expect(date).toHaveAttribute('min', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));

    const typed = fireEvent.keyDown(time, { key: '1' });
    expect(typed).toBe(false);
    expect(fireEvent.keyDown(time, { key: 'Tab' })).toBe(true);

    fireEvent.change(time, { target: { value: '00:00' } });
    const shown = new Date(
      `${(date as HTMLInputElement).value}T${(time as HTMLInputElement).value}`,
    );
    expect(shown.getTime()).toBeGreaterThanOrEqual(earliest.getTime() - 60_000);
  });

  it('shows the balance and holdings sections to a client selling', async () => {
    tradingServer();
    const { dialog } = renderTicket({ direction: 'sell' });
    const balance = within(dialog).getByRole('button', { name: /^Saldo/ });
    expect(balance).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(balance);
    expect(balance).toHaveAttribute('aria-expanded', 'true');
    expect(await within(dialog).findAllByText('Rp 999.000.000,00')).not.toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: /^Kepemilikan/ })).toBeInTheDocument();
  });

  it('shows the balance in the currency chosen in the top bar', async () => {
    tradingServer();
    displayCurrency.set('usd');
    const { dialog } = renderTicket();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Saldo/ }));
    expect(await within(dialog).findAllByText('$62.437,50')).not.toHaveLength(0);
    expect(within(dialog).queryByText('Rp 999.000.000,00')).not.toBeInTheDocument();
  });

  it('shows the order’s figures in US dollars when the top bar says USD', async () => {
    tradingServer();
    displayCurrency.set('usd');
    const { dialog } = renderTicket();
    // Rp 1.192.800 a lot at Rp 16.000 a dollar; the two estimates keep both currencies.
    await waitFor(() => expect(figure(dialog, 'Harga kontrak')).toBe('$74,55'));
    expect(figure(dialog, 'Estimasi pembayaran (IDR)')).toMatch(/^Rp /);
  });

  it('sizes a buy by rupiah: the lots it places and the rupiah left over, before review', async () => {
    tradingServer();
    const { dialog } = renderTicket();
    await waitFor(() => expect(figure(dialog, 'Harga kontrak')).toBe('Rp 1.192.800,00'));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Rupiah' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Nilai order (Rp)' }),
      '5.000.000',
    );
    const match =
      /^Dipasang: (\d+,\d) lot \((\d+,\d) g\) · Sisa: (Rp [\d.,]+) tidak terpakai$/.exec(
        within(dialog).getByText(/^Dipasang: /).textContent ?? '',
      );
    expect(match).not.toBeNull();
    const [, lots, grams, leftover] = match ?? [];
    expect(grams).toBe(lots);
    expect(figure(dialog, 'Total gram')).toBe(`${grams} g`);
    // What it costs and what is left over make up the amount asked for.
    const sen = (text: string | null | undefined) => BigInt((text ?? '').replace(/\D/g, ''));
    expect(sen(figure(dialog, 'Estimasi pembayaran (IDR)')) + sen(leftover)).toBe(500_000_000n);
  });

  it('sizes by grams in steps of a tenth of a lot and says what is not placed', async () => {
    tradingServer();
    const { dialog } = renderTicket();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Gram' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Berat emas (gram)' }),
      '2,55',
    );
    expect(within(dialog).getByText(/^Dipasang: /).textContent).toBe(
      'Dipasang: 2,5 lot (2,5 g) · Sisa: 0,050 g tidak terpasang (di bawah satu langkah 0,1 g)',
    );
    expect(figure(dialog, 'Total gram')).toBe('2,5 g');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Lot' }));
    expect(within(dialog).getByRole('textbox', { name: 'Jumlah lot' })).toHaveValue('1');
  });

  it('shows no holdings section on a buy', async () => {
    tradingServer();
    const { dialog } = renderTicket();
    expect(within(dialog).getByRole('button', { name: /^Saldo/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Kepemilikan/ })).not.toBeInTheDocument();
  });

  it.each([
    ['an ib', 'ib', 'metalgo'],
    ['a pospaygold client', 'client', 'pospaygold'],
  ] as const)(
    'disables Review Order with the tooltip for %s and hides balance and holdings',
    async (_who, level, brokerId) => {
      tradingServer();
      const { dialog } = renderTicket({ direction: 'sell', level, brokerId });
      const review = within(dialog).getByRole('button', { name: 'Review Order' });
      expect(review).toBeDisabled();
      expect(review).toHaveAccessibleDescription('This contract is still not available');
      expect(within(dialog).getByRole('tooltip')).toHaveTextContent(
        'This contract is still not available',
      );
      expect(within(dialog).queryByRole('button', { name: /^Saldo/ })).not.toBeInTheDocument();
      expect(
        within(dialog).queryByRole('button', { name: /^Kepemilikan/ }),
      ).not.toBeInTheDocument();
    },
  );

  it.each([
    ['ib', 'metalgo', 'akun Anda adalah introducing broker (ib).'],
    ['lp', 'metalgo', 'akun Anda adalah penyedia likuiditas (lp).'],
    ['ccp', 'metalgo', 'akun Anda adalah lembaga kliring (ccp).'],
    ['client', 'pospaygold', 'akun Anda terdaftar di ABI KB - PospayGold.'],
  ] as const)(
    'says at once why a %s of %s cannot order, and still offers the depth',
    async (level, brokerId, reason) => {
      tradingServer();
      const { dialog } = renderTicket({ level, brokerId });
      const notice = within(dialog).getByRole('note');
      expect(notice).toHaveTextContent('Akun ini tidak dapat menempatkan order');
      expect(notice).toHaveTextContent(reason);
      expect(notice).toHaveTextContent('Harga, rincian order dan depth tetap dapat Anda lihat.');
      expect(dialog).toHaveAccessibleDescription(expect.stringContaining(reason));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Depth' }));
      expect(await screen.findByRole('dialog', { name: /^Depth/ })).toBeInTheDocument();
    },
  );

  it('says nothing of the kind to a client of the main broker', () => {
    tradingServer();
    const { dialog } = renderTicket();
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
  });

  it('enables Review Order for a client of the main broker once the balance is in', async () => {
    tradingServer();
    const { dialog } = renderTicket();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Review Order' })).toBeEnabled(),
    );
    expect(within(dialog).queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('disables Review Order for the kau contract, whose buying is disabled, but not its sell', async () => {
    tradingServer();
    const { dialog } = renderTicket({ contractId: 3 });
    expect(within(dialog).getByRole('button', { name: 'Review Order' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'SELL' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Review Order' })).toBeEnabled(),
    );
  });

  it('shows the disabled 1 kg contract as pre-order, with Review Order disabled', async () => {
    tradingServer();
    const { dialog } = renderTicket({ contractId: 2 });
    expect(
      within(dialog).getByText(
        'Pre Order Trading Contract. Please contact your Brokerage firm for this transaction',
      ),
    ).toBeInTheDocument();
    const review = within(dialog).getByRole('button', { name: 'Review Order' });
    expect(review).toBeDisabled();
    expect(review).toHaveAccessibleDescription('This contract is still not available');
    expect(figure(dialog, 'Nilai kontrak')).toBe('—');
  });

  it('closes with Esc and keeps Tab inside', async () => {
    tradingServer();
    const { dialog, onClose } = renderTicket();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = within(dialog).getByRole('button', { name: 'Tutup' });
    close.focus();
    await userEvent.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the depth with quantities floored to 5 decimals, then goes back', async () => {
    tradingServer({
      'GET /v2.1/igx/depth': {
        body: {
          status: 200,
          data: [
            {
              contractId: 5,
              buy: [
                {
                  price: '1190000.00',
                  quantity: '2.123456789',
                  quantityMg: '2123',
                  pricePerGram: '1190000.00',
                },
              ],
              sell: [
                {
                  price: '1192800.00',
                  quantity: '3.50000',
                  quantityMg: '3500',
                  pricePerGram: '1192800.00',
                },
              ],
            },
          ],
        },
      },
    });
    const { dialog } = renderTicket();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Depth' }));
    const depth = await screen.findByRole('dialog', { name: 'Depth DG1' });
    const bids = within(depth).getByRole('table', { name: 'Sisi beli (bid)' });
    expect(await within(bids).findByText('2,12345')).toBeInTheDocument();
    expect(within(bids).getByText('1.190.000,00')).toBeInTheDocument();
    const asks = within(depth).getByRole('table', { name: 'Sisi jual (ask)' });
    expect(within(asks).getByText('3,5')).toBeInTheDocument();
    expect(
      within(asks).getByRole('columnheader', { name: 'Harga (Rp per lot)' }),
    ).toBeInTheDocument();

    await userEvent.click(within(depth).getByRole('button', { name: 'BACK TO TRADE TICKET' }));
    expect(screen.queryByRole('dialog', { name: 'Depth DG1' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Tiket Order' })).toBeInTheDocument();
  });

  it('reloads the gold inventories every 3 seconds while open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const server = tradingServer();
      renderTicket({ direction: 'sell' });
      await waitFor(() => expect(server.callsTo('GET /v2/inventories/user-1')).toHaveLength(1));
      await vi.advanceTimersByTimeAsync(3_000);
      await waitFor(() =>
        expect(server.callsTo('GET /v2/inventories/user-1').length).toBeGreaterThanOrEqual(2),
      );
      const call = server.callsTo('GET /v2/inventories/user-1')[0];
      expect(call?.url.searchParams.get('type')).toBe('TRADE');
      expect(call?.url.searchParams.get('sort_direction')).toBe('-1');
    } finally {
      vi.useRealTimers();
    }
  });
});
