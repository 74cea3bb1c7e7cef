/**
 * Measures the JavaScript the login route really loads: opens /login in Chromium against the
 * built app with the captcha on (the default), collects every script response and sums its raw
 * size and the bytes really sent (the build's brotli twin, as the server chose it).
 * Run: npm run build -w @emas/web && node --import tsx bench/login-bundle.ts
 */
import type { Response } from 'playwright-core';
import { launchBrowser, newPage } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';

const server = await startServer({ CAPTCHA: 'altcha' });
const browser = await launchBrowser();
try {
  const page = await newPage(browser);
  const scripts: { url: string; raw: number; sent: number; encoding: string }[] = [];
  // Each response is read asynchronously: the figures wait for every read to finish.
  const reads: Promise<void>[] = [];
  const read = async (response: Response) => {
    const body = await response.body();
    const sizes = await response.request().sizes();
    scripts.push({
      url: new URL(response.url()).pathname,
      raw: body.length,
      sent: sizes.responseBodySize,
      encoding: (await response.headerValue('content-encoding')) ?? 'none',
    });
  };
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') reads.push(read(response));
  });
  await page.goto(`${server.url}/login`);
  // The captcha widget loads its own chunk once the form is up.
  await page.locator('altcha-widget').waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(reads);
  const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
  for (const script of scripts)
    console.log(`${script.url}\t${kb(script.raw)} KB\t${kb(script.sent)} KB ${script.encoding}`);
  const total = scripts.reduce((sum, s) => ({ raw: sum.raw + s.raw, sent: sum.sent + s.sent }), {
    raw: 0,
    sent: 0,
  });
  console.log(
    `login route: ${scripts.length} scripts, ${kb(total.raw)} KB raw, ${kb(total.sent)} KB sent`,
  );
} finally {
  await browser.close();
  await server.stop();
}
