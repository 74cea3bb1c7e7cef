/**
 * Measures the JavaScript the login route really loads: opens /login in Chromium against the
 * built app with the captcha on (the default), collects every script response and sums raw and
 * gzip sizes.
 * Run: npm run build -w @emas/web && node --import tsx bench/login-bundle.ts
 */
import { gzipSync } from 'node:zlib';
import { launchBrowser, newPage } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';

const server = await startServer({ CAPTCHA: 'altcha' });
const browser = await launchBrowser();
try {
  const page = await newPage(browser);
  const scripts: { url: string; raw: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    scripts.push({
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body).length,
    });
  });
  await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
  const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
  for (const script of scripts)
    console.log(`${script.url}\t${kb(script.raw)} KB\t${kb(script.gzip)} KB gzip`);
  const total = scripts.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), {
    raw: 0,
    gzip: 0,
  });
  console.log(
    `login route: ${scripts.length} scripts, ${kb(total.raw)} KB raw, ${kb(total.gzip)} KB gzip`,
  );
} finally {
  await browser.close();
  await server.stop();
}
