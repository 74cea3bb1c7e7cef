/**
 * Proves the top bar's balance (spec 000 sections 2 and 4): hidden for ib, fm and pospaygold;
 * the show/hide toggle; the currency switch; and the refresh blocked for the 2-minute deposit
 * cooldown, which survives a reload through localStorage.
 */
import type { AccountLevel, BrokerId } from '@emas/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { BalanceDisplay } from './balance-display.tsx';
import { CurrencySwitch } from './currency-switch.tsx';

const balanceAnswer = {
  status: 200,
  body: {
    rdk_balance: '1000000000.00',
    usd_balance: '71428.57',
    available_trade_bal: '999000000.00',
    available_trade_bal_usd: '71357.14',
    reserved_bal_idr: '1000000.00',
    reserved_bal_usd: '71.42',
    account_bal: '1000000000.00',
    creditLimit: '0.00',
    availableCredit: '0.00',
    settlementOwning: '0.00',
  },
};

/** Lets time pass a second at a time, so each tick of the countdown renders. */
const passSeconds = async (seconds: number) => {
  for (let second = 0; second < seconds; second += 1)
    await act(() => vi.advanceTimersByTimeAsync(1_000));
};

const renderBalance = (level: AccountLevel = 'client', brokerId: BrokerId = 'metalgo') =>
  renderAt(
    <>
      <BalanceDisplay viewer={{ level, brokerId, environment: 'production' }} userId="user-1" />
      <CurrencySwitch />
    </>,
  );

describe('balance display', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the balance in IDR by default, and in USD when switched', async () => {
    fakeServer({ 'POST /v2/igx/balance': { body: balanceAnswer } });
    renderBalance();
    expect(await screen.findByText('Rp 1.000.000.000,00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'USD' }));
    expect(screen.getByText('$71.428,57')).toBeInTheDocument();
    expect(localStorage.getItem('emas.currency')).toBe('usd');
  });

  it.each([
    ['ib', 'metalgo'],
    ['fm', 'metalgo'],
    ['client', 'pospaygold'],
  ] as const)('is not shown, nor asked for, for a %s of %s', async (level, broker) => {
    const server = fakeServer({ 'POST /v2/igx/balance': { body: balanceAnswer } });
    renderBalance(level, broker);
    await screen.findByRole('radio', { name: 'IDR' });
    expect(screen.queryByText('Saldo rekening')).not.toBeInTheDocument();
    expect(server.callsTo('POST /v2/igx/balance')).toEqual([]);
  });

  it('hides and shows the figure', async () => {
    fakeServer({ 'POST /v2/igx/balance': { body: balanceAnswer } });
    renderBalance();
    await screen.findByText('Rp 1.000.000.000,00');
    await userEvent.click(screen.getByRole('button', { name: 'Sembunyikan saldo' }));
    expect(screen.queryByText('Rp 1.000.000.000,00')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Saldo disembunyikan')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan saldo' }));
    expect(screen.getByText('Rp 1.000.000.000,00')).toBeInTheDocument();
  });

  it('refreshes, then blocks the refresh for 2 minutes, across a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer({ 'POST /v2/igx/balance': { body: balanceAnswer } });
    const first = renderBalance();
    await screen.findByText('Rp 1.000.000.000,00');
    await userEvent.click(screen.getByRole('button', { name: 'Muat ulang saldo' }));
    await waitFor(() => expect(server.callsTo('POST /v2/igx/balance')).toHaveLength(2));
    expect(
      screen.getByRole('button', { name: /dimuat ulang lagi dalam 120 detik/ }),
    ).toBeDisabled();

    first.unmount();
    renderBalance();
    await screen.findByText('Rp 1.000.000.000,00');
    await passSeconds(60);
    expect(
      screen.getByRole('button', { name: /dimuat ulang lagi dalam (59|60) detik/ }),
    ).toBeDisabled();
    await passSeconds(61);
    expect(screen.getByRole('button', { name: 'Muat ulang saldo' })).toBeEnabled();
  });
});
