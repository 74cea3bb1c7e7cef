// The Node the project runs on: the binary in npm's `node-<os>-<arch>` package, pinned in
// package.json, so `npm start` and `npm test` run on it whatever `node` started them. Only
// Node's own modules here: this runs before and right after the first install.
import { spawn } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, resolve } from 'node:path';

export const NODE_MAJOR = 24;
const require = createRequire(import.meta.url);

/** The pinned binary for this machine, or null when npm installed none for its os and cpu. */
const pinnedBinary = () => {
  const os = process.platform === 'win32' ? 'win' : process.platform;
  try {
    const manifest = require.resolve(`node-${os}-${process.arch}/package.json`);
    return realpathSync(resolve(dirname(manifest), require(manifest).bin.node));
  } catch {
    return null;
  }
};

/**
 * Resolves at once when this process runs on the pinned Node; otherwise runs the same script
 * under it and exits with its code (never resolving). Either way the binary's folder goes first
 * on PATH, so children that start `node` (eslint, vitest) or `process.execPath` get it too.
 */
export const onPinnedNode = () => {
  const binary = pinnedBinary() ?? process.execPath;
  process.env.PATH = [dirname(binary), process.env.PATH].join(delimiter);
  if (binary === realpathSync(process.execPath)) {
    if (process.versions.node.split('.')[0] === String(NODE_MAJOR)) return Promise.resolve();
    console.error(
      `Node ${NODE_MAJOR} is needed; npm has none for ${process.platform}-${process.arch}.`,
    );
    process.exit(1);
  }
  const child = spawn(binary, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 1));
  return new Promise(() => {});
};
