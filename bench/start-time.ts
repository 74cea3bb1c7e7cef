/**
 * Time from `npm start` on a fresh clone of main to the login page being served and rendered.
 * Run: node --import tsx bench/start-time.ts   (takes minutes: a full install and build)
 */
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchBrowser, newPage } from '../e2e/support/browser.ts';

const PORT = 18_080;
const TIMEOUT_MS = 20 * 60_000;
const repo = resolve(import.meta.dirname, '..');
const folder = mkdtempSync(join(tmpdir(), 'emas-start-'));
execFileSync('git', ['clone', '-q', '--branch', 'main', repo, folder]);

const started = Date.now();
const child = spawn('npm', ['start'], {
  cwd: folder,
  env: { ...process.env, PORT: String(PORT) },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const loginServed = async (): Promise<boolean> => {
  try {
    return (await fetch(`http://localhost:${PORT}/login`)).ok;
  } catch {
    return false;
  }
};
try {
  while (!(await loginServed())) {
    if (Date.now() - started > TIMEOUT_MS)
      throw new Error('npm start did not serve /login in time');
    await new Promise((wake) => setTimeout(wake, 500));
  }
  const served = Date.now() - started;
  const browser = await launchBrowser();
  const page = await newPage(browser);
  await page.goto(`http://localhost:${PORT}/login`);
  await page.getByRole('button', { name: /login/i }).waitFor();
  const rendered = Date.now() - started;
  await browser.close();
  console.log(
    `fresh clone: /login served after ${(served / 1000).toFixed(1)} s, rendered after ${(rendered / 1000).toFixed(1)} s`,
  );
} finally {
  if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  await new Promise((wake) => setTimeout(wake, 1000));
  rmSync(folder, { recursive: true, force: true });
}
