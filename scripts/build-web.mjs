// Builds the web app when its sources (or the shared packages) changed since the last build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newestMtimeMs = (path) => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((name) => name !== 'node_modules' && name !== 'dist')
    .reduce((newest, name) => Math.max(newest, newestMtimeMs(join(path, name))), stat.mtimeMs);
};

export const buildWeb = ({ force = false } = {}) => {
  const built = 'apps/web/dist/index.html';
  const sources = ['apps/web', 'packages/domain/src', 'packages/api/src'];
  const upToDate =
    !force &&
    existsSync(built) &&
    sources.every((source) => newestMtimeMs(source) <= statSync(built).mtimeMs);
  if (upToDate) return;
  console.log('Building the web app…');
  execSync('npm run build -w @emas/web', { stdio: 'inherit' });
};
