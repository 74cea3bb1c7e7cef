/**
 * Proves the real market feeds against a local stub that speaks each provider's documented
 * contract. GoldAPI: GET /api/XAU/USD with the x-access-token header; the price's own digits
 * become cents (never a float) and the gram prices follow at the rate. Frankfurter: GET
 * /v1/latest?base=USD&symbols=IDR; the rate becomes whole rupiah, buy and sell alike, with its
 * next fetch a poll away. A refusal, a 5xx (the GET sent once more) or no answer in time keeps
 * the last figure, is reported, and is read again a minute later, by the manual clock.
 */
import { gramPriceIdrSen, gramPriceUsdMicros } from '@emas/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.ts';
import { type ProviderStub, startProviderStub } from '../test-support/provider-stub.ts';
import { FEED_RETRY_MS } from './polled-feed.ts';
import { createFrankfurterRateFeed } from './frankfurter-stream-rate.ts';
import { createGoldApiReferenceFeed } from './goldapi-reference-feed.ts';
import type { ReferenceQuote } from './reference-feed.ts';

const START_MS = Date.UTC(2026, 10, 27, 3, 0, 0);
const POLL_MS = 3_600_000;
const API_KEY = 'goldapi-stub-key';

/** A GoldAPI answer, with the price written as its text so its digits reach the adapter. */
const goldAnswer = (price: string) => ({
  status: 200,
  text: `{"timestamp":1764212400,"metal":"XAU","currency":"USD","exchange":"FOREXCOM","symbol":"FOREXCOM:XAUUSD","price":${price},"ask":${price},"bid":${price},"ch":1.5,"chp":0.06}`,
});

const frankfurterAnswer = (idr: string) => ({
  status: 200,
  text: `{"amount":1.0,"base":"USD","date":"2026-11-26","rates":{"IDR":${idr}}}`,
});

describe('market feeds from providers', () => {
  let stub: ProviderStub;
  const errors: string[] = [];
  const clock = manualClock(START_MS);
  const onError = (error: unknown) => errors.push((error as Error).message);

  beforeAll(async () => {
    stub = await startProviderStub();
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    stub.reset();
    errors.length = 0;
  });

  const rateFeed = (timeoutMs = 5_000) =>
    createFrankfurterRateFeed({
      clock,
      baseUrl: stub.url,
      timeoutMs,
      pollMs: POLL_MS,
      initialIdrPerUsd: 14_000n,
      onError,
    });

  const goldFeed = (timeoutMs = 5_000) =>
    createGoldApiReferenceFeed({
      clock,
      apiKey: API_KEY,
      baseUrl: stub.url,
      timeoutMs,
      pollMs: 60_000,
      initialCents: 265_000n,
      rateFeed: rateFeed(),
      onError,
    });

  it('reads XAU/USD from GoldAPI as documented, exactly to the cent', async () => {
    stub.reply(goldAnswer('2650.355'));
    const feed = goldFeed();
    const seen: ReferenceQuote[] = [];
    feed.subscribe((quote) => seen.push(quote));
    expect(await feed.pollIfDue()).toBe(true);
    const [sent] = stub.requests;
    expect(`${sent?.method} ${sent?.path}`).toBe('GET /api/XAU/USD');
    expect(sent?.headers['x-access-token']).toBe(API_KEY);
    const expected = {
      xauUsdCentsPerOunce: 265_036n,
      idrSenPerGram: gramPriceIdrSen(265_036n, 14_000n),
      usdMicrosPerGram: gramPriceUsdMicros(265_036n),
      atMs: clock.now(),
    };
    expect(feed.current()).toEqual(expected);
    expect(seen).toEqual([expected]);
    // Not due again until the poll interval has passed.
    expect(await feed.pollIfDue()).toBe(false);
    expect(stub.requests).toHaveLength(1);
  });

  it('keeps the last gold price on a refusal and reads again a minute later', async () => {
    const feed = goldFeed();
    stub.reply({ status: 403, json: { error: 'Invalid API Key' } });
    expect(await feed.pollIfDue()).toBe(false);
    expect(feed.current().xauUsdCentsPerOunce).toBe(265_000n);
    expect(errors).toEqual(['GoldAPI gave no XAU/USD price (HTTP 403: Invalid API Key)']);
    expect(errors.join()).not.toContain(API_KEY);
    expect(await feed.pollIfDue()).toBe(false);
    expect(stub.requests).toHaveLength(1);
    clock.advance(FEED_RETRY_MS);
    stub.reply(goldAnswer('2700'));
    expect(await feed.pollIfDue()).toBe(true);
    expect(feed.current().xauUsdCentsPerOunce).toBe(270_000n);
  });

  it('sends the GET once more after a 5xx, and reports no answer in time', async () => {
    stub.reply({ status: 502, text: 'Bad Gateway', type: 'text/plain' }, goldAnswer('2651'));
    const feed = goldFeed();
    expect(await feed.pollIfDue()).toBe(true);
    expect(feed.current().xauUsdCentsPerOunce).toBe(265_100n);
    stub.reset();
    stub.reply({ hang: true }, { hang: true });
    expect(await goldFeed(100).pollIfDue()).toBe(false);
    expect(stub.requests).toHaveLength(2);
    expect(errors).toEqual(['GoldAPI gave no XAU/USD price (no answer in time)']);
  });

  it('refuses a price that is negative or missing', async () => {
    stub.reply(goldAnswer('-1'), goldAnswer('null'));
    const feed = goldFeed();
    expect(await feed.pollIfDue()).toBe(false);
    clock.advance(FEED_RETRY_MS);
    expect(await feed.pollIfDue()).toBe(false);
    expect(feed.current().xauUsdCentsPerOunce).toBe(265_000n);
    expect(errors).toHaveLength(2);
  });

  it('reads USD/IDR from Frankfurter as documented, buy and sell alike', async () => {
    stub.reply(frankfurterAnswer('16234.5'));
    const feed = rateFeed();
    expect(await feed.pollIfDue()).toBe(true);
    const [sent] = stub.requests;
    expect(`${sent?.method} ${sent?.path}`).toBe('GET /v1/latest?base=USD&symbols=IDR');
    const nowMs = clock.now();
    expect(feed.current()).toMatchObject({
      buyIdrPerUsd: 16_235n,
      sellIdrPerUsd: 16_235n,
      fetchedAtMs: nowMs,
      nextFetchAtMs: nowMs + POLL_MS,
    });
    clock.advance(POLL_MS - 1);
    expect(await feed.pollIfDue()).toBe(false);
    clock.advance(1);
    stub.reply(frankfurterAnswer('16300'));
    expect(await feed.pollIfDue()).toBe(true);
    expect(feed.current().buyIdrPerUsd).toBe(16_300n);
  });

  it('keeps the last rate when Frankfurter has none, is down or does not answer', async () => {
    const unavailable = { status: 503, text: 'Service Unavailable', type: 'text/plain' };
    stub.reply({ status: 404, json: { message: 'not found' } }, unavailable, unavailable);
    const feed = rateFeed();
    expect(await feed.pollIfDue()).toBe(false);
    clock.advance(FEED_RETRY_MS);
    expect(await feed.pollIfDue()).toBe(false);
    expect(feed.current().buyIdrPerUsd).toBe(14_000n);
    stub.reply({ hang: true }, { hang: true });
    expect(await rateFeed(100).pollIfDue()).toBe(false);
    expect(stub.requests).toHaveLength(5);
    expect(errors).toEqual([
      'Frankfurter gave no USD/IDR rate (HTTP 404)',
      'Frankfurter gave no USD/IDR rate (HTTP 503)',
      'Frankfurter gave no USD/IDR rate (no answer in time)',
    ]);
  });
});
