/**
 * Proves the request schemas take numbers, instants and text only as what they are: instants
 * as whole epoch milliseconds or ISO 8601 with an offset, from 1970 to the end of 9999; decimal
 * quantities and prices as decimal text or JSON numbers exact to 15 digits; whole numbers in
 * query strings and paths as digits only; and no control characters in any text.
 */
import { describe, expect, it } from 'vitest';
import { digitsSchema, textSchema } from './common.ts';
import {
  INSTANT_MS_MAX,
  addOrderRequestSchema,
  decimalInputSchema,
  instantInputSchema,
} from './trading/schemas.ts';

const parsed = (result: { success: boolean; data?: unknown }) =>
  result.success ? result.data : 'refused';

describe('instants', () => {
  it.each<[string, unknown, number | string]>([
    ['epoch ms', 1_795_489_800_000, 1_795_489_800_000],
    ['ISO 8601 in UTC', '2026-11-24T03:10:00Z', 1_795_489_800_000],
    ['ISO 8601 with an offset and ms', '2026-11-24T10:10:00.000+07:00', 1_795_489_800_000],
    ['the end of 9999', INSTANT_MS_MAX, INSTANT_MS_MAX],
    ['1 ms past 9999', INSTANT_MS_MAX + 1, 'refused'],
    ['1 ms past the end of JS time', 8_640_000_000_000_001, 'refused'],
    ['a fraction of a ms', 1_795_489_800_000.5, 'refused'],
    ['a negative instant', -1, 'refused'],
    ['a six-digit year', '+275760-09-13T00:00:00.000Z', 'refused'],
    ['30 February', '2027-02-30T00:00:00Z', 'refused'],
    ['a date without a time', '2026-11-24', 'refused'],
    ['a time without an offset', '2026-11-24T03:10:00', 'refused'],
    ['digits as text', '1795489800000', 'refused'],
    ['true', true, 'refused'],
    ['an array', [1_795_489_800_000], 'refused'],
  ])('%s', (_name, input, expected) => {
    expect(parsed(instantInputSchema.safeParse(input))).toBe(expected);
  });
});

describe('decimal quantities and prices', () => {
  it.each<[string, unknown, string]>([
    ['decimal text', '1192800.50', '1192800.50'],
    ['a JSON number', 1.5, '1.5'],
    ['15 significant digits', 1_234_567_890_123.45, '1234567890123.45'],
    ['16 significant digits', 2 ** 53 + 2, 'refused'],
    ['an exponent', 1e21, 'refused'],
    ['a tiny number', 1e-7, 'refused'],
    ['hex text', '0x5', 'refused'],
    ['exponent text', '1e3', 'refused'],
    ['true', true, 'refused'],
    ['an array', [5], 'refused'],
    ['a negative number', -1, 'refused'],
  ])('%s', (_name, input, expected) => {
    expect(parsed(decimalInputSchema(2).safeParse(input))).toBe(expected);
  });
});

describe('whole numbers', () => {
  it.each<[string, unknown, number | string]>([
    ['digits', '5', 5],
    ['leading zeros', '005', 5],
    ['hex', '0x5', 'refused'],
    ['a decimal point', '5.0', 'refused'],
    ['a sign', '+5', 'refused'],
    ['a space', ' 5', 'refused'],
    ['an exponent', '5e0', 'refused'],
    ['empty', '', 'refused'],
    ['16 digits', '1234567890123456', 'refused'],
    ['below the minimum', '0', 'refused'],
  ])('in a query string: %s', (_name, input, expected) => {
    expect(parsed(digitsSchema(1, 100).safeParse(input))).toBe(expected);
  });

  it.each<[string, unknown, boolean]>([
    ['5', 5, true],
    ['true', true, false],
    ['"5"', '5', false],
    ['"0x5"', '0x5', false],
    ['[5]', [5], false],
    ['5.5', 5.5, false],
  ])('contract_id %s', (_name, contractId, taken) => {
    const order = {
      contract_id: contractId,
      direction: 'buy',
      quantity: '1',
      order_type: 'market',
    };
    expect(addOrderRequestSchema.safeParse(order).success).toBe(taken);
  });
});

describe('text', () => {
  it.each<[string, string, boolean]>([
    ['plain text', 'client@demo.emas.id', true],
    ['unicode', 'Budi Santoso ✓ 金', true],
    ['a NUL', 'client\u0000@demo.emas.id', false],
    ['a line break', 'client\n', false],
    ['DEL', '\u007f', false],
    ['too long', 'x'.repeat(65), false],
  ])('%s', (_name, input, taken) => {
    expect(textSchema(64).safeParse(input).success).toBe(taken);
  });
});
