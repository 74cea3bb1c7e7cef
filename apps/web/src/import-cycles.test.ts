/**
 * Proves that `import-x/no-cycle` (eslint.config.js) really reads the repository's TypeScript
 * imports: it reports the two-file circle of fixtures/import-cycle (kept out of the normal
 * lint run). The lint stage of `npm test` holds the whole tree to the same rule.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const RULE = 'import-x/no-cycle';
const FIXTURE = 'apps/web/src/fixtures/import-cycle';

/** Each linted file's path from the root, with the messages of the cycle rule alone. */
const cyclesIn = async (patterns: string[], options: ESLint.Options = {}) => {
  const eslint = new ESLint({
    cwd: ROOT,
    ruleFilter: ({ ruleId }) => ruleId === RULE,
    ...options,
  });
  const results = await eslint.lintFiles(patterns);
  return results.flatMap((result) =>
    result.messages
      .filter((message) => message.ruleId === RULE)
      .map(() => result.filePath.slice(ROOT.length + 1)),
  );
};

describe('import circles', () => {
  it('reports both files of a two-file circle', async () => {
    const files = await cyclesIn([FIXTURE], { ignore: false });
    expect(files.sort()).toEqual([`${FIXTURE}/first.ts`, `${FIXTURE}/second.ts`]);
  });
});
