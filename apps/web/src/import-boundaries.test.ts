/**
 * Proves the web's import boundaries: shared code (lib, components, test-support) imports no
 * feature and not the app; features do not import app/; a feature reaches another only through
 * its index.ts. The feature list is read from the folders, so a new feature is covered.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const RULE = 'import-x/no-restricted-paths';

// One linter for every case: loading the configuration (its plugins and zones) is most of a
// case's time.
const eslint = new ESLint({ cwd: ROOT });

const ruleIdsFor = async (path: string, source: string) => {
  const [result] = await eslint.lintText(`${source}\n`, { filePath: resolve(ROOT, path) });
  return (result?.messages ?? []).map((message) => message.ruleId);
};

describe('the web import boundaries', () => {
  it.each([
    ['apps/web/src/lib/extra.ts', "export * from '../features/auth/index.ts';"],
    ['apps/web/src/components/extra.tsx', "export * from '../features/shell/index.ts';"],
    ['apps/web/src/lib/extra.ts', "export * from '../app/navigation.tsx';"],
    ['apps/web/src/test-support/extra.ts', "export * from '../features/trading/index.ts';"],
    ['apps/web/src/features/reports/extra.ts', "export * from '../../app/navigation.tsx';"],
    ['apps/web/src/features/reports/extra.ts', "export * from '../trading/queries.ts';"],
  ])(
    'refuses %s importing %s',
    async (path, source) => {
      expect(await ruleIdsFor(path, source)).toContain(RULE);
    },
    30_000,
  );

  it.each([
    ['apps/web/src/features/reports/extra.ts', "export * from '../trading/index.ts';"],
    ['apps/web/src/features/reports/extra.ts', "export * from '../../lib/decimal.ts';"],
    ['apps/web/src/app/extra.ts', "export * from '../features/shell/index.ts';"],
  ])(
    'lets %s import %s',
    async (path, source) => {
      expect(await ruleIdsFor(path, source)).not.toContain(RULE);
    },
    30_000,
  );

  it("lets a feature's tests, and only its tests, use another feature's test-support", async () => {
    const source = "export * from '../trading/test-support.tsx';";
    const inTest = await ruleIdsFor('apps/web/src/features/reports/extra.test.tsx', source);
    expect(inTest).not.toContain(RULE);
    expect(inTest).not.toContain('no-restricted-imports');
    const inScreen = await ruleIdsFor('apps/web/src/features/reports/extra.tsx', source);
    expect(inScreen).toContain('no-restricted-imports');
  });
});
