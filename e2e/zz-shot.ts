import { launchBrowser } from './support/browser.ts';
import { startServer } from './support/server.ts';
import { DEMO_PASSWORD, submitLogin } from './support/sign-in.ts';

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const [width, height] of [[1440, 900], [390, 844]] as const) {
    const context = await browser.newContext({ viewport: { width, height } });
    await context.addInitScript(() => window.localStorage.setItem('emas.language', 'id'));
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${server.url}/login`);
    await submitLogin(page, 'client@demo.emas.id', DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const tile = page.getByRole('article').filter({ hasText: 'DG1' }).filter({ hasText: 'Emas 1 gram' }).first();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('article')).some((t) => /\d\.\d{3},\d{2}/.test(t.textContent ?? '')),
    );
    await tile.getByRole('button', { name: /BUY|BELI/ }).first().click();
    const ticket = page.getByRole('dialog', { name: 'Tiket Order' });
    await ticket.getByRole('tab', { name: 'Limit' }).click();
    const price = ticket.getByRole('textbox', { name: 'Harga limit (Rp per lot)' });
    await price.fill('');
    await price.pressSequentially(process.argv[2] ?? '1.100.000,50');
    await price.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/scratch/ticket-${width}.png` });
    if (process.argv[3] === 'review') {
      await ticket.getByRole('button', { name: 'Review Order' }).click();
      await page.getByRole('dialog', { name: 'Review Order' }).waitFor();
      await page.screenshot({ path: `/tmp/scratch/review-${width}.png` });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
