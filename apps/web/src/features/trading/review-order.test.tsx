/**
 * Proves Review Order (spec 001 sections 4, 5 and 8): the checks in the spec's order, each
 * failure shown as a sheet with the spec's text; the market inquiry (a market buy counts down
 * 10 seconds at once, a BAGI order first waits 2 seconds, a market sell waits for its ticked
 * disclaimer and then 2 seconds, the countdown's end disables SUBMIT ORDER, closing while
 * loading resets); the sell disclaimer; and the warning, not refusal, of a non-kau limit price
 * far from the market, as typed in Indonesian.
 */
import type { Contract } from '@emas/api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckSheet } from './check-sheet.tsx';
import { checkText } from './check-text.ts';
import {
  balance,
  contractList,
  marketStatus,
  renderWithProviders,
  signIn,
  tradingServer,
} from './test-support.tsx';
import { TradePage } from './trade-page.tsx';

const openTicket = async (code: string, side: 'BUY' | 'SELL' = 'BUY', priced = true) => {
  const tile = await screen.findByText(code, { selector: '.tile-code' });
  const article = tile.closest('article');
  if (!article) throw new Error('no tile');
  if (priced) {
    await waitFor(() =>
      expect(
        within(article).getByRole('button', { name: new RegExp(`^${side} \\d[\\d.,]* ${code},`) }),
      ).toBeInTheDocument(),
    );
  }
  await userEvent.click(
    within(article).getByRole('button', { name: new RegExp(`^${side} \\S+ ${code},`) }),
  );
  return screen.findByRole('dialog', { name: 'Tiket Order' });
};

const review = async (ticket: HTMLElement) => {
  const button = within(ticket).getByRole('button', { name: 'Review Order' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
};

const sheetText = async () => {
  const sheet = await screen.findByRole('alertdialog', { name: 'Order belum dapat diproses' });
  return sheet.querySelector('.check-sheet-message')?.textContent;
};

const setWholeLots = async (ticket: HTMLElement, lots: string) => {
  const field = within(ticket).getByRole('textbox', { name: 'Jumlah lot' });
  await userEvent.clear(field);
  await userEvent.type(field, lots);
};

const withStatus = (status: 'active' | 'disabled', id: number) => (contract: Contract) =>
  contract.id === id
    ? { ...contract, attributes: { ...contract.attributes, status, contractStatusId: status } }
    : contract;

describe('review order checks', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refuses first of all while the market is closed, before a zero total', async () => {
    tradingServer({ 'GET /v2/igx/market_status': marketStatus(true, 1) });
    renderWithProviders(<TradePage />);
    const ticket = await openTicket('DG1', 'BUY', false);
    await setWholeLots(ticket, '0');
    await review(ticket);
    expect(await sheetText()).toBe('The market is currently closed');
  });

  it('gives the holiday notice for close type 2', async () => {
    tradingServer({ 'GET /v2/igx/market_status': marketStatus(true, 2) });
    renderWithProviders(<TradePage />);
    await review(await openTicket('DG1', 'BUY', false));
    expect(await sheetText()).toBe(
      'Pasar ditutup untuk libur khusus (sekitar 29 November – 2 Desember).',
    );
  });

  it('says pre-order for the 1 kg contract, before its zero total', async () => {
    tradingServer({
      'GET /v2/igx/contract': {
        body: { status: 200, data: contractList(withStatus('active', 2)) },
      },
    });
    renderWithProviders(<TradePage />);
    const tile = await screen.findByText('K1KG', { selector: '.tile-code' });
    await userEvent.click(
      within(tile.closest('article') as HTMLElement).getByRole('button', {
        name: /^BUY \S+ K1KG,/,
      }),
    );
    await review(await screen.findByRole('dialog', { name: 'Tiket Order' }));
    expect(await sheetText()).toBe(
      'Pre Order Trading Contract. Please contact your Brokerage firm for this transaction',
    );
  });

  it('needs a total above zero, before the balance', async () => {
    tradingServer({
      'POST /v2/igx/balance': {
        body: { status: 200, body: balance({ available_trade_bal: '0.00' }) },
      },
    });
    renderWithProviders(<TradePage />);
    const ticket = await openTicket('DG1');
    await setWholeLots(ticket, '0');
    await review(ticket);
    expect(await sheetText()).toBe('Order total must be greater than zero.');
  });

  it('refuses a kau limit price too far from the market, with how far', async () => {
    tradingServer();
    renderWithProviders(<TradePage />);
    const ticket = await openTicket('KAU', 'SELL');
    await userEvent.click(within(ticket).getByRole('tab', { name: 'Limit' }));
    const price = within(ticket).getByRole('textbox', { name: 'Harga limit (Rp per lot)' });
    await userEvent.clear(price);
    await userEvent.type(price, '1.400.000');
    await review(ticket);
    expect(await sheetText()).toBe(
      'The price of this order is 17.65% away from current market price.',
    );
  });

  it('lets a kau limit price inside the band through to the summary', async () => {
    tradingServer();
    renderWithProviders(<TradePage />);
    const ticket = await openTicket('KAU', 'SELL');
    await userEvent.click(within(ticket).getByRole('tab', { name: 'Limit' }));
    await review(ticket);
    expect(await screen.findByRole('dialog', { name: 'Review Order' })).toBeInTheDocument();
  });

  it('reads an Indonesian limit price exactly, and warns of one far from the market without refusing it', async () => {
    tradingServer();
    renderWithProviders(<TradePage />);
    const ticket = await openTicket('DG1');
    await userEvent.click(within(ticket).getByRole('tab', { name: 'Limit' }));
    const price = within(ticket).getByRole('textbox', { name: 'Harga limit (Rp per lot)' });
    const priceIn = (dialog: HTMLElement) =>
      within(dialog).getByText('Harga', { selector: 'dt' }).nextElementSibling?.textContent;

    await userEvent.clear(price);
    await userEvent.type(price, '1100000,50');
    expect(price).toHaveAccessibleDescription(/^= Rp 1\.100\.000,50 /);
    await review(ticket);
    let dialog = await screen.findByRole('dialog', { name: 'Review Order' });
    expect(priceIn(dialog)).toBe('Rp 1.100.000,50');
    expect(within(dialog).queryByText(/Harga jauh dari pasar/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'CHANGE' }));

    // The slip: a price a hundred times the market is warned of, clearly, not refused.
    await userEvent.clear(price);
    await userEvent.type(price, '110.000.050');
    await review(ticket);
    dialog = await screen.findByRole('dialog', { name: 'Review Order' });
    expect(priceIn(dialog)).toBe('Rp 110.000.050,00');
    const warning =
      'Harga jauh dari pasar. Harga limit Rp 110.000.050,00 berada 9.122,00% di atas harga pasar saat ini Rp 1.192.800,00 (batas ±15%).';
    expect(within(dialog).getByText(/Harga jauh dari pasar/).parentElement).toHaveTextContent(
      warning,
    );
    const submit = within(dialog).getByRole('button', { name: 'SUBMIT ORDER' });
    expect(submit).toBeEnabled();
    expect(submit).toHaveAccessibleDescription(expect.stringContaining(warning));
  });

  it('refuses a buy above the available trade balance', async () => {
    tradingServer({
      'POST /v2/igx/balance': {
        body: { status: 200, body: balance({ available_trade_bal: '1000000.00' }) },
      },
    });
    renderWithProviders(<TradePage />);
    const ticket = await openTicket('DG1');
    await review(ticket);
    expect(await sheetText()).toBe("You don't have enough available trade balance.");
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Tiket Order' })).toBeInTheDocument();
  });

  it("names the contract in the gold sheet: You don't have enough {contract name} gold.", () => {
    // The ticket caps a sell at the available gold, so this check is the server's safety net;
    // its sheet says the spec's words with the contract's name.
    renderWithProviders(
      <CheckSheet
        title="t"
        message={checkText('InsufficientGold', { contract: 'Emas 1 gram Pool' }, 'id')}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      "You don't have enough Emas 1 gram Pool gold.",
    );
  });
});

describe('review order market inquiry', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /**
   * The page loads on real timers; the clock is faked from the press of Review Order on, so the
   * countdown is exact however slow the machine. From then on everything is synchronous.
   */
  const reviewOnFakeClock = async (ticket: HTMLElement) => {
    const button = within(ticket).getByRole('button', { name: 'Review Order' });
    await waitFor(() => expect(button).toBeEnabled());
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    act(() => {
      fireEvent.click(button);
    });
    return screen.getByRole('dialog', { name: 'Review Order' });
  };
  const passMs = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  const submitButton = (dialog: HTMLElement) =>
    within(dialog).getByRole('button', { name: 'SUBMIT ORDER' });

  it('starts the 10-second countdown at once on a market buy, then disables SUBMIT', async () => {
    signIn();
    tradingServer();
    renderWithProviders(<TradePage />);
    const dialog = await reviewOnFakeClock(await openTicket('DG1'));
    const bar = within(dialog).getByRole('progressbar', { name: 'Sisa waktu konfirmasi harga' });
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    expect(submitButton(dialog)).toBeEnabled();
    passMs(5_000);
    expect(bar).toHaveAttribute('aria-valuenow', '5');
    expect(submitButton(dialog)).toBeEnabled();
    passMs(4_750);
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(submitButton(dialog)).toBeEnabled();
    passMs(250);
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(submitButton(dialog)).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^Waktu konfirmasi habis/);
    passMs(3_000);
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(submitButton(dialog)).toBeDisabled();
  });

  const tickDisclaimer = (dialog: HTMLElement) =>
    act(() => {
      fireEvent.click(
        within(dialog).getByRole('checkbox', { name: /Saya telah membaca dan menyetujui/ }),
      );
    });

  it('holds a market sell until the disclaimer is ticked, then waits 2 seconds and counts down', async () => {
    signIn();
    tradingServer();
    renderWithProviders(<TradePage />);
    const dialog = await reviewOnFakeClock(await openTicket('DG1', 'SELL'));
    expect(
      within(dialog).getByText(/^Harga pasar diambil setelah Anda mencentang pernyataan/),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(/T\+0 hingga paling lambat T\+3 hari kerja/),
    ).toBeInTheDocument();
    expect(submitButton(dialog)).toBeDisabled();
    expect(submitButton(dialog)).toHaveAccessibleDescription(
      'Centang pernyataan penjualan untuk mengirim order.',
    );
    // However long the seller reads, no price is fetched and nothing expires.
    passMs(60_000);
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();

    tickDisclaimer(dialog);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Mengambil harga pasar…');
    expect(submitButton(dialog)).toBeDisabled();
    passMs(1_999);
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    passMs(1);
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    expect(submitButton(dialog)).toBeEnabled();
    passMs(9_750);
    expect(submitButton(dialog)).toBeEnabled();
    passMs(250);
    expect(submitButton(dialog)).toBeDisabled();
  });

  it('keeps the countdown running when the disclaimer is unticked, and does not restart it', async () => {
    signIn();
    tradingServer();
    renderWithProviders(<TradePage />);
    const dialog = await reviewOnFakeClock(await openTicket('DG1', 'SELL'));
    tickDisclaimer(dialog);
    passMs(2_000);
    passMs(4_000);
    const bar = within(dialog).getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '6');
    tickDisclaimer(dialog);
    expect(submitButton(dialog)).toBeDisabled();
    passMs(1_000);
    tickDisclaimer(dialog);
    expect(bar).toHaveAttribute('aria-valuenow', '5');
    expect(submitButton(dialog)).toBeEnabled();
  });

  it('waits 2 seconds on a market buy of a BAGI bank-type session too', async () => {
    signIn({ bank_type: 'BAGI' });
    tradingServer();
    renderWithProviders(<TradePage />);
    const dialog = await reviewOnFakeClock(await openTicket('DG1'));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Mengambil harga pasar…');
    expect(submitButton(dialog)).toBeDisabled();
    passMs(1_999);
    expect(submitButton(dialog)).toBeDisabled();
    passMs(1);
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    expect(submitButton(dialog)).toBeEnabled();
  });

  it('goes back to idle when closed while loading: the next review waits again', async () => {
    signIn();
    tradingServer();
    renderWithProviders(<TradePage />);
    const ticket = await openTicket('DG1', 'SELL');
    let dialog = await reviewOnFakeClock(ticket);
    tickDisclaimer(dialog);
    passMs(1_000);
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'CHANGE' }));
    });
    expect(screen.queryByRole('dialog', { name: 'Review Order' })).not.toBeInTheDocument();
    passMs(3_000);
    act(() => {
      fireEvent.click(within(ticket).getByRole('button', { name: 'Review Order' }));
    });
    dialog = screen.getByRole('dialog', { name: 'Review Order' });
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    tickDisclaimer(dialog);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Mengambil harga pasar…');
    passMs(1_999);
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('runs no countdown for a limit order', async () => {
    signIn();
    tradingServer();
    renderWithProviders(<TradePage />);
    const ticket = await openTicket('DG1');
    await userEvent.click(within(ticket).getByRole('tab', { name: 'Limit' }));
    const dialog = await reviewOnFakeClock(ticket);
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    passMs(12_000);
    expect(submitButton(dialog)).toBeEnabled();
    expect(within(dialog).getByText('Until Cancel')).toBeInTheDocument();
  });
});
