import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** What `pattern` finds in the newest message the development mailbox shows for `to`. */
const fromNewestMessage = async (
  page: Page,
  baseUrl: string,
  to: string,
  pattern: RegExp,
): Promise<string | undefined> => {
  const mailbox = await page.context().newPage();
  await mailbox.goto(`${baseUrl}/dev/mailbox`);
  const newest = mailbox.getByRole('article').filter({ hasText: to }).first();
  await newest.waitFor();
  const found = pattern.exec(await newest.innerText())?.[1];
  await mailbox.close();
  return found;
};

/** The newest six-digit code the development mailbox shows for `to`, read in a tab of its own. */
export const codeFromMailbox = async (page: Page, baseUrl: string, to: string): Promise<string> => {
  const code = await fromNewestMessage(page, baseUrl, to, /\b(\d{6})\b/);
  assert.ok(code, `the mailbox shows a code for ${to}`);
  return code;
};

/** The first link of the newest message for `to` (a correction's, a set-password's). */
export const linkFromMailbox = async (page: Page, baseUrl: string, to: string): Promise<string> => {
  const link = await fromNewestMessage(page, baseUrl, to, /(https?:\/\/\S+)/);
  assert.ok(link, `the mailbox shows a link for ${to}`);
  return link;
};

/** Types a code into the six OTP boxes and sends it with the step's button. */
export const typeCode = async (page: Page, code: string, send: string): Promise<void> => {
  await page.getByRole('textbox', { name: 'Digit 1 dari 6' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: send }).click();
};
