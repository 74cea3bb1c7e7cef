/**
 * Proves GET /v2/igx/market_status answers from the injected clock and the configured hours:
 * in exchange mode a weekday is open, a weekend is the weekly closure (type 1) and 1 December
 * the special closure (type 2); in always mode the market never closes. No session is needed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, databaseKinds } from '../test-support/harness.ts';

/** Jakarta wall-clock time as epoch ms (UTC+7 all year). */
const jakarta = (year: number, month: number, day: number, hour: number, minute = 0): number =>
  Date.UTC(year, month - 1, day, hour - 7, minute);

const cases: [string, number, boolean, number][] = [
  ['Tuesday 10:00', jakarta(2026, 11, 24, 10), false, 0],
  ['Wednesday 23:30', jakarta(2026, 11, 25, 23, 30), false, 0],
  ['Saturday 12:00', jakarta(2026, 11, 21, 12), true, 1],
  ['Monday 06:59', jakarta(2026, 11, 23, 6, 59), true, 1],
  ['Thursday 05:30, the daily closure', jakarta(2026, 11, 26, 5, 30), true, 1],
  ['Tuesday 1 December 10:00', jakarta(2026, 12, 1, 10), true, 2],
];

describe.each(databaseKinds())('market status on %s', (kind) => {
  describe('exchange hours', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { marketHours: 'exchange' });
    });
    afterAll(async () => {
      await t.close();
    });

    it.each(cases)('%s: closed %s, close type %i', async (_when, epochMs, isClosed, closeType) => {
      t.clock.set(epochMs);
      const response = await t.app.inject({ method: 'GET', url: '/v2/igx/market_status' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 200,
        is_closed: isClosed,
        close_type: closeType,
        server_time: new Date(epochMs).toISOString(),
      });
    });
  });

  describe('always open', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { marketHours: 'always' });
    });
    afterAll(async () => {
      await t.close();
    });

    it('stays open on a Saturday', async () => {
      t.clock.set(jakarta(2026, 11, 21, 12));
      const response = await t.app.inject({ method: 'GET', url: '/v2/igx/market_status' });
      expect(response.json()).toMatchObject({ is_closed: false, close_type: 0 });
    });
  });
});
