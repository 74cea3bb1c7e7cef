// Installs dependencies when node_modules is missing or older than the lockfile, so a fresh
// clone needs nothing but `npm start` or `npm test`.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

export const ensureInstalled = () => {
  const marker = 'node_modules/.package-lock.json';
  const fresh =
    existsSync(marker) && statSync(marker).mtimeMs >= statSync('package-lock.json').mtimeMs;
  if (fresh) return;
  console.log('Installing dependencies (first run only)…');
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
};
