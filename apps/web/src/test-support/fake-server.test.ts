/** Proves the fake server holds its canned answers to the contract, as the real server is. */
import { apiEndpoints } from '@emas/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../lib/endpoint-call.ts';
import { errorBody, fakeServer, takeCannedMismatches } from './fake-server.ts';
import { balanceReply } from './session-fixtures.ts';

describe('fakeServer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('records a 2xx canned answer that breaks its endpoint schema', async () => {
    fakeServer({ 'POST /v2/igx/balance': { body: { status: 200, body: { rdk_balance: '1' } } } });
    await call(apiEndpoints.accounts.balance, { body: { user_id: 'user-1' } }).catch(() => null);
    const [mismatch, ...others] = takeCannedMismatches();
    expect(mismatch).toMatch(/^POST \/v2\/igx\/balance: /);
    expect(mismatch).toContain('available_trade_bal');
    expect(others).toEqual([]);
  });

  it('matches paths with parameters to their endpoint', async () => {
    fakeServer({ 'GET /v2/balances/user-1/gold': { body: { status: 200, data: [{}] } } });
    await call(apiEndpoints.orders.contractGold, { params: { user_id: 'user-1' } }).catch(
      () => null,
    );
    expect(takeCannedMismatches()).toHaveLength(1);
  });

  it('accepts answers that keep the contract, and leaves error answers alone', async () => {
    fakeServer({
      'POST /v2/igx/balance': balanceReply(),
      'POST /v2/igx/holding': { status: 409, body: errorBody(409) },
    });
    await call(apiEndpoints.accounts.balance, { body: { user_id: 'user-1' } });
    await call(apiEndpoints.accounts.holding, { body: { user_id: 'user-1' } }).catch(() => null);
    expect(takeCannedMismatches()).toEqual([]);
  });
});
