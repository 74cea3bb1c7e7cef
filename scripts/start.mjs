// `npm start`: install what is missing, build the web app and the server, then migrate, seed
// and serve, on the pinned Node.
import { spawn } from 'node:child_process';
import { ensureInstalled } from './ensure-install.mjs';
import { onPinnedNode } from './pinned-node.mjs';

ensureInstalled();
await onPinnedNode();
// Imported once the packages are installed: the build uses esbuild.
const { buildWeb } = await import('./build-web.mjs');
const { buildServer, SERVER_NODE_FLAGS } = await import('./build-server.mjs');
buildWeb();
const bundle = await buildServer();

const env = {
  SEED_DEMO: 'on',
  APP_ENV: 'development',
  ...process.env,
};
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, bundle], {
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
