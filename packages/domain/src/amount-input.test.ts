/**
 * Proves the amount parser reads what Indonesian and English users type (grouped or not, with
 * or without decimals) as exact minor units, refuses every ambiguous or malformed text with its
 * reason instead of guessing, and reads back every figure `formatDecimal` writes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_INPUT_DIGITS_MAX,
  parseAmountInput,
  type AmountInputRefusal,
} from './amount-input.ts';
import { formatDecimal, type Locale } from './format.ts';

const SEN = 2;

describe('parseAmountInput reads', () => {
  const cases: [text: string, locale: Locale, sen: bigint][] = [
    ['1.100.000', 'id', 110_000_000n],
    ['1.100.000,50', 'id', 110_000_050n],
    ['1100000,5', 'id', 110_000_050n],
    ['1100000', 'id', 110_000_000n],
    ['1100000,', 'id', 110_000_000n],
    ['  1.100.000,05 ', 'id', 110_000_005n],
    [',5', 'id', 50n],
    ['0', 'id', 0n],
    ['0,00', 'id', 0n],
    ['100', 'id', 10_000n],
    ['1.000', 'id', 100_000n],
    ['1,100,000.50', 'en', 110_000_050n],
    ['1100000.5', 'en', 110_000_050n],
    ['1100000', 'en', 110_000_000n],
    ['1,000', 'en', 100_000n],
    ['1100000.', 'en', 110_000_000n],
    ['.05', 'en', 5n],
    ['9999999999999,99', 'id', 999_999_999_999_999n],
    ['0009999999999999,99', 'id', 999_999_999_999_999n],
  ];
  it.each(cases)('%j in %s as %s sen', (text, locale, sen) => {
    expect(parseAmountInput(text, locale, SEN)).toEqual({ ok: true, value: sen });
  });

  it('reads whole units at scale 0 and 4 decimals at scale 4', () => {
    expect(parseAmountInput('12.345', 'id', 0)).toEqual({ ok: true, value: 12_345n });
    expect(parseAmountInput('85,1234', 'id', 4)).toEqual({ ok: true, value: 851_234n });
  });
});

describe('parseAmountInput refuses', () => {
  const cases: [text: string, locale: Locale, code: AmountInputRefusal][] = [
    ['', 'id', 'Empty'],
    ['   ', 'en', 'Empty'],
    ['-5', 'id', 'Negative'],
    ['-1,100,000.50', 'en', 'Negative'],
    ['\u22125', 'id', 'Negative'],
    ['abc', 'id', 'NotANumber'],
    ['12a', 'en', 'NotANumber'],
    ['1e6', 'en', 'NotANumber'],
    ['+5', 'id', 'NotANumber'],
    ['1 100 000', 'id', 'NotANumber'],
    ['Rp 1.100.000', 'id', 'NotANumber'],
    [',', 'id', 'NotANumber'],
    ['.', 'en', 'NotANumber'],
    ['1.10.0', 'id', 'MisplacedGroupSeparator'],
    ['1.10.0', 'en', 'SeveralDecimalPoints'],
    ['1,1,', 'en', 'MisplacedGroupSeparator'],
    ['1,1,', 'id', 'SeveralDecimalPoints'],
    // An English habit in Indonesian, and the other way round: never read as something else.
    ['1100000.5', 'id', 'MisplacedGroupSeparator'],
    ['1.5', 'id', 'MisplacedGroupSeparator'],
    ['1.100.000', 'en', 'SeveralDecimalPoints'],
    ['1100000,50', 'en', 'MisplacedGroupSeparator'],
    ['1,100,000,50', 'id', 'SeveralDecimalPoints'],
    ['11.00.000', 'id', 'MisplacedGroupSeparator'],
    ['.100', 'id', 'MisplacedGroupSeparator'],
    ['1.100.', 'id', 'MisplacedGroupSeparator'],
    ['1,5.000', 'id', 'MisplacedGroupSeparator'],
    ['1.100.000,505', 'id', 'TooManyDecimals'],
    ['1100000.505', 'en', 'TooManyDecimals'],
    ['10000000000000', 'id', 'TooLarge'],
    ['10.000.000.000.000,00', 'id', 'TooLarge'],
  ];
  it.each(cases)('%j in %s: %s', (text, locale, code) => {
    expect(parseAmountInput(text, locale, SEN)).toEqual({ ok: false, code });
  });

  it('refuses any decimal at scale 0', () => {
    expect(parseAmountInput('1,5', 'id', 0)).toEqual({ ok: false, code: 'TooManyDecimals' });
  });
});

describe('parseAmountInput and formatDecimal', () => {
  it('reads back every amount the app writes, in both languages', () => {
    const largest = 10n ** BigInt(AMOUNT_INPUT_DIGITS_MAX) - 1n;
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: largest }),
        fc.constantFrom<Locale>('id', 'en'),
        (sen, locale) => {
          const written = formatDecimal(sen, SEN, locale);
          expect(parseAmountInput(written, locale, SEN)).toEqual({ ok: true, value: sen });
        },
      ),
    );
  });
});
