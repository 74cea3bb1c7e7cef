/** The load of the add_order benchmarks: crossing orders of two clients, through autocannon. */
import autocannon from 'autocannon';
import {
  startServerProcess,
  stopServerProcess,
} from '../../apps/server/src/test-support/server-process.ts';
import { BENCH_CONTRACT_ID } from './setup.ts';

export const CONNECTIONS = 64;
export const ORDER_PRICE = '1190000';

export type Figures = {
  name: string;
  ok: number;
  other: number;
  perSecond: number;
  p50: number;
  p99: number;
  p999: number;
};

/** Buy and sell from each client in turn, at one price: most orders meet one of the other's. */
export const orderRequests = (tokens: readonly string[]) => {
  let n = 0;
  return [
    {
      method: 'POST' as const,
      path: '/v2/igx/add_order',
      setupRequest: (request: autocannon.Request) => {
        n += 1;
        const direction = n % 4 < 2 ? 'buy' : 'sell';
        const token = tokens[(n + (n >> 1)) % 2];
        return {
          ...request,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            contract_id: BENCH_CONTRACT_ID,
            direction,
            quantity: '0.1',
            order_type: 'limit',
            limit_price: ORDER_PRICE,
          }),
        };
      },
    },
  ];
};

export const load = async (
  name: string,
  url: string,
  requests: autocannon.Request[],
  seconds: number,
  connections = CONNECTIONS,
): Promise<Figures> => {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests,
  });
  const ok = result['2xx'];
  return {
    name,
    ok,
    other: result.non2xx + result.errors + result.timeouts,
    perSecond: Math.round(ok / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    p999: result.latency.p99_9,
  };
};

/** The bare Fastify handler (bare-server.ts) on `port`, under the same load after a warm-up. */
export const measureBare = async (
  port: number,
  warmUpS: number,
  durationS: number,
): Promise<Figures> => {
  const server = await startServerProcess(port, {}, 'bench/http-orders/bare-server.ts');
  const url = `http://127.0.0.1:${port}`;
  const body = JSON.stringify({
    contract_id: 5,
    direction: 'buy',
    quantity: '0.1',
    order_type: 'limit',
    limit_price: ORDER_PRICE,
  });
  const requests = [
    {
      method: 'POST' as const,
      path: '/v2/igx/add_order',
      headers: { 'content-type': 'application/json' },
      body,
    },
  ];
  try {
    await load('bare warm-up', url, requests, warmUpS);
    return await load('bare Fastify handler', url, requests, durationS);
  } finally {
    await stopServerProcess(server);
  }
};
