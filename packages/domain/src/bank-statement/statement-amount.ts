import { parseAmountInput } from '../amount-input.ts';
import type { Locale } from '../format.ts';

/**
 * Amounts as Indonesian banks write them in their statement exports: '1.500.000,00' (BNI, BRI,
 * Mandiri in Indonesian), '1,500,000.00' (BCA, Mandiri in English), '1500000' or '1500000.5';
 * with a sign ('-', '+', or '(…)' for a debit), a trailing CR/DB (or C/D, K/D) marker, a 'Rp'
 * or 'IDR' prefix, or Excel's leading apostrophe. Which separator is the decimal point is read
 * from the text: the last separator followed by one or two digits is the point, by three a
 * thousands separator; the grouping is then checked as the amount field checks typing.
 */

/** A statement amount in sen, signed: positive for a credit (money in), negative for a debit. */
export type SignedSen = bigint;

const CREDIT_MARKERS = new Set(['CR', 'C', 'K', 'KR', 'KREDIT', 'CREDIT']);
const DEBIT_MARKERS = new Set(['DB', 'D', 'DR', 'DEBIT', 'DEBET']);

/**
 * The direction a marker column or suffix names: +1 credit, -1 debit, 0 none, null an unknown
 * word (refused, never guessed).
 */
export const directionOfMarker = (marker: string): 1 | -1 | 0 | null => {
  const word = marker.trim().toUpperCase().replace(/\.$/, '');
  if (word === '') return 0;
  if (CREDIT_MARKERS.has(word)) return 1;
  if (DEBIT_MARKERS.has(word)) return -1;
  return null;
};

/** The locale whose separators the digits use, from the last separator and what follows it. */
const localeOf = (digits: string): Locale => {
  const last = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','));
  if (last < 0) return 'en';
  const isPoint = digits.length - last - 1 !== 3;
  const separator = digits[last];
  return (separator === '.') === isPoint ? 'en' : 'id';
};

const SUFFIX_MARKER = /\s+([A-Za-z]{1,6})$/;

/**
 * A statement cell as signed sen, or null when it is not an amount. An empty cell is null too;
 * the caller decides whether a missing amount is allowed (a debit column left empty on a credit).
 */
export const parseStatementAmount = (cell: string): SignedSen | null => {
  let text = cell
    .trim()
    .replace(/^'/, '')
    .replace(/^(Rp\.?|IDR)\s*/i, '');
  let sign = 1n;
  const suffix = SUFFIX_MARKER.exec(text);
  if (suffix !== null) {
    const direction = directionOfMarker(suffix[1] ?? '');
    if (direction === null || direction === 0) return null;
    sign = BigInt(direction);
    text = text.slice(0, suffix.index).trim();
  }
  if (/^\(.*\)$/.test(text)) {
    sign = -sign;
    text = text.slice(1, -1).trim();
  } else if (/^[-\u2212]/.test(text)) {
    sign = -sign;
    text = text.slice(1).trim();
  } else if (text.startsWith('+')) {
    text = text.slice(1).trim();
  }
  const parsed = parseAmountInput(text, localeOf(text), 2);
  return parsed.ok ? sign * parsed.value : null;
};
