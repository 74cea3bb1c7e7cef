/**
 * Proves how written dates of birth are read: ISO, day/month/year with slashes, dashes or dots,
 * Indonesian and English month names, a year alone, several in a cell, and the national list's
 * "00/00/0000" and impossible dates left out.
 */
import { describe, expect, it } from 'vitest';
import { birthDateText, birthDatesOfText } from './birth-date-text.ts';

describe('birthDatesOfText', () => {
  it.each([
    ['1938-08-17', ['1938-08-17']],
    ['1938-08-17T00:00:00', ['1938-08-17']],
    ['17/08/1938', ['1938-08-17']],
    ['7-8-1938', ['1938-08-07']],
    ['17 Agustus 1938', ['1938-08-17']],
    ['17 Aug. 1938', ['1938-08-17']],
    ['1 Mei 1970 atau 2 Juni 1971', ['1970-05-01', '1971-06-02']],
    ['sekitar 1957', ['1957']],
    ['1957; 1958', ['1957', '1958']],
    ['00/00/0000', []],
    ['31/02/1980', []],
    ['tidak diketahui', []],
    ['', []],
  ])('%j gives %j', (text, dates) => {
    expect(birthDatesOfText(text).map(birthDateText)).toEqual(dates);
  });
});
