import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { routeModuleOf } from './contract-routes.ts';

/**
 * The production web ships the contract's routes, not its schemas. `call()` needs only an
 * endpoint's method, path and auth in production (answers are checked against their schemas in
 * development and tests only), yet each endpoint of `@emas/api/<feature>` holds its zod schemas,
 * and with them zod: about 35 KB sent on every page. In a production build this plugin serves
 * each `@emas/api/<feature>` the web imports as a module derived from the contract itself at
 * build time: every endpoint table becomes `{ method, path, auth }` per call, and every other
 * export (a schema a screen parses a multipart answer with) is re-exported from the contract as
 * it is, so zod rides only in the chunks that really parse. The dev server and the tests import
 * the contract untouched.
 */

/** A route module's id; its chunk, when it has one, is named after the feature. */
const VIRTUAL = '\0emas-api-routes/';
const SUBPATH = /^@emas\/api\/([\w-]+)$/;
/** Evaluates every feature subpath of the contract, keyed by subpath name. */
const loadFeatures = async (): Promise<Map<string, Record<string, unknown>>> => {
  const { module } = await runnerImport<typeof import('./contract-features.ts')>(
    fileURLToPath(new URL('./contract-features.ts', import.meta.url)),
    { configFile: false, logLevel: 'error' },
  );
  return new Map(
    Object.entries(module.contractFeatures).map(([file, feature]) => [
      file.split('/').at(-2) ?? file,
      feature,
    ]),
  );
};

export function contractRoutes(): Plugin {
  let features: Promise<Map<string, Record<string, unknown>>> | undefined;
  return {
    name: 'emas-contract-routes',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      const subpath = SUBPATH.exec(source)?.[1];
      // The route module's own re-export reaches the contract as it is.
      if (subpath === undefined || importer === undefined || importer.startsWith(VIRTUAL)) {
        return null;
      }
      features ??= loadFeatures();
      return (await features).has(subpath) ? `${VIRTUAL}${subpath}` : null;
    },
    async load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const subpath = id.slice(VIRTUAL.length);
      const feature = (await features)?.get(subpath);
      if (!feature) throw new Error(`No contract feature ${subpath}`);
      return routeModuleOf(subpath, feature);
    },
  };
}
