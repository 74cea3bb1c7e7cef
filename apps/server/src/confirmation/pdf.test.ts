/**
 * Proves the PDF's text stays drawable with the standard fonts: Latin-1 and Windows-1252 text
 * is kept as it is, other letters fall back to their base letter, and anything else to '?'.
 */
import { describe, expect, it } from 'vitest';
import { pdfSafeText } from './pdf-kit.ts';

describe('pdfSafeText', () => {
  it.each([
    ['Citra Lestari', 'Citra Lestari'],
    ['Zoë Ñúñez – “Rp”', 'Zoë Ñúñez – “Rp”'],
    ['Łukasz Ąą', '?ukasz Aa'],
    ['李 Citra', '? Citra'],
    ['', ''],
  ])('%s → %s', (text, expected) => {
    expect(pdfSafeText(text)).toBe(expected);
  });
});
