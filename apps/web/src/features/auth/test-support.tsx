import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createHash } from 'node:crypto';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AlertProvider } from '../../components/alert-dialog.tsx';
import '../../lib/i18n.ts';
import {
  errorBody,
  type HandlerOf,
  type Reply,
  stubFetch,
} from '../../test-support/fake-server.ts';
import { LoginPage } from './login-page.tsx';

export type Call = { key: string; body: Record<string, unknown> | undefined; headers: Headers };
type Handler = HandlerOf<Call>;
export { errorBody, type Reply };

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
  return stubFetch<Call>({ ...defaultRoutes, ...routes }, readCall);
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
            <Route path="/portfolio" element={<p>Portfolio page</p>} />
          </Routes>
        </MemoryRouter>
      </AlertProvider>
    </QueryClientProvider>,
  );
}
