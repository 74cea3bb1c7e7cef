import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { posix } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * Inter as the app uses it: the build cuts fontsource's Latin file (47 KB) down to the characters
 * the app shows, the weights it uses and the layout features that change how they look, and
 * serves that instead (the dev server keeps the whole file). Nothing generated is committed: the
 * subset is made from the installed package at each build.
 *
 * The characters: Basic Latin, and the others the texts and the number and date formats of
 * apps/web/src and packages/domain/src show (found by scanning their non-test sources for
 * non-ASCII characters), those of fontsource's Latin range only, so a character that Inter drew
 * before is still drawn by Inter; the rest (→, ⓘ, ▲, ✓, ...) were never in it and stay with the
 * system font (as does the narrow no-break space of Intl's '10:00 AM', which the file lacks).
 * `unicode-range` in src/styles/fonts.css must list exactly these (the build checks).
 */
export const SUBSET_CHARACTERS = [
  [0x20, 0x7e], // Basic Latin
  [0xa0], // no-break space: Intl's 'Rp 1.000', fees
  [0xa7], // §
  [0xa9], // ©
  [0xab], // «
  [0xb1], // ±
  [0xb7], // ·
  [0xbb], // »
  [0xd7], // ×
  [0xf7], // ÷
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022], // •
  [0x2026], // …
  [0x2039, 0x203a], // ‹ ›
  [0x2122], // ™
  [0x2212], // − (minus)
] as const;

/** Font-weight in use: 400 to 800 (grep font-weight apps/web/src). */
const WEIGHTS = { min: 400, max: 800 };
/**
 * The features Chromium applies by default that the Latin file has (kerning, contextual
 * alternates such as the raised colon between digits, marks, locale forms) and `tnum`, which the
 * CSS asks for (font-variant-numeric: tabular-nums); fractions and proportional figures go.
 */
const FEATURES = ['kern', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];

const SOURCE = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

const hex = (code: number): string => code.toString(16).toUpperCase().padStart(4, '0');

/** The CSS `unicode-range` value of the subset. */
export const unicodeRange = (): string =>
  SUBSET_CHARACTERS.map(([first, last]) =>
    last === undefined ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
  ).join(', ');

const subsetText = (): string =>
  SUBSET_CHARACTERS.flatMap(([first, last = first]) =>
    Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
  ).join('');

/** Makes the subset from the installed fontsource file. */
export const makeSubset = async (): Promise<Buffer> => {
  const require = createRequire(import.meta.url);
  const source = await readFile(require.resolve(SOURCE));
  return subsetFont(source, subsetText(), {
    targetFormat: 'woff2',
    keepFeatures: FEATURES,
    variationAxes: { wght: WEIGHTS },
  });
};

/** The build step: swaps the emitted Inter file for the subset, under a name of its own hash. */
export const fontSubset = (): Plugin => ({
  name: 'emas-font-subset',
  apply: 'build',
  transform(code, id) {
    if (!id.endsWith('/styles/fonts.css')) return null;
    const normalised = code.replace(/\s+/g, ' ');
    if (!normalised.includes(`unicode-range: ${unicodeRange()};`)) {
      this.error(`fonts.css: the unicode-range must be the subset's: ${unicodeRange()};`);
    }
    return null;
  },
  async generateBundle(_options, bundle) {
    const original = Object.values(bundle).find(
      (file) =>
        file.type === 'asset' && /\/inter-latin-wght-normal-[^/]*\.woff2$/.test(file.fileName),
    );
    if (original === undefined) this.error(`the build emitted no ${posix.basename(SOURCE)}`);
    const subset = await makeSubset();
    const hash = createHash('sha256').update(subset).digest('base64url').slice(0, 8);
    const fileName = `${posix.dirname(original.fileName)}/inter-subset-${hash}.woff2`;
    delete bundle[original.fileName];
    this.emitFile({ type: 'asset', fileName, source: subset });
    // The stylesheets (and any chunk) that name the file name the subset.
    const base = posix.basename(original.fileName);
    for (const file of Object.values(bundle)) {
      if (file.type === 'asset' && typeof file.source === 'string' && file.source.includes(base)) {
        file.source = file.source.replaceAll(base, posix.basename(fileName));
      } else if (file.type === 'chunk' && file.code.includes(base)) {
        file.code = file.code.replaceAll(base, posix.basename(fileName));
      }
    }
  },
});
