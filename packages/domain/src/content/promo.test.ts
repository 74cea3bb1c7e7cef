/** Proves the promo rules: which links the promo and banner may carry, and the paragraphs. */
import { describe, expect, it } from 'vitest';
import { isPromoLink, promoParagraphs } from './promo.ts';

describe('isPromoLink', () => {
  it.each([
    ['/promo', true],
    ['https://metalgo.example/promo', true],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['', false],
    ['promo', false],
  ])('%s is %s', (link, expected) => {
    expect(isPromoLink(link)).toBe(expected);
  });
});

describe('promoParagraphs', () => {
  it('splits at blank lines and keeps line breaks inside a paragraph', () => {
    expect(promoParagraphs('One\r\nline two\n\n \n\nTwo  \n\n')).toEqual(['One\nline two', 'Two']);
  });
  it('gives nothing for an empty text', () => {
    expect(promoParagraphs('  \n ')).toEqual([]);
  });
});
