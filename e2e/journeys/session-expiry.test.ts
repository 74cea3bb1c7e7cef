import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertAccessible } from '../support/axe.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { DEMO_PASSWORD, signInWithForm, submitLogin } from '../support/sign-in.ts';

const IDLE_MS = 6_000;

describe('session expiry journey', () => {
  // The token refresh runs well inside the idle time, as 90 s does inside 15 minutes.
  const journey = useJourney({ SESSION_IDLE_MS: String(IDLE_MS), TOKEN_REFRESH_MS: '2000' });

  it('ends an idle session with the spec notice and returns to the page after signing in again', async () => {
    const page = await newPage(journey.browser);
    await signInWithForm(page, journey.server.url, 'client@demo.emas.id');
    await page
      .getByRole('navigation', { name: 'Menu utama' })
      .getByRole('link', { name: 'Reports' })
      .click();
    await page.waitForURL(/\/reports$/);
    const startedIdleAt = Date.now();

    const notice = page.getByRole('alertdialog').filter({ hasText: 'Your session has expired' });
    await notice.waitFor();
    assert.ok(Date.now() - startedIdleAt >= IDLE_MS - 1_000, 'not before the idle time has passed');
    await assertAccessible(page, 'session-expired');
    await screenshot(page, 'session-expired');
    await notice.getByRole('button').first().click();
    await page.waitForURL(/\/login/);

    await submitLogin(page, 'client@demo.emas.id', DEMO_PASSWORD);
    await page.waitForURL(/\/reports$/);
    await page.context().close();
  });

  it('keeps an active session alive past the idle time', async () => {
    const page = await newPage(journey.browser);
    await signInWithForm(page, journey.server.url, 'client2@demo.emas.id');
    const until = Date.now() + IDLE_MS * 2;
    for (let step = 0; Date.now() < until; step += 1) {
      await page.mouse.move(100 + (step % 50) * 5, 200);
      await page.waitForTimeout(1_000);
    }
    assert.equal(await page.getByText('Your session has expired').count(), 0);
    const balanceAnswer = page.waitForResponse((response) => response.url().includes('/balance'));
    await page.getByRole('button', { name: 'Muat ulang saldo' }).click();
    const body = (await (await balanceAnswer).json()) as { status?: number };
    assert.notEqual(body.status, 498, 'the server still honours the session');
    await page.getByRole('button', { name: /Saldo dapat dimuat ulang lagi dalam/ }).waitFor();
    assert.equal(await page.getByText('Your session has expired').count(), 0);
    await page.context().close();
  });
});
