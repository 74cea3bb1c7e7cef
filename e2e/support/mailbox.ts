import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** The newest six-digit code the development mailbox shows for `to`, read in a tab of its own. */
export const codeFromMailbox = async (page: Page, baseUrl: string, to: string): Promise<string> => {
  const mailbox = await page.context().newPage();
  await mailbox.goto(`${baseUrl}/dev/mailbox`);
  const newest = mailbox.getByRole('article').filter({ hasText: to }).first();
  await newest.waitFor();
  const code = /\b(\d{6})\b/.exec(await newest.innerText())?.[1];
  await mailbox.close();
  assert.ok(code, `the mailbox shows a code for ${to}`);
  return code;
};

/** Types a code into the six OTP boxes and sends it with the step's button. */
export const typeCode = async (page: Page, code: string, send: string): Promise<void> => {
  await page.getByRole('textbox', { name: 'Digit 1 dari 6' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: send }).click();
};
