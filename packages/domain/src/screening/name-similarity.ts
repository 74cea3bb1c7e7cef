/**
 * Jaro-Winkler similarity of two strings, 0 (nothing alike) to 1 (the same). It rewards shared
 * letters in nearly the same places and a shared beginning, which suits names typed or
 * transliterated differently (Baasyir, Basyir, Ba'asyir). Written here rather than taken from a
 * package: the npm ones are unmaintained or pull in a whole NLP toolkit for twenty lines.
 */
const WINKLER_PREFIX_MAX = 4;
const WINKLER_SCALE = 0.1;
/** The least a name keeps of its score when only part of the longer name is matched. */
const COVERAGE_FLOOR = 0.8;

/** Marks of matched letters, reused by every comparison (screening makes millions). */
let aMatched = new Uint8Array(64);
let bMatched = new Uint8Array(64);

const jaro = (a: string, b: string): number => {
  if (a === b) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  const reach = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  if (aMatched.length < a.length) aMatched = new Uint8Array(a.length);
  if (bMatched.length < b.length) bMatched = new Uint8Array(b.length);
  aMatched.fill(0, 0, a.length);
  bMatched.fill(0, 0, b.length);
  let matches = 0;
  for (let i = 0; i < a.length; i += 1) {
    const from = Math.max(0, i - reach);
    const to = Math.min(b.length - 1, i + reach);
    for (let j = from; j <= to; j += 1) {
      if (bMatched[j] === 1 || a[i] !== b[j]) continue;
      aMatched[i] = 1;
      bMatched[j] = 1;
      matches += 1;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let j = 0;
  for (let i = 0; i < a.length; i += 1) {
    if (aMatched[i] === 0) continue;
    while (bMatched[j] === 0) j += 1;
    if (a[i] !== b[j]) transpositions += 1;
    j += 1;
  }
  const m = matches;
  return (m / a.length + m / b.length + (m - transpositions / 2) / m) / 3;
};

export const jaroWinkler = (a: string, b: string): number => {
  const similarity = jaro(a, b);
  let prefix = 0;
  while (prefix < WINKLER_PREFIX_MAX && prefix < a.length && a[prefix] === b[prefix]) prefix += 1;
  return similarity + prefix * WINKLER_SCALE * (1 - similarity);
};

/** Below this two tokens are different words, not two spellings of one: they count as 0. */
const TOKEN_AGREEMENT_MIN = 0.8;

/** Letter counts of the first word less the second's, reused (lowercase ASCII and digits). */
const letterBalance = new Int16Array(128);

/**
 * Whether two tokens can agree at all, from the letters they share (in any order), without the
 * Jaro-Winkler work: with at most a 4-letter prefix bonus, a similarity of 0.8 needs a Jaro of
 * 2/3, and Jaro is at most (c/|a| + c/|b| + 1) / 3 for c shared letters. Exact: it only skips
 * pairs that cannot reach the agreement minimum.
 */
const mayAgree = (a: string, b: string): boolean => {
  for (let i = 0; i < a.length; i += 1) {
    const code = a.charCodeAt(i) & 127;
    letterBalance[code] = (letterBalance[code] ?? 0) + 1;
  }
  let shared = 0;
  for (let i = 0; i < b.length; i += 1) {
    const code = b.charCodeAt(i) & 127;
    const left = letterBalance[code] ?? 0;
    if (left > 0) shared += 1;
    letterBalance[code] = left - 1;
  }
  for (let i = 0; i < a.length; i += 1) letterBalance[a.charCodeAt(i) & 127] = 0;
  for (let i = 0; i < b.length; i += 1) letterBalance[b.charCodeAt(i) & 127] = 0;
  return shared / a.length + shared / b.length >= 1;
};

/** Two tokens' similarity where they agree (at least the minimum), else 0. */
const agreementOf = (a: string, b: string): number => {
  if (!mayAgree(a, b)) return 0;
  const similarity = jaroWinkler(a, b);
  return similarity >= TOKEN_AGREEMENT_MIN ? similarity : 0;
};

/**
 * Each token of the shorter name takes its most alike unused token of the longer among those it
 * agrees with (none: it counts 0 and takes nothing); similarities averaged by token length; then
 * scaled by how
 * much of the longer name was matched, counted in its words before any joining (one name that
 * is also part of a long one is weaker evidence than two full names that agree).
 */
const pairedSimilarity = (
  shorter: readonly string[],
  longer: readonly string[],
  wordsInLonger: number,
): number => {
  const unused = [...longer];
  let weighted = 0;
  let weight = 0;
  for (const token of shorter) {
    let best = 0;
    let bestAt = -1;
    unused.forEach((other, at) => {
      const similarity = agreementOf(token, other);
      if (similarity > best) [best, bestAt] = [similarity, at];
    });
    if (bestAt >= 0) unused.splice(bestAt, 1);
    weighted += best * token.length;
    weight += token.length;
  }
  const coverage = shorter.length === longer.length ? 1 : shorter.length / wordsInLonger;
  return (weighted / weight) * (COVERAGE_FLOOR + (1 - COVERAGE_FLOOR) * coverage);
};

/** The name as written, and with each pair of neighbouring words written as one. */
const joinings = (tokens: readonly string[]): (readonly string[])[] => [
  tokens,
  ...tokens
    .slice(1)
    .map((token, at) => [
      ...tokens.slice(0, at),
      `${tokens[at] as string}${token}`,
      ...tokens.slice(at + 2),
    ]),
];

/**
 * How alike two names' tokens are, 0 to 1, order ignored. When one name has more words, each
 * pair of its neighbouring words is also tried as one ("Abu Bakar" as "Abubakar"); the best
 * counts. Only the longer name is joined, so two names of as many words are never compared as
 * one long word each (where a shared first name would carry a different surname).
 */
export const tokenSimilarity = (a: readonly string[], b: readonly string[]): number => {
  if (a.length === 0 || b.length === 0) return 0;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  const tried = shorter.length === longer.length ? [longer] : joinings(longer);
  return Math.max(...tried.map((joined) => pairedSimilarity(shorter, joined, longer.length)));
};
