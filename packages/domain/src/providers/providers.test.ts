/**
 * Proves the provider rules: feed prices as decimal text become cents and whole rupiah, rounded
 * half up, and anything that is not a positive plain decimal is refused; our bank codes map to
 * Xendit's; mobile numbers become E.164.
 */
import { describe, expect, it } from 'vitest';
import {
  e164MobileNumber,
  feedDecimalToMinor,
  idrPerUsdOfFeedRate,
  xauUsdCentsOfFeedPrice,
  xenditBankCodeOf,
} from './index.ts';

describe('feed prices', () => {
  const gold: [string, bigint][] = [
    ['2650', 265_000n],
    ['2650.35', 265_035n],
    ['2650.355', 265_036n],
    ['2650.354999', 265_035n],
    [' 4374.74 ', 437_474n],
  ];
  it.each(gold)('XAU/USD %s is %s cents per ounce', (text, cents) => {
    expect(xauUsdCentsOfFeedPrice(text)).toBe(cents);
  });

  const rates: [string, bigint][] = [
    ['16234.5', 16_235n],
    ['16234.49', 16_234n],
    ['14000', 14_000n],
  ];
  it.each(rates)('USD/IDR %s is %s rupiah per dollar', (text, rupiah) => {
    expect(idrPerUsdOfFeedRate(text)).toBe(rupiah);
  });

  const refused = ['0', '0.001', '-2650', '2.65e3', 'NaN', '', '1.0000000000001', '1,5'];
  it.each(refused)('refuses %j', (text) => {
    expect(feedDecimalToMinor(text, 2)).toBeNull();
  });
});

describe('provider codes', () => {
  it.each([
    ['014', 'BCA'],
    ['008', 'MANDIRI'],
    ['451', 'BSI'],
  ])('clearing code %s is Xendit %s', (code, xendit) => {
    expect(xenditBankCodeOf(code)).toBe(xendit);
  });

  it('knows no Xendit code for a bank not in the table', () => {
    expect(xenditBankCodeOf('999')).toBeNull();
  });

  it.each([
    ['081200000001', '+6281200000001'],
    ['+62 812-0000-0001', '+6281200000001'],
    ['6281200000001', '+6281200000001'],
  ])('%s is %s in E.164', (phone, e164) => {
    expect(e164MobileNumber(phone)).toBe(e164);
  });

  it('refuses a number that is not an Indonesian mobile', () => {
    expect(e164MobileNumber('021555')).toBeNull();
  });
});
