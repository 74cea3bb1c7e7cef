/*
 * Matching the owner name a bank inquiry answers with the RPED owner's name (spec 000 section 8,
 * BankAccountNameUnmatch). Banks write names their own way: upper case, doubled spaces,
 * honorifics and academic titles ("BPK. BUDI SANTOSO, S.E."). The rule: compare the words of
 * both names after lower-casing, dropping punctuation, and dropping every word that is a
 * title; the remaining words must be the same, in the same order. Initials are not expanded,
 * so "B. Santoso" does not match "Budi Santoso": a payout goes only to the owner's own account.
 */

/** Honorifics and degrees Indonesian banks print around a name, written without dots. */
const TITLES: ReadonlySet<string> = new Set([
  'bpk',
  'bapak',
  'ibu',
  'bu',
  'sdr',
  'sdri',
  'saudara',
  'saudari',
  'tn',
  'tuan',
  'ny',
  'nyonya',
  'nn',
  'nona',
  'mr',
  'mrs',
  'ms',
  'miss',
  'dr',
  'drs',
  'dra',
  'ir',
  'prof',
  'h',
  'hj',
  'haji',
  'hajah',
  'kh',
  'st',
  'se',
  'sh',
  'mh',
  'mm',
  'mba',
  'msc',
  'ssi',
  'skom',
  'sked',
  'spd',
  'sps',
  'ssos',
  'sag',
  'ak',
  'amd',
  'phd',
]);

/** The words of a name that count: lower case, punctuation gone, titles left out. */
export function ownerNameWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[\s,]+/u)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word !== '' && !TITLES.has(word));
}

/** True when both names have the same words after `ownerNameWords`; an empty name never matches. */
export function ownerNamesMatch(lookedUpName: string, rpedOwnerName: string): boolean {
  const looked = ownerNameWords(lookedUpName);
  const owner = ownerNameWords(rpedOwnerName);
  return looked.length > 0 && looked.join(' ') === owner.join(' ');
}
