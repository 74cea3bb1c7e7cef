import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createHash } from 'node:crypto';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { AlertProvider } from '../../components/alert-dialog.tsx';
import '../../lib/i18n.ts';
import { LoginPage } from './login-page.tsx';

/** What a fake route answers: a status and JSON body, or no answer at all (offline). */
export type Reply = { status?: number; body?: unknown } | 'offline';
export type Call = { key: string; body: Record<string, unknown> | undefined; headers: Headers };
type Handler = Reply | ((call: Call) => Reply | Promise<Reply>);

export const jakarta = {
  cityLatLong: '-6.2088,106.8456',
  city: 'Jakarta',
  region: 'JK',
  country: 'ID',
  userIP: '203.0.113.7',
};

const defaultRoutes: Record<string, Handler> = {
  'GET /v2/app/config': {
    body: {
      environment: 'development',
      captcha: 'off',
      sessionIdleMs: 900_000,
      tokenRefreshMs: 90_000,
      marketHours: 'always',
    },
  },
  'GET /v2/geolocation': { body: jakarta },
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

const parse = (text: string | null | undefined) =>
  text ? (JSON.parse(text) as Record<string, unknown>) : undefined;

const readCall = async (input: RequestInfo | URL, init?: RequestInit): Promise<Call> => {
  if (input instanceof Request) {
    const path = new URL(input.url).pathname;
    return {
      key: `${input.method} ${path}`,
      body: parse(await input.clone().text()),
      headers: input.headers,
    };
  }
  const path = new URL(String(input), 'http://localhost').pathname;
  return {
    key: `${(init?.method ?? 'GET').toUpperCase()} ${path}`,
    body: parse(typeof init?.body === 'string' ? init.body : undefined),
    headers: new Headers(init?.headers),
  };
};

/**
 * Replaces fetch, the app's only way out, with fixed answers per 'METHOD /path'. Unknown
 * routes answer 501 so that a test never passes by accident of a missing route.
 */
export function fakeServer(routes: Record<string, Handler> = {}) {
  const table = { ...defaultRoutes, ...routes };
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = await readCall(input, init);
      calls.push(call);
      const handler = table[call.key];
      const reply =
        typeof handler === 'function' ? await handler(call) : (handler ?? { status: 501 });
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.body ?? null), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return {
    calls,
    callsTo: (key: string) => calls.filter((call) => call.key === key),
    set: (key: string, handler: Handler) => (table[key] = handler),
  };
}

/** SHA-256 hex computed independently of the code under test. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The sign-in pages inside a fresh query client, the alert provider and a memory router. */
export function renderAuth(path = '/login') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <AlertProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/register" element={<h1>Register page</h1>} />
            <Route path="/" element={<p>Trade page</p>} />
            <Route path="/reports" element={<p>Reports page</p>} />
          </Routes>
        </MemoryRouter>
      </AlertProvider>
    </QueryClientProvider>,
  );
}
