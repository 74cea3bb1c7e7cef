/**
 * Proves the trade confirmation end to end (spec 002 sections 2, 7 and 8): a client signed in
 * in Chromium buys DG1 at market against the market maker; the transaction_invoice call gives
 * the client the PDF of that trade (it starts with %PDF- and has 4 pages); /invoice, opened in a
 * browser that never signed in, shows the four A4 pages from the address's token and prints to
 * a 4-page PDF; the same address with a made-up token shows only an error. Screenshots of
 * /invoice at 1440x900 and 390x844 land in e2e/artifacts.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { inflateSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from '../support/axe.ts';
import { newContext, newPage, screenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { signIn } from '../support/sign-in.ts';
import { buyOneLotAtMarket } from '../support/trading.ts';

const DG1 = 5;

/** Page objects of a PDF (`/Type /Page`, not `/Pages`); neither pdfkit nor Chromium packs them. */
const pageCount = (pdf: Buffer): number =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;

/** The text runs a pdfkit PDF shows (hex strings of its flate-compressed page streams). */
const pdfText = (pdf: Buffer): string => {
  const runs: string[] = [];
  const source = pdf.toString('latin1');
  // Each stream's bytes are as many as its /Length says: compressed data may end in \r.
  for (const match of source.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const data = source.slice(start, start + Number(match[1]));
    const content = inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
    for (const [, run = ''] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...run.matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
      runs.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return runs.join('\n');
};

const ARTIFACTS = resolve(import.meta.dirname, '..', 'artifacts');

/** Keeps a PDF beside the screenshots, for a person to open. */
const keep = (name: string, pdf: Buffer): void => {
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(resolve(ARTIFACTS, name), pdf);
};

const dataDir = mkdtempSync(join(tmpdir(), 'emas-confirmation-'));
const databasePath = join(dataDir, 'emas.db');

/** The signed-in page's own API call, with its session's bearer token. */
const callAsUser = (page: Page, path: string, body: object) =>
  page.evaluate(
    async ({ path, body }) => {
      const token = localStorage.getItem('emas.token');
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { path, body },
  );

/**
 * The id of the client's newest trade, read from the server's database file: no call lists
 * trades yet (the reports' transactions call will carry it as orderMatchId).
 */
const newestTradeOf = (email: string): string => {
  const db = new DatabaseSync(databasePath, { readOnly: true });
  try {
    const row = db
      .prepare(
        `select t.id from trades t join accounts a on a.id = t.buyer_account_id
          where a.email = ? order by t.sequence desc limit 1`,
      )
      .get(email) as { id: string } | undefined;
    assert.ok(row, 'the client has a trade');
    return row.id;
  } finally {
    db.close();
  }
};

describe('trade confirmation journey', () => {
  const journey = useJourney({ DATABASE_URL: `sqlite:${databasePath}` });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('downloads the PDF of a trade, shows /invoice without sign-in and prints four pages', async () => {
    const page = await newPage(journey.browser);
    await signIn(page, journey.server.url, 'client@demo.emas.id');
    await buyOneLotAtMarket(page, DG1);
    const tradeId = newestTradeOf('client@demo.emas.id');

    const invoice = await callAsUser(page, '/v2/igx/reports/pdf/transaction_invoice', {
      order_match_id: tradeId,
      direction: 'buy',
    });
    assert.equal(invoice.status, 200);
    const pdf = Buffer.from(invoice.json.body.data as number[]);
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.equal(pageCount(pdf), 4, 'the PDF has four pages');
    keep('trade-confirmation.pdf', pdf);

    const token = await page.evaluate(() => localStorage.getItem('emas.token'));
    assert.ok(token);
    const address = `${journey.server.url}/invoice?order_match_id=${tradeId}&direction=buy&token=${token}`;

    // A browser that never signed in: only the address's token opens the document.
    const context = await newContext(journey.browser, { viewport: { width: 1440, height: 900 } });
    const guest = await context.newPage();
    await guest.goto(address);
    const sheets = guest.getByRole('article');
    await sheets.nth(3).waitFor();
    assert.equal(await sheets.count(), 4);
    for (const [index, sheet] of (await sheets.all()).entries()) {
      assert.equal(await sheet.getAttribute('aria-label'), `Page ${index + 1}/4`);
    }
    await sheets.first().getByText('Citra Lestari').first().waitFor();
    await sheets.nth(1).getByText('Immediate settlement by payment').waitFor();
    // The page and the PDF show the same document: its id and both versions' totals.
    const text = pdfText(pdf);
    for (const index of [1, 3]) {
      const total = await sheets.nth(index).locator('.confirmation-strong dd').innerText();
      assert.ok(text.includes(total), `the PDF shows the total ${total}`);
    }
    const footer = await sheets.first().locator('footer span').innerText();
    assert.ok(text.includes(footer), `the PDF shows ${footer}`);
    await assertAccessible(guest, 'invoice');
    await screenshot(guest, 'invoice-1440');

    const printed = await guest.pdf({
      format: 'A4',
      printBackground: true,
      preferCSSPageSize: true,
    });
    assert.equal(printed.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.equal(pageCount(printed), 4, 'Chromium prints four pages');
    keep('invoice-print.pdf', printed);

    await guest.setViewportSize({ width: 390, height: 844 });
    await sheets.nth(3).waitFor();
    const overflow = await guest.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, `no sideways scrolling at 390 px (${overflow} px)`);
    await screenshot(guest, 'invoice-390');

    await guest.goto(address.replace(`token=${token}`, `token=${'x'.repeat(40)}`));
    await guest
      .getByRole('alert')
      .getByText('Dokumen tidak dapat ditampilkan', { exact: false })
      .waitFor();
    assert.equal(await guest.getByRole('article').count(), 0, 'a refused token shows nothing');
    await assertAccessible(guest, 'invoice-refused');
    await screenshot(guest, 'invoice-refused-390');
    await context.close();
  });
});
