import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type BrowserServer,
  type Download,
  type Page,
  chromium,
} from 'playwright-core';

const ARTIFACTS = resolve(import.meta.dirname, '..', 'artifacts');
/**
 * Screenshots are for a person to look at, and encoding them took a sixth of the journeys'
 * time: they are saved only with E2E_SCREENSHOTS=on (README), never asserted on.
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === 'on';

/** Debian's Chromium, headless, with no background traffic (the machine has no internet). */
const LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-quic',
    '--no-first-run',
    '--disable-sync',
  ],
};

/**
 * How long an action, a wait or a navigation may take. A timeout catches a journey that is
 * stuck, never a slow machine: beside a CPU hog a page takes many times its quiet time.
 */
export const ACTION_TIMEOUT_MS = 90_000;

/** The browser `npm test` started once for every journey file; unset, each launches its own. */
export const BROWSER_ENDPOINT_ENV = 'E2E_BROWSER_ENDPOINT';

/** A browser for one journey file: the shared one when there is one (its contexts are its own). */
export const launchBrowser = (): Promise<Browser> => {
  const endpoint = process.env[BROWSER_ENDPOINT_ENV];
  return endpoint === undefined
    ? chromium.launch(LAUNCH_OPTIONS)
    : chromium.connect(endpoint, { timeout: ACTION_TIMEOUT_MS });
};

/**
 * A fresh context (own storage) whose pages wait as long as a journey may. It asks for reduced
 * motion, as many users do: the price flashes and dialog transitions then stay still, so three
 * journeys at once spend their two cores on the flows, not on repainting every tick.
 */
export const newContext = async (
  browser: Browser,
  options: BrowserContextOptions,
): Promise<BrowserContext> => {
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return context;
};

/** One browser that every journey file connects to, instead of a launch each. */
export const launchSharedBrowser = (): Promise<BrowserServer> =>
  chromium.launchServer(LAUNCH_OPTIONS);

/** A fresh page (own storage) in the given language, sized like a laptop screen. */
export const newPage = async (browser: Browser, language: 'id' | 'en' = 'id'): Promise<Page> => {
  const context = await newContext(browser, { viewport: { width: 1366, height: 800 } });
  await context.addInitScript((lang) => {
    if (!window.localStorage.getItem('emas.language'))
      window.localStorage.setItem('emas.language', lang);
  }, language);
  return context.newPage();
};

/**
 * Saves a screenshot under e2e/artifacts for a person to look at: the whole page, or with
 * `fullPage: false` the window as the user sees it (for dialogs: fixed layers such as the modal
 * backdrop and the sticky top bar only cover the window, so a full-page capture misplaces them).
 */
export const screenshot = async (
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> => {
  if (!SCREENSHOTS) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: resolve(ARTIFACTS, `${name}.png`), fullPage });
};

/** A download's bytes. The shared browser is remote to the journey, so it is saved here first. */
export const downloadedBytes = async (download: Download): Promise<Buffer> => {
  const path = join(mkdtempSync(join(tmpdir(), 'emas-download-')), download.suggestedFilename());
  await download.saveAs(path);
  return readFileSync(path);
};
