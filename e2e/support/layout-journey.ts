/**
 * The layout journey, one screen size a journey file (layout-laptop, layout-phone) so the two
 * run side by side: the layout holds for the demo levels below on every page their sidebar
 * reaches,
 * on a laptop (1440x900) and a phone (390x844): no sideways scrolling, nothing wider than the
 * window, nothing spilling out of its card, no serious or critical axe violation; the top bar
 * is one row on the laptop and compact on the phone, and the menu is never hidden under it.
 * With the laptop, the trade page's tiles are also checked at 900, 1280, 1920 and 2560 px,
 * after a first trade has given them their low and high figures. One server and one browser
 * a file.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './axe.ts';
import { newContext, screenshot } from './browser.ts';
import { useJourney } from './journey.ts';
import { layoutFaults } from './layout.ts';
import { landingBanner, signIn, submitLogin, DEMO_PASSWORD } from './sign-in.ts';
import { alertDialog, openTicket, reviewDialog } from './trading.ts';

const SIZES = [
  { name: 'laptop', width: 1440, height: 900, topBarMaxPx: 80 },
  { name: 'phone', width: 390, height: 844, topBarMaxPx: 120 },
] as const;
type Size = (typeof SIZES)[number];
export type SizeName = Size['name'];

/**
 * On the laptop a client, a pospaygold client (a client's pages in another broker's colours)
 * and an ib; on the phone a client and an ib. The lp's pages are a client's (Transfer and the
 * rest), the fm's and the ccp's the ib's (the same report and revenue pages with other
 * figures); the sign-in journey shows their menus. That keeps the walks within CI's time.
 */
const LEVELS = [
  { level: 'client', userId: 'client@demo.emas.id', onPhone: true },
  {
    level: 'pospaygold',
    userId: 'pospay@demo.emas.id',
    broker: 'ABI KB - PospayGold',
    onPhone: false,
  },
  { level: 'ib', userId: 'ib@demo.emas.id', onPhone: true },
];

const TILE_WIDTHS = [900, 1280, 1920, 2560];

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu utama' });

/** Waits until the page has its heading and nothing in it still says it is loading. */
const settle = async (page: Page) => {
  await page.locator('main h1').first().waitFor();
  await page
    .locator('main [role="status"]')
    .filter({ hasText: /^Memuat/ })
    .first()
    .waitFor({ state: 'detached' });
};

const expectNoFaults = async (page: Page, where: string) => {
  assert.deepEqual(await layoutFaults(page), [], `${where}: layout`);
};

/** The top bar's height, and whether the menu's first entry is clear of it. */
const topBarAndMenu = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('header')?.getBoundingClientRect();
    const entry = document.querySelector('nav li')?.getBoundingClientRect();
    return { barPx: bar?.height ?? 0, clear: (entry?.top ?? 0) >= (bar?.bottom ?? 0) };
  });

/** The sidebar's pages (its links; E-Warrant and Logout open dialogs), opening it on a phone. */
const menuPages = async (page: Page, size: Size) => {
  if (size.name === 'phone') await page.getByRole('button', { name: 'Buka menu' }).click();
  const links = menu(page).getByRole('link');
  await links.first().waitFor();
  const names = await links.allInnerTexts();
  if (size.name === 'phone') await page.getByRole('button', { name: 'Tutup menu' }).click();
  return names.map((text) => text.trim());
};

/** Goes to a page as a user does: through the sidebar, opened first on a phone. */
const visit = async (page: Page, size: Size, entry: string) => {
  if (size.name === 'phone') {
    await page.getByRole('button', { name: 'Buka menu' }).click();
    const shell = await topBarAndMenu(page);
    assert.ok(shell.clear, `the open menu starts below the top bar (${entry})`);
  }
  await menu(page).getByRole('link', { name: entry, exact: true }).click();
  await settle(page);
};

/** One market buy of DG1, so the tiles have a day's low and high to show. */
const tradeOnce = async (page: Page) => {
  const ticket = await openTicket(page, 'DG1', 'buy');
  await ticket.getByRole('button', { name: 'Review Order' }).click();
  await reviewDialog(page).getByRole('button', { name: 'SUBMIT ORDER' }).click();
  await alertDialog(page, 'Kirim order ini?').getByRole('button', { name: 'Kirim' }).click();
  const success = alertDialog(page, 'Order Sukses');
  await success.getByRole('button', { name: 'OK' }).click();
  await success.waitFor({ state: 'hidden' });
};

/** Every level's pages on one screen size; the laptop's journey also fits the tiles. */
export const describeLayout = (sizeName: SizeName): void => {
  void describe(`layout journey on a ${sizeName}`, () => {
    const journey = useJourney();
    // Axe reads a page's structure, names and colours, which are the same for every level that
    // reaches the page under one broker's theme: each page is checked once a theme (the layout,
    // whose figures differ by level, is checked for every level).
    const accessibilityChecked = new Set<string>();

    before(async () => {
      const context = await newContext(journey.browser, { viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await signIn(page, journey.server.url, 'client2@demo.emas.id');
      await tradeOnce(page);
      await context.close();
    });

    for (const size of SIZES.filter(({ name }) => name === sizeName)) {
      for (const demo of LEVELS.filter((level) => size.name === 'laptop' || level.onPhone)) {
        it(`lays out every page of a ${demo.level} on a ${size.name}`, async () => {
          const context = await newContext(journey.browser, {
            viewport: { width: size.width, height: size.height },
          });
          const page = await context.newPage();

          // The landing banner sits above the first page without covering it. Trade is asked
          // for first, so a client lands there too (their own landing is the portfolio).
          await page.goto(`${journey.server.url}/`);
          await page.waitForURL('**/login');
          await expectNoFaults(page, 'login');
          await submitLogin(page, demo.userId, DEMO_PASSWORD, demo.broker);
          await landingBanner(page).waitFor();
          await settle(page);
          await page
            .getByRole('button', { name: /^SELL \d/ })
            .first()
            .waitFor();
          await expectNoFaults(page, 'trade page with the landing banner');
          const bar = await topBarAndMenu(page);
          assert.ok(bar.barPx <= size.topBarMaxPx, `top bar ${bar.barPx} px high`);
          await screenshot(page, `layout-${size.name}-${demo.level}-trade`, { fullPage: false });
          await landingBanner(page).getByRole('button').click();

          for (const entry of await menuPages(page, size)) {
            await visit(page, size, entry);
            await expectNoFaults(page, entry);
            const themedPage = `${demo.broker ?? 'default'}: ${entry}`;
            if (!accessibilityChecked.has(themedPage)) {
              accessibilityChecked.add(themedPage);
              await assertAccessible(page, `${entry} (${demo.level}, ${size.name})`);
            }
            if (size.name === 'laptop') {
              // Scrolled down, the sticky menu still starts below the sticky top bar.
              await page.mouse.wheel(0, 2_000);
              assert.ok((await topBarAndMenu(page)).clear, `menu below the top bar on ${entry}`);
            }
          }
          await context.close();
        });
      }
    }

    if (sizeName === 'laptop')
      it('fits the tiles and their figures at every width from 900 to 2560 px', async () => {
        const context = await newContext(journey.browser, {
          viewport: { width: 1440, height: 900 },
        });
        const page = await context.newPage();
        await signIn(page, journey.server.url, 'client@demo.emas.id');
        await page
          .getByRole('article')
          .filter({ hasText: 'DG1' })
          .getByText(/^Rp \d/)
          .first()
          .waitFor();
        for (const width of TILE_WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await expectNoFaults(page, `trade page at ${width} px`);
          await screenshot(page, `layout-tiles-${width}`, { fullPage: false });
        }
        await context.close();
      });
  });
};
