import { allEndpoints, type Endpoint } from '@emas/api';
import { vi } from 'vitest';
import { recordCannedMismatch } from './canned-mismatches.ts';

/**
 * Replaces fetch, the app's only way out, with fixed answers per 'METHOD /path'. Unknown
 * routes answer 501, so a test never passes by accident of a route it forgot. A 2xx answer
 * is checked against its endpoint's schema; one that breaks it fails the test (see
 * `takeCannedMismatches`), so a fixture cannot drift from the contract.
 */
export type Reply = { status?: number; body?: unknown } | 'offline';
export type Call = { key: string; body: unknown; headers: Headers; url: URL };
type Handler = HandlerOf<Call>;

export const productionConfig = {
  environment: 'production',
  captcha: 'off',
  sessionIdleMs: 900_000,
  tokenRefreshMs: 90_000,
  marketHours: 'always',
};

/** The one hub a user may choose today. */
export const jakartaHub = {
  id: 'jakarta',
  name: 'Jakarta',
  selectable: true,
  iata: 'JAK',
  attributes: { iata: 'JAK' },
};

const defaults: Record<string, Handler> = {
  'GET /v2/app/config': { body: productionConfig },
  'GET /v2/igx/market_status': {
    body: { status: 200, is_closed: false, close_type: 0, server_time: '2026-03-02T03:00:00.000Z' },
  },
  'GET /v2/igx/hub': { body: { status: 200, body: [jakartaHub] } },
  'POST /v2/user/logout': { body: { status: 200, message: 'Logged out' } },
  'GET /v2/operator/desk_counts': { body: { status: 200, data: { body: [] } } },
};

/** An error answer shaped as the server's error handler writes it. */
export const errorBody = (status: number, extra: Partial<Record<string, unknown>> = {}) => ({
  status,
  status_code: status,
  code: 'Test',
  iserror: true,
  err_message: `english ${status}`,
  err_message_id: `indonesia ${status}`,
  message_id: `message_id ${status}`,
  ...extra,
});

const routePattern = (endpoint: Endpoint) =>
  new RegExp(`^${endpoint.method} ${endpoint.path.replace(/:[A-Za-z_]+/g, '[^/]+')}$`);
const contract = allEndpoints().map((endpoint) => ({ endpoint, pattern: routePattern(endpoint) }));

const checkCanned = (key: string, status: number, body: unknown): void => {
  if (status < 200 || status >= 300) return;
  const endpoint = contract.find(({ pattern }) => pattern.test(key))?.endpoint;
  const schema =
    status === 202 && endpoint?.accepted !== undefined ? endpoint.accepted : endpoint?.response;
  const parsed = schema?.safeParse(body);
  if (parsed && !parsed.success) recordCannedMismatch(`${key}: ${parsed.error.message}`);
};

export { takeCannedMismatches } from './canned-mismatches.ts';

/** A route's answer: fixed, or worked out from the call (at once or after a wait). */
export type HandlerOf<C> = Reply | ((call: C) => Reply | Promise<Reply>);

/**
 * Replaces fetch with the answers of `table` per call key; `readCall` reads each request,
 * `onReply` sees each answer before it goes out. The shared fake server and the sign-in
 * pages' one (which reads Request objects and answers late) differ only in those two.
 */
export function stubFetch<C extends { key: string }>(
  table: Record<string, HandlerOf<C>>,
  readCall: (input: RequestInfo | URL, init?: RequestInit) => C | Promise<C>,
  onReply: (key: string, status: number, body: unknown) => void = () => {},
) {
  const calls: C[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = await readCall(input, init);
      calls.push(call);
      const handler = table[call.key];
      const reply =
        typeof handler === 'function' ? await handler(call) : (handler ?? { status: 501 });
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      onReply(call.key, reply.status ?? 200, reply.body ?? null);
      return new Response(JSON.stringify(reply.body ?? null), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return {
    calls,
    callsTo: (key: string) => calls.filter((call) => call.key === key),
    set: (key: string, handler: HandlerOf<C>) => {
      table[key] = handler;
    },
  };
}

const readCall = (input: RequestInfo | URL, init?: RequestInit): Call => {
  const url = new URL(String(input), 'http://localhost');
  return {
    key: `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`,
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    headers: new Headers(init?.headers),
    url,
  };
};

export function fakeServer(routes: Record<string, Handler> = {}) {
  return stubFetch<Call>({ ...defaults, ...routes }, readCall, checkCanned);
}
