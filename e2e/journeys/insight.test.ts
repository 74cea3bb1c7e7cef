/**
 * Insight journey: a client reads market insight from our own data (gold per gram and per
 * ounce in rupiah and dollars, the rate, the calendar, no third-party frame), uploads a real
 * video on /UploadVideo with the loader and progress showing, and has an executable renamed
 * .mp4 refused by its bytes; an operator plays the upload in the console's Videos desk and
 * publishes it; the client's trade page then plays it in its video frame. Market insight,
 * upload and e-warrant pass the layout check at 1440 and 390 pixels wide (the e-warrant table
 * scrolls in its own box) and the accessibility scan.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { assertAccessible } from '../support/axe.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { lookAtWidths } from '../support/layout.ts';
import { signInOperator } from '../support/operator.ts';
import { DEMO_PASSWORD, submitLogin } from '../support/sign-in.ts';

const EMAIL = 'client@demo.emas.id';
const VIDEO_PATH = resolve(import.meta.dirname, '..', 'fixtures', 'sample-video.webm');
const TITLE = `Pembukaan pasar ${Date.now()}`;
/** How long the upload's answer is held, so the loader and progress can be seen. */
const UPLOAD_HOLD_MS = 1_000;

const signIn = async (page: Page, baseUrl: string): Promise<void> => {
  await page.goto(`${baseUrl}/login`);
  await submitLogin(page, EMAIL, DEMO_PASSWORD);
  await page.getByRole('navigation', { name: 'Menu utama' }).waitFor();
  const close = page.getByRole('button', { name: 'Tutup pesan selamat datang' });
  if (await close.isVisible()) await close.click();
};

/** Waits until the player has decoded a frame of its video: the stream really played. */
const waitForPlayable = async (video: Locator): Promise<void> => {
  await video.waitFor();
  await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<void>((done, fail) => {
        if (element.readyState >= 2) return done();
        element.addEventListener('loadeddata', () => done(), { once: true });
        element.addEventListener('error', () => fail(new Error('the video did not load')), {
          once: true,
        });
      }),
  );
};

describe('insight journey', () => {
  // Uploads go to a folder of the journey's own, removed afterwards.
  const uploadDir = mkdtempSync(join(tmpdir(), 'emas-e2e-videos-'));
  after(() => rmSync(uploadDir, { recursive: true, force: true }));
  // The exchange's own hours, so the calendar shows its closures and the coming holiday.
  // The demo client is allowed to upload, as a broker would ask the operators for its staff.
  const journey = useJourney({
    MARKET_HOURS: 'exchange',
    UPLOAD_DIR: uploadDir,
    VIDEO_UPLOADERS: 'PC00000001',
  });

  it('shows our market data, takes a video, and plays it in the console and the trade page', async () => {
    const { url } = journey.server;
    const client = await newPage(journey.browser);
    await signIn(client, url);

    // Market insight from the sidebar: our figures, the calendar, and no widget frame.
    await client
      .getByRole('navigation', { name: 'Menu utama' })
      .getByRole('link', { name: 'Market Insight' })
      .click();
    const gold = client.getByRole('region', { name: 'Emas', exact: true });
    await gold.waitFor();
    const idrPerGram = await gold
      .getByText(/^Rp [\d.]+,\d{2}$/)
      .first()
      .innerText();
    const answer = await client.evaluate(async () => {
      const token = localStorage.getItem('emas.token') ?? '';
      const response = await fetch('/v2/market/insight', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return (await response.json()) as { data: { gold: { idr_per_gram: string } } };
    });
    assert.match(idrPerGram, /^Rp \d{1,3}(\.\d{3})*,\d{2}$/);
    // The reference price walks every second, so the page's figure and the call's are a few
    // seconds apart: the same figure within a tenth of a percent.
    const shownSen = BigInt(idrPerGram.replace(/[^\d]/g, ''));
    const servedSen = BigInt(answer.data.gold.idr_per_gram.replace('.', ''));
    const gap = shownSen > servedSen ? shownSen - servedSen : servedSen - shownSen;
    assert.ok(gap * 1000n < servedSen, `${idrPerGram} is not ${answer.data.gold.idr_per_gram}`);
    await client.getByText('$', { exact: false }).first().waitFor();
    await client.getByRole('list', { name: 'Kalender pasar' }).waitFor();
    assert.equal(await client.locator('iframe').count(), 0);
    await lookAtWidths(client, 'insight-market');
    await assertAccessible(client, 'market insight');

    // The upload: the answer is held a moment so the loader and progress show.
    await client.goto(`${url}/UploadVideo`);
    await client.route('**/v2/admin/upload/video', async (route) => {
      await new Promise((wake) => setTimeout(wake, UPLOAD_HOLD_MS));
      await route.continue();
    });
    await client.getByLabel('Judul').fill(TITLE);
    await client.getByLabel('Deskripsi').fill('Rekaman uji dari perjalanan insight.');
    await client.getByLabel('File video').setInputFiles(VIDEO_PATH);
    await client.getByRole('button', { name: 'SUBMIT' }).click();
    await client.getByRole('progressbar', { name: 'Kemajuan unggahan' }).waitFor();
    assert.equal(await client.getByRole('button', { name: 'SUBMIT' }).isDisabled(), true);
    await screenshot(client, 'insight-upload-progress');
    await client.getByText(`Video "${TITLE}" berhasil diunggah.`).waitFor();
    await client.unroute('**/v2/admin/upload/video');

    // An executable renamed .mp4 is refused by its bytes, whatever its name and type say.
    const executable = Buffer.alloc(2048);
    executable.write('MZ', 0, 'latin1');
    executable.writeUInt32LE(0x80, 0x3c);
    executable.write('PE\0\0', 0x80, 'latin1');
    await client.getByLabel('Judul').fill('Bukan video');
    await client
      .getByLabel('File video')
      .setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: executable });
    await client.getByRole('button', { name: 'SUBMIT' }).click();
    await client
      .getByRole('alert')
      .filter({ hasText: 'File bukan video yang kami terima' })
      .waitFor();
    await lookAtWidths(client, 'insight-upload');
    await assertAccessible(client, 'video upload');

    // The operator plays the upload in the Videos desk and publishes it.
    const operator = await newPage(journey.browser);
    await signInOperator(operator, url);
    await operator
      .getByRole('navigation', { name: 'Menu konsol' })
      .getByRole('link', { name: 'Video', exact: true })
      .click();
    const item = operator
      .getByRole('list', { name: 'Video yang diunggah' })
      .getByRole('listitem')
      .filter({ hasText: TITLE });
    await item.getByRole('button', { name: 'Putar' }).click();
    await waitForPlayable(item.locator('video'));
    await item.getByRole('button', { name: 'Terbitkan' }).click();
    await operator.getByRole('status').filter({ hasText: 'Video diterbitkan' }).waitFor();
    await screenshot(operator, 'insight-videos-desk');

    // The client's trade page plays it in its video frame.
    await client.goto(`${url}/`);
    const frames = client.getByRole('region', { name: 'Siaran langsung', exact: true });
    await frames.scrollIntoViewIfNeeded();
    const player = frames.locator('video');
    await waitForPlayable(player);
    assert.equal(await player.getAttribute('title'), TITLE);
    await frames.getByRole('button', { name: 'Muat ulang' }).click();
    await waitForPlayable(frames.locator('video'));
    for (const [label, size] of [
      ['1440', { width: 1440, height: 900 }],
      ['390', { width: 390, height: 844 }],
    ] as const) {
      await client.setViewportSize(size);
      await frames.scrollIntoViewIfNeeded();
      await screenshot(client, `insight-trade-frames-${label}`, { fullPage: false });
    }
    await client.setViewportSize({ width: 1440, height: 900 });

    // The e-warrant list: the spec's columns, its table scrolling in its own box at 390.
    await client.goto(`${url}/e-warrant`);
    await client.getByRole('columnheader', { name: 'Warrant Number' }).waitFor();
    await client.getByText('No data available in table').waitFor();
    await lookAtWidths(client, 'insight-e-warrant');
    await assertAccessible(client, 'e-warrant');
  });
});
