/**
 * Proves the countdown: it shows mm:ss rounded up to the whole second, ticks each second,
 * shows what replaces it at zero, and then stops its timer.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown.tsx';

const START_MS = Date.UTC(2025, 5, 18, 3, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START_MS);
});
afterEach(() => vi.useRealTimers());

describe('Countdown', () => {
  it('counts down each second, then shows what comes after and stops ticking', () => {
    render(
      <Countdown
        deadlineMs={START_MS + 61_500}
        label="Kirim kembali kode dalam"
        whenOver={<button type="button">Resend OTP</button>}
      />,
    );
    expect(screen.getByText('01:02')).toHaveAttribute('datetime', 'PT62S');
    expect(screen.getByText('Kirim kembali kode dalam', { exact: false })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('01:01')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('00:01')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows what comes after at once when the deadline has passed', () => {
    render(<Countdown deadlineMs={START_MS - 1} label="Sisa" whenOver={<p>EXPIRED</p>} />);
    expect(screen.getByText('EXPIRED')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });
});
