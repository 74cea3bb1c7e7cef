/**
 * Measures what Chromium downloads to show /login (captcha on, the default) and /trade (signed
 * in as the demo client, prices shown) against the built app, with the browser's cache off as
 * on a first visit: every response's body as sent over the wire (compressed where the server
 * compressed it) and as decoded, by resource type.
 * Run: npm run build -w @emas/web && node --import tsx bench/page-weight.ts
 */
import type { Page, Response } from 'playwright-core';
import { launchBrowser, newPage } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';
import { DEMO_PASSWORD, submitLogin } from '../e2e/support/sign-in.ts';

type Tally = Map<string, { count: number; sent: number; decoded: number }>;

/**
 * Counts every finished response of the page to a request made from now on (one the previous
 * document made, answered after this point, is not the visit's).
 */
const tallyResponses = (page: Page): { tally: Tally; done: () => Promise<void> } => {
  const tally: Tally = new Map();
  const pending: Promise<void>[] = [];
  const since = Date.now();
  const count = async (response: Response) => {
    if (response.request().timing().startTime < since) return;
    const sizes = await response.request().sizes();
    const decoded = await response.body().then(
      (body) => body.length,
      () => 0, // a redirect or an aborted request has no body
    );
    const type = response.request().resourceType();
    const row = tally.get(type) ?? { count: 0, sent: 0, decoded: 0 };
    tally.set(type, {
      count: row.count + 1,
      sent: row.sent + sizes.responseBodySize,
      decoded: row.decoded + decoded,
    });
  };
  page.on('response', (response) => pending.push(count(response)));
  return { tally, done: async () => void (await Promise.allSettled(pending)) };
};

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

const report = (route: string, tally: Tally): void => {
  let sent = 0;
  let decoded = 0;
  for (const [type, row] of [...tally].sort(([, a], [, b]) => b.sent - a.sent)) {
    console.log(`${route}\t${type}\t${row.count}\t${kb(row.sent)} sent\t${kb(row.decoded)}`);
    sent += row.sent;
    decoded += row.decoded;
  }
  console.log(`${route}: ${kb(sent)} sent, ${kb(decoded)} decoded`);
};

/** A fresh page whose cache is off, as on a first visit. */
const coldPage = async (browser: Awaited<ReturnType<typeof launchBrowser>>): Promise<Page> => {
  const page = await newPage(browser);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return page;
};

/** A tile shows a price (the market maker quotes within seconds): 1.192.800,00. */
const priceShown = (page: Page) =>
  page.waitForFunction(() =>
    Array.from(document.querySelectorAll('article')).some((tile) =>
      /\d\.\d{3},\d{2}/.test(tile.textContent ?? ''),
    ),
  );

const browser = await launchBrowser();
try {
  const withCaptcha = await startServer({ CAPTCHA: 'altcha' });
  try {
    const page = await coldPage(browser);
    const { tally, done } = tallyResponses(page);
    await page.goto(`${withCaptcha.url}/login`);
    // The captcha widget loads its own chunk once the form is up.
    await page.locator('altcha-widget').waitFor();
    await page.waitForLoadState('networkidle');
    await done();
    report('/login', tally);
  } finally {
    await withCaptcha.stop();
  }

  const server = await startServer();
  try {
    const page = await coldPage(browser);
    await page.goto(`${server.url}/login`);
    await submitLogin(page, 'client@demo.emas.id', DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    // The sign-in lands on Trade: until 2026-11-27 what it still loaded when the count started
    // was counted with the visit's (up to 16 KB more: its shell, chart and price calls).
    await priceShown(page);
    const { tally, done } = tallyResponses(page);
    await page.goto(`${server.url}/trade`);
    await priceShown(page);
    await done();
    report('/trade', tally);
  } finally {
    await server.stop();
  }
} finally {
  await browser.close();
}
