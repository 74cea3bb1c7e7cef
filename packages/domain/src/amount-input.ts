import type { Locale } from './format.ts';

/**
 * What a user types into an amount or price field, read as an exact integer of minor units.
 * The UI language decides the separators, as `formatDecimal` writes them: Indonesian groups
 * thousands with '.' and puts ',' before the decimals (1.100.000,50), English the other way
 * round (1,100,000.50). Grouping is optional (1100000,5 is fine), but where it is used it must
 * be whole groups of three, so a slip such as 1.10.0 is refused instead of guessed at. A '.'
 * typed in Indonesian is therefore always a thousands separator: the field shows the parsed
 * value back so the user sees at once what was read.
 */

/** Why a text is not an amount; the web app words each one in the user's language. */
export type AmountInputRefusal =
  | 'Empty'
  | 'Negative'
  | 'NotANumber'
  | 'MisplacedGroupSeparator'
  | 'SeveralDecimalPoints'
  | 'TooManyDecimals'
  | 'TooLarge';

export type AmountInputResult =
  | { readonly ok: true; readonly value: bigint }
  | { readonly ok: false; readonly code: AmountInputRefusal };

/**
 * Significant digits an amount may have, decimals included: below 10^15 minor units it stays
 * under 2^53, so it is exact wherever the UI or the order book holds it as a plain number.
 */
export const AMOUNT_INPUT_DIGITS_MAX = 15;

const separators: Record<Locale, { readonly group: string; readonly point: string }> = {
  id: { group: '.', point: ',' },
  en: { group: ',', point: '.' },
};

const MINUS_SIGNS = /^[-\u2212]/;
const DIGITS_AND_SEPARATORS = /^[\d.,]+$/;
const GROUPED = { '.': /^\d{1,3}(?:\.\d{3})+$/, ',': /^\d{1,3}(?:,\d{3})+$/ } as const;

const refuse = (code: AmountInputRefusal): AmountInputResult => ({ ok: false, code });

/** Digits only, or digits in whole groups of three after a first group of one to three. */
const wellGrouped = (whole: string, group: string): boolean =>
  !whole.includes(group) || GROUPED[group as '.' | ','].test(whole);

/**
 * `text` as minor units with `scale` decimals (2 for rupiah in sen): '1.100.000,50' in 'id'
 * → 110000050n. Surrounding spaces are ignored and a trailing decimal separator is accepted
 * while the decimals are still being typed ('1100000,'). Never a float; never a guess.
 */
export function parseAmountInput(text: string, locale: Locale, scale: number): AmountInputResult {
  const trimmed = text.trim();
  if (trimmed === '') return refuse('Empty');
  if (MINUS_SIGNS.test(trimmed)) return refuse('Negative');
  if (!DIGITS_AND_SEPARATORS.test(trimmed)) return refuse('NotANumber');
  const { group, point } = separators[locale];
  const parts = trimmed.split(point);
  if (parts.length > 2) return refuse('SeveralDecimalPoints');
  const [whole = '', fraction = ''] = parts;
  if (fraction.includes(group) || !wellGrouped(whole, group)) {
    return refuse('MisplacedGroupSeparator');
  }
  const wholeDigits = whole.split(group).join('');
  if (wholeDigits === '' && fraction === '') return refuse('NotANumber');
  if (fraction.length > scale) return refuse('TooManyDecimals');
  if (wholeDigits.replace(/^0+/, '').length + scale > AMOUNT_INPUT_DIGITS_MAX) {
    return refuse('TooLarge');
  }
  return { ok: true, value: BigInt(`${wholeDigits}${fraction.padEnd(scale, '0')}`) };
}
