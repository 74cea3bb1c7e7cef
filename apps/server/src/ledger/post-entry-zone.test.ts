/**
 * Proves the lint zone that keeps the exchange the one writer of trading balances: importing
 * `postEntry` from a server feature fails lint, while seeds and tests may still use it.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..', '..', '..');
const SOURCE = [
  "import { postEntry } from '../ledger/index.ts';",
  'export const post = postEntry;',
  '',
].join('\n');

// One linter for every case: loading the configuration is most of a case's time.
const eslint = new ESLint({ cwd: ROOT });

const messagesFor = async (path: string) => {
  const [result] = await eslint.lintText(SOURCE, { filePath: resolve(ROOT, path) });
  return (result?.messages ?? []).map((message) => message.ruleId);
};

describe('the postEntry lint zone', () => {
  it('fails a server feature that posts entries itself', async () => {
    expect(await messagesFor('apps/server/src/accounts/withdrawal.ts')).toContain(
      'no-restricted-imports',
    );
  });

  it('lets seeds and tests post entries', async () => {
    expect(await messagesFor('apps/server/src/seed/extra-funding.ts')).not.toContain(
      'no-restricted-imports',
    );
    expect(await messagesFor('apps/server/src/accounts/withdrawal.test.ts')).not.toContain(
      'no-restricted-imports',
    );
  });
});
