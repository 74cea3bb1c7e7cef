import { createHash } from 'node:crypto';
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
 * Signs in through the login form on the way to Trade, waits for the landing banner and closes
 * it. Trade is asked for first (the guard sends the visitor to the login page and keeps it as
 * the next URL), so every level lands there, a client too, whose own landing is the portfolio
 * (portfolio-home). For the journeys about signing in; the others use `signIn`.
 */
export const signInWithForm = async (
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

/** The app names of the login form's brokers. */
const APP_NAMES: Readonly<Record<string, string>> = {
  'ABI KB - METALGO+': 'metalgo',
  'ABI KB - PospayGold': 'pospaygold',
};

/** Where a sign-in comes from, as the login form reports it. */
const LOCATION_HEADERS = {
  Latitude: '-6.2',
  Longitude: '106.8',
  City: 'Jakarta',
  Region: 'Jakarta',
  Country: 'ID',
  'IP-Address': '203.0.113.7',
};

type AuthAnswer = Record<
  | 'token'
  | 'user_id'
  | 'broker_id'
  | 'bank_type'
  | 'app_name'
  | 'email'
  | 'phone_number'
  | 'fullname'
  | 'level'
  | 'hin',
  string | null
>;

/** The login form's own call, POST /v2/user/auth, made from the journey: its answer. */
export const authenticate = async (
  baseUrl: string,
  email: string,
  appName = 'metalgo',
): Promise<AuthAnswer> => {
  const answer = await fetch(`${baseUrl}/v2/user/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...LOCATION_HEADERS },
    body: JSON.stringify({
      email,
      password: createHash('sha256').update(DEMO_PASSWORD).digest('hex'),
      app_name: appName,
      clientCaptchaKey: '',
    }),
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${await answer.text()}`);
  return (await answer.json()) as AuthAnswer;
};

/**
 * Signs in without the login page, for the journeys about what follows it (the login page is a
 * sixth of a journey's browser time, and the sign-in journeys walk it): the sign-in call's
 * answer is stored the way the web app stores it (apps/web/src/lib/session.ts saveSession),
 * then Trade opens.
 */
export const signIn = async (
  page: Page,
  baseUrl: string,
  email: string,
  broker = 'ABI KB - METALGO+',
): Promise<void> => {
  const auth = await authenticate(baseUrl, email, APP_NAMES[broker]);
  // Any page of the origin gives its storage; the icon loads no script.
  await page.goto(`${baseUrl}/favicon.svg`);
  await page.evaluate((answer) => {
    const items: Record<string, string | null> = {
      'emas.token': answer.token,
      'emas.user_id': answer.user_id,
      'emas.broker_id': answer.broker_id,
      'emas.bank_type': answer.bank_type,
      'emas.app_name': answer.app_name,
      'emas.email': answer.email,
      'emas.phone_number': answer.phone_number,
      'emas.fullname': answer.fullname,
      'emas.level': answer.level,
      'emas.hin': answer.hin,
    };
    for (const [key, value] of Object.entries(items)) {
      if (value !== null) localStorage.setItem(key, value);
    }
    const now = Date.now();
    localStorage.setItem('emas.session_expires_at', String(now + 900_000));
    localStorage.setItem('emas.token_refresh_at', String(now + 90_000));
  }, auth);
  await page.goto(`${baseUrl}/`);
  await page.getByRole('navigation', { name: 'Menu utama' }).waitFor();
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
