import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './sign-in.ts';

export const DEMO_OPERATOR_EMAIL = 'operator@demo.emas.id';

/**
 * Signs a demo operator in to the console at /operator (its own sign-in, not an account's): the
 * one with every role, or another demo staff member by e-mail and name.
 */
export const signInOperator = async (
  page: Page,
  baseUrl: string,
  staff: { email: string; name: string } = { email: DEMO_OPERATOR_EMAIL, name: 'Dewi Operator' },
): Promise<void> => {
  await page.goto(`${baseUrl}/operator`);
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.getByText(`Masuk sebagai ${staff.name}`).waitFor();
};

/** Opens a desk from the console's menu and answers its table. */
export const openDesk = async (page: Page, entry: string, table: string): Promise<Locator> => {
  await page
    .getByRole('navigation', { name: 'Menu konsol' })
    .getByRole('link', { name: entry })
    .click();
  const desk = page.getByRole('table', { name: table });
  await desk.waitFor().catch(async (error: unknown) => {
    await page.screenshot({ path: 'e2e/artifacts/operator-desk-failure.png' });
    throw error;
  });
  return desk;
};

/** The desk's row that holds `text`, once the list shows it. */
export const deskRow = async (desk: Locator, text: string): Promise<Locator> => {
  const row = desk.getByRole('row').filter({ hasText: text });
  await row.first().waitFor();
  return row.first();
};

/** Waits for the desk to say its last action went through. */
export const actionDone = async (page: Page, text: RegExp | string): Promise<void> => {
  await page.getByRole('status').filter({ hasText: text }).waitFor();
};
