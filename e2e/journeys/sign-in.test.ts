import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertAccessible } from '../support/axe.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { signInWithForm, sidebarEntries, submitLogin } from '../support/sign-in.ts';

const EVERY_ENTRY = [
  'Trade',
  'Trading Chart',
  'Peringatan Harga',
  'Nabung rutin',
  'Reports',
  'Transfer',
  'RRS',
  'Withdrawal',
  'Market Insight',
  'News',
  'Support',
  'Settings',
  'E-Warrant',
  'Logout',
];
const without = (...hidden: string[]) => EVERY_ENTRY.filter((entry) => !hidden.includes(entry));

// The fm's menu and balance are the ib's (sidebar.test.tsx holds every level's menu).
// Spec 000 section 6: Transfer for client and lp of the default broker; Withdrawal (development
// only) for client and lp outside pospaygold; the balance hidden for ib, fm and pospaygold. The
// portfolio home (issue 23) is a client's, first in their menu; recurring buys are for those
// who may place orders (clients of the default broker).
const DEMO_LEVELS = [
  {
    level: 'client',
    userId: 'client@demo.emas.id',
    hin: 'PC00000001',
    entries: ['Portofolio', ...EVERY_ENTRY],
    balance: true,
  },
  {
    level: 'client of pospaygold',
    userId: 'pospay@demo.emas.id',
    broker: 'ABI KB - PospayGold',
    hin: 'PC00000003',
    entries: ['Portofolio', ...without('Nabung rutin', 'Transfer', 'Withdrawal')],
    balance: false,
  },
  {
    level: 'ib',
    userId: '081200000004',
    hin: 'IB00000001',
    entries: without('Nabung rutin', 'Transfer', 'Withdrawal'),
    balance: false,
  },
  {
    level: 'lp',
    userId: 'lp@demo.emas.id',
    hin: 'LP00000001',
    entries: without('Nabung rutin'),
    balance: true,
  },
  {
    level: 'ccp',
    userId: 'ccp@demo.emas.id',
    hin: null,
    entries: without('Nabung rutin', 'Transfer', 'Withdrawal'),
    balance: true,
  },
];

describe('sign-in journeys', () => {
  const journey = useJourney();

  for (const demo of DEMO_LEVELS) {
    it(`signs in as ${demo.level} and shows that level's sidebar`, async () => {
      const page = await newPage(journey.browser);
      await signInWithForm(page, journey.server.url, demo.userId, demo.broker);
      assert.deepEqual(await sidebarEntries(page), demo.entries);
      await page.getByRole('heading', { name: 'Trade', level: 1 }).waitFor();
      const topBar = page.getByRole('banner');
      if (demo.hin) await topBar.getByText(demo.hin).first().waitFor();
      assert.equal(
        await topBar.getByText('Saldo rekening', { exact: true }).isVisible(),
        demo.balance,
      );
      await screenshot(page, `sign-in-${demo.level.replaceAll(' ', '-')}`);
      await page.context().close();
    });
  }

  it('answers a wrong password with the spec message and stays on the login page', async () => {
    const page = await newPage(journey.browser);
    await page.goto(`${journey.server.url}/login`);
    await submitLogin(page, 'client@demo.emas.id', 'Salah#2026');
    await page.getByText('ENSURE YOUR EMAIL AND PASSWORD ARE CORRECT').waitFor();
    assert.match(page.url(), /\/login$/);
    await assertAccessible(page, 'sign-in-wrong-password');
    await screenshot(page, 'sign-in-wrong-password');
    await page.context().close();
  });

  it('asks before logging out and signs out only on Yes', async () => {
    const page = await newPage(journey.browser);
    await signInWithForm(page, journey.server.url, 'client2@demo.emas.id');
    const sidebar = page.getByRole('navigation', { name: 'Menu utama' });
    await sidebar.getByRole('button', { name: 'Logout' }).click();
    const question = page
      .getByRole('alertdialog')
      .filter({ hasText: 'Are you sure want to logout?' });
    await assertAccessible(page, 'logout-question');
    await screenshot(page, 'logout-question');
    await question.getByRole('button', { name: 'cancel' }).click();
    await question.waitFor({ state: 'hidden' });
    assert.doesNotMatch(page.url(), /\/login/);

    await sidebar.getByRole('button', { name: 'Logout' }).click();
    await question.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(/\/login/);
    await page.goto(`${journey.server.url}/reports`);
    await page.waitForURL(/\/login/);
    await page.context().close();
  });

  it('remembers English once chosen', async () => {
    const page = await newPage(journey.browser);
    await page.goto(`${journey.server.url}/login`);
    await page.getByRole('radio', { name: 'EN (English)', exact: true }).click();
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    await page.context().close();
  });
});
