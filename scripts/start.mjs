// `npm start`: install what is missing, build the web app, then migrate, seed and serve.
import { spawn } from 'node:child_process';
import { buildWeb } from './build-web.mjs';
import { ensureInstalled } from './ensure-install.mjs';

ensureInstalled();
buildWeb();

const env = {
  SEED_DEMO: 'on',
  APP_ENV: 'development',
  ...process.env,
};
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
