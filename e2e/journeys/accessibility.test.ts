/**
 * Proves the main pages have no serious or critical accessibility fault by axe-core at 1440
 * pixels wide: login, trade, reports, transfer and settings, each once its data has loaded.
 */
import { describe, it } from 'node:test';
import { assertAccessible } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { WIDE } from '../support/layout.ts';
import { DEMO_PASSWORD, submitLogin } from '../support/sign-in.ts';

describe('accessibility journey', () => {
  const journey = useJourney();

  it('finds no serious or critical fault on login, portfolio, trade, reports, transfer and settings', async () => {
    const page = await newPage(journey.browser);
    await page.setViewportSize(WIDE);
    await page.goto(`${journey.server.url}/login`);
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await assertAccessible(page, 'login');

    await submitLogin(page, 'client@demo.emas.id', DEMO_PASSWORD);
    await page.getByRole('navigation', { name: 'Menu utama' }).waitFor();
    await page.getByRole('heading', { name: 'Portofolio', level: 1 }).waitFor();
    await assertAccessible(page, 'portfolio');

    await page.goto(`${journey.server.url}/`);
    await page.getByRole('heading', { name: 'Kontrak emas' }).waitFor();
    await assertAccessible(page, 'trade');

    await page.goto(`${journey.server.url}/reports`);
    await page.getByRole('tab', { name: 'ORDERS', selected: true }).waitFor();
    await page.getByRole('region', { name: 'Order' }).waitFor();
    await assertAccessible(page, 'reports');

    await page.goto(`${journey.server.url}/transfer`);
    await page.getByRole('tab', { name: 'Cash', selected: true }).waitFor();
    await assertAccessible(page, 'transfer');

    await page.goto(`${journey.server.url}/settings?tab=account`);
    await page.getByRole('tab', { name: 'ACCOUNT', selected: true }).waitFor();
    await assertAccessible(page, 'settings');
    await page.context().close();
  });
});
