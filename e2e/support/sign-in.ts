import type { Locator, Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Emas#2026';

/** Fills the login form and submits it; the caller checks where that led. */
export const submitLogin = async (
  page: Page,
  userId: string,
  password: string,
  broker = 'ABI KB - METALGO+',
): Promise<void> => {
  await page.getByLabel('Email atau nomor HP').fill(userId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Perantara perdagangan').selectOption({ label: broker });
  await page.getByRole('button', { name: 'Login', exact: true }).click();
};

/** The landing banner a sign-in raises above the page: greeting and promotion (it blocks nothing). */
export const landingBanner = (page: Page): Locator =>
  page.getByRole('region', { name: 'Promo dan sambutan' });

/**
 * Signs in on the way to Trade, waits for the landing banner and closes it. Trade is asked for
 * first (the guard sends the visitor to the login page and keeps it as the next URL), so every
 * level lands there, a client too, whose own landing is the portfolio (portfolio-home).
 */
export const signIn = async (
  page: Page,
  baseUrl: string,
  userId: string,
  broker?: string,
): Promise<void> => {
  await page.goto(`${baseUrl}/`);
  await page.waitForURL('**/login');
  await submitLogin(page, userId, DEMO_PASSWORD, broker);
  const welcome = landingBanner(page);
  await welcome.getByRole('button', { name: 'Tutup banner promo' }).click();
  await welcome.waitFor({ state: 'hidden' });
};

/** The sidebar's entries as the user reads them, top to bottom. */
export const sidebarEntries = async (page: Page): Promise<string[]> => {
  const sidebar = page.getByRole('navigation', { name: 'Menu utama' });
  await sidebar.getByRole('link', { name: 'Trade', exact: true }).waitFor();
  return (await sidebar.getByRole('listitem').allInnerTexts()).map((text) => text.trim());
};

/** Signs out from the sidebar's Logout, answering its question, and waits for the login page. */
export const signOut = async (page: Page): Promise<void> => {
  const sidebar = page.getByRole('navigation', { name: 'Menu utama' });
  await sidebar.getByRole('button', { name: 'Logout' }).click();
  await page
    .getByRole('alertdialog')
    .filter({ hasText: 'Are you sure want to logout?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await page.waitForURL(/\/login/);
};
