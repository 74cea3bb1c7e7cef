// Bundles the server (and its SQLite writer thread) into plain JavaScript, so the process that
// serves carries no TypeScript compiler: `npm start`, the browser journeys and the benchmarks
// run the bundle (about 70 MB less resident memory than the sources through tsx).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { build } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * How the bundle runs, wherever it is started (`npm start`, the journeys, the benchmarks): a
 * young generation of 4 MB a half instead of V8's 16 keeps an idle server about 25 MB smaller
 * for little speed, and `gc` is exposed for the CSV export (apps/server/src/reports).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--expose-gc'];
const manifest = (path) => JSON.parse(readFileSync(resolve(ROOT, path), 'utf8'));
// Installed packages stay imports; the workspace's own (TypeScript) packages are bundled in.
const external = [manifest('package.json'), manifest('apps/server/package.json')]
  .flatMap((pkg) => Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }))
  .filter((name) => !name.startsWith('@emas/'));

// As deep as src/web/routes.ts, whose relative path to the web app's build it keeps.
const OUT_DIR = resolve(ROOT, 'apps/server/dist/bundle');
const SERVER_BUNDLE = resolve(OUT_DIR, 'server.mjs');
/** `npm run create-operator`'s program, bundled beside the server. */
export const CREATE_OPERATOR_BUNDLE = resolve(OUT_DIR, 'create-operator.mjs');

/**
 * Builds the bundle (and returns the server's entry). Files are written beside and renamed into place, so a server starting
 * while another process builds (tests run side by side) reads a whole file, old or new.
 */
export const buildServer = async () => {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: {
      server: 'apps/server/src/server.ts',
      'create-operator': 'apps/server/src/create-operator.ts',
      'sqlite-writer-worker': 'apps/server/src/trading/engine/sqlite-writer-worker.ts',
    },
    outdir: OUT_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    external,
    logLevel: 'warning',
    write: false,
  });
  for (const file of result.outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  return SERVER_BUNDLE;
};

if (resolve(process.argv[1] ?? '') === resolve(import.meta.filename)) await buildServer();
