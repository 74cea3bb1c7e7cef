import { bankNameOf } from '@emas/domain';

/*
 * A bank's logo for the list: a small SVG badge with the bank's short name on its colour, as a
 * data: URI, so the list needs no image files and no third party's artwork.
 */

const COLOURS: Readonly<Record<string, string>> = {
  BRI: '#00529c',
  Mandiri: '#003d79',
  BCA: '#0060af',
  AGI: '#c8102e',
  BSI: '#00a39d',
};
const OTHER_COLOUR = '#5b6472';
const LABEL_LENGTH_MAX = 4;

export const bankLogoOf = (bankCode: string, bankName: string): string => {
  const short = bankNameOf(bankCode) ?? bankName;
  const label = short
    .replace(/[^A-Za-z]/g, '')
    .slice(0, LABEL_LENGTH_MAX)
    .toUpperCase();
  const colour = COLOURS[short] ?? OTHER_COLOUR;
  const fontSize = label.length > 3 ? 11 : 14;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">` +
    `<rect width="48" height="48" rx="10" fill="${colour}"/>` +
    `<text x="24" y="29" text-anchor="middle" font-family="Arial,sans-serif" font-weight="700" ` +
    `font-size="${fontSize}" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};
