/**
 * Names as screening compares them. Lists and clients write the same person many ways: with or
 * without diacritics and apostrophes (Ba'asyir, Ba’asyir, Baasyir), with titles (H., Hj., K.H.,
 * Dr., Syekh), with "bin"/"binti" before the father's name, in the old Indonesian spelling
 * (Soeharto, Djoko), with the Arabic article joined or apart (Al-Baghdadi, al Baghdadi) and
 * "Abdul Rahman" as one word or two. Normalising removes those differences; what is left is a
 * set of lowercase ASCII tokens whose order does not matter.
 */

/**
 * Titles and forms of address in Indonesian and Arabic-origin names: they say nothing of who a
 * person is, so they are dropped. Names that are also given names (Andi, Gus as a name) are not
 * listed: dropping them would merge different people.
 */
const HONORIFICS: ReadonlySet<string> = new Set(
  [
    'h hj haji hajjah hajah kh k kyai kiai ustadz ustaz ust habib syekh syeikh syaikh sheikh',
    'shaikh shaykh mullah maulana dr drs dra ir prof st se sh mh mm ssi spd amd skom bapak',
    'pak bp ibu bu sdr sdri tn ny nn mr mrs ms raden rd tengku teuku',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Words that join names without being one: "bin"/"binti" (son/daughter of) and the Arabic
 * article. The father's name after "bin" stays a token, since lists often give it.
 */
const CONNECTORS: ReadonlySet<string> = new Set(
  'bin binti bint ibn ibnu al el ad ar as ash at az ul'.split(' '),
);

/** "Abdul", "Abdur", "Abdel", "Abd": one prefix, joined to the name it belongs to. */
const ABD_PREFIX = /^abd(?:ul|ur|us|ir|el|al|u)?/;

/** The old Indonesian spelling (before 1972) in its new form: Soeharto is Suharto. */
const OLD_SPELLING: readonly [RegExp, string][] = [
  [/oe/g, 'u'],
  [/dj/g, 'j'],
  [/tj/g, 'c'],
];

/** Muhammad's many spellings (Mohammed, Muhamad, Mochammad, Mohd, Muh.): one token. */
const MUHAMMAD = /^(?:m[ou]c?h?amm?[ae]d|mohd|muhd|muh|moh)$/;

const withoutDiacritics = (text: string): string => text.normalize('NFKD').replace(/\p{M}/gu, '');

const modernSpelling = (token: string): string =>
  OLD_SPELLING.reduce((spelled, [old, modern]) => spelled.replace(old, modern), token);

/** Joins "abd" (alone, or a prefix of its word) with the next word: abdul rahman = abdrahman. */
const joinAbd = (tokens: readonly string[]): string[] => {
  const joined: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i] as string;
    const rest = token.replace(ABD_PREFIX, '');
    if (rest === token) {
      joined.push(token);
    } else if (rest.length > 1) {
      joined.push(`abd${rest === 'lah' ? 'allah' : rest}`);
    } else if (i + 1 < tokens.length) {
      joined.push(`abd${tokens[i + 1] as string}`);
      i += 1;
    } else {
      joined.push('abd');
    }
  }
  return joined;
};

/**
 * The tokens of a name: lowercase ASCII letters and digits, titles and connectors dropped,
 * old spelling modernised, "Abdul" joined. A name of titles alone keeps its words, so it is
 * never compared as empty.
 */
export const nameTokens = (name: string): string[] => {
  const words = withoutDiacritics(name)
    .toLowerCase()
    .replace(/['’‘`´ʼ]/g, '')
    .replace(/\b([a-z])\.(?=[a-z]\b)/g, '$1')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .map(modernSpelling)
    .map((word) => (MUHAMMAD.test(word) ? 'muhammad' : word));
  const meaningful = words.filter((word) => !HONORIFICS.has(word) && !CONNECTORS.has(word));
  return joinAbd(meaningful.length === 0 ? words : meaningful);
};
