/**
 * Proves the production build's view of the contract (vite-contract-routes.ts, contract-routes.ts): every endpoint
 * table of every feature subpath becomes its calls' method, path and auth, which is all `call()`
 * reads in production, with the roles the console shows desks by, and no schema; anything else a feature exports stays the contract's own.
 */
import { describe, expect, it } from 'vitest';
import { contractFeatures } from '../contract-features.ts';
import { routeModuleOf } from '../contract-routes.ts';

const exportedConsts = (code: string) =>
  Object.fromEntries(
    [...code.matchAll(/^export const (\w+) = (.*);$/gm)].map(([, name, json]) => [
      name,
      JSON.parse(json ?? 'null') as unknown,
    ]),
  );

describe('contract routes', () => {
  it('finds every feature subpath of the contract', () => {
    const subpaths = Object.keys(contractFeatures).map((file) => file.split('/').at(-2));
    expect(subpaths).toEqual(
      expect.arrayContaining(['auth', 'accounts', 'trading', 'market-insight']),
    );
  });

  it.each(Object.entries(contractFeatures))(
    '%s: routes only, from the contract',
    (file, feature) => {
      const subpath = file.split('/').at(-2) ?? '';
      const code = routeModuleOf(subpath, feature);
      const routes = exportedConsts(code);
      const tables = Object.entries(feature).filter(([name]) => name.endsWith('Endpoints'));
      expect(tables.length).toBeGreaterThan(0);
      for (const [name, table] of tables) {
        expect(routes[name]).toEqual(
          Object.fromEntries(
            Object.entries(
              table as Record<
                string,
                { method: string; path: string; auth: string; roles?: readonly string[] }
              >,
            ).map(([call, { method, path, auth, roles }]) => [
              call,
              roles === undefined ? { method, path, auth } : { method, path, auth, roles },
            ]),
          ),
        );
      }
      const others = Object.keys(feature).filter((name) => !(name in routes));
      if (others.length > 0) {
        expect(code).toContain(`export { ${others.join(', ')} } from '@emas/api/${subpath}';`);
      }
      expect(code).not.toMatch(/response|zod/);
    },
  );
});
