/**
 * Proves the constants carry the figures of spec 000 section 9, that the minor-unit twins agree
 * with the whole-unit limits, and that the hub list matches the hub switch rule.
 */
import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';

describe('spec figures', () => {
  const figures: [keyof typeof constants, unknown][] = [
    ['OTP_LENGTH', 6],
    ['OTP_RESEND_AFTER_MS', 60_000],
    ['OTP_VALID_MS', 60_000],
    ['OTP_RESENDS_MAX', 5],
    ['OTP_RESEND_LOCK_MS', 60 * 60 * 1000],
    ['OTP_WRONG_LOCK_MS', 24 * 60 * 60 * 1000],
    ['OTP_ATTEMPTS_MAX', 3],
    ['SESSION_IDLE_MS', 15 * 60 * 1000],
    ['TOKEN_REFRESH_MS', 90_000],
    ['DEPOSIT_COOLDOWN_MS', 2 * 60 * 1000],
    ['ACTIVITY_THROTTLE_MS', 3_000],
    ['PRICE_POLL_MS', 3_000],
    ['RETRY_AFTER_499_MS', 3_000],
    ['DATA_LOAD_RETRY_MS', 5_000],
    ['STREAM_RATE_RETRY_MS', 5_000],
    ['CHUNK_LOAD_TIMEOUT_MS', 120_000],
    ['DEFAULT_STREAM_RATE_IDR_PER_USD', 14_000n],
    ['LAST_TRANSACTIONS_SHOWN', 10],
    ['PAGE_SIZE', 10],
    ['ID_NUMBER_DIGITS', 16],
    ['BANK_ACCOUNTS_ADDITIONAL_MAX', 3],
    ['BANK_REQUEST_KEY_VALID_MS', 24 * 60 * 60 * 1000],
    ['BANK_VERIFICATION_WORKING_DAYS', 1],
    ['WITHDRAWAL_MIN_IDR', 10_000n],
    ['WITHDRAWAL_MAX_IDR', 250_000_000n],
    ['WITHDRAWAL_STEP_IDR', 10_000n],
    ['WITHDRAWAL_STEP_USD', 1n],
    ['WITHDRAWAL_DESCRIPTION_LENGTH_MIN', 3],
    ['WITHDRAWAL_DESCRIPTION_LENGTH_MAX', 40],
    ['DEFAULT_CURRENCY', 'idr'],
    ['DEFAULT_HUB', 'jakarta'],
    ['DEFAULT_TRADING_TYPE', 'jgx'],
  ];
  it.each(figures)('%s is %s', (name, value) => {
    expect(constants[name]).toBe(value);
  });
});

describe('minor-unit twins', () => {
  it('hold the withdrawal limits in sen and cents', () => {
    expect(constants.WITHDRAWAL_MIN_SEN).toBe(1_000_000n);
    expect(constants.WITHDRAWAL_MAX_SEN).toBe(25_000_000_000n);
    expect(constants.WITHDRAWAL_STEP_SEN).toBe(1_000_000n);
    expect(constants.WITHDRAWAL_STEP_CENTS).toBe(100n);
  });
});

describe('hubs', () => {
  it('offers only Jakarta, and the default hub is in the list', () => {
    expect(constants.hubs.filter((hub) => hub.isSelectable).map((hub) => hub.id)).toEqual([
      'jakarta',
    ]);
    expect(constants.hubs.map((hub) => hub.label)).toEqual([
      'Jakarta',
      'Singapore',
      'Hong Kong',
      'Dubai',
      'Sidney',
      'London',
      'New York',
      'Zurich',
    ]);
    expect(constants.hubs.some((hub) => hub.id === constants.DEFAULT_HUB)).toBe(true);
  });
});

describe('hub codes', () => {
  it('names the trading hub JAK, as the reports show it, and every hub by a code', () => {
    const tradingHub = constants.hubs.find((hub) => hub.id === constants.DEFAULT_HUB);
    expect(tradingHub?.iata).toBe(constants.TRADING_HUB_IATA);
    expect(new Set(constants.hubs.map((hub) => hub.iata)).size).toBe(constants.hubs.length);
  });
});
