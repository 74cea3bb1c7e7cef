import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '../components/providers.tsx';

/** A fresh cache per test, without retries, so a failure shows at once. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Routes inside the app's providers and a memory router; returns the router to read its path. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers client={testQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}

/** One element at `path` with a Login stand-in and a catch-all that names the path. */
export function renderAt(element: ReactNode, path = '/') {
  return renderRoutes(
    [
      { path: '/login', element: <p>Login page</p> },
      { path: '/logout', element: <p>Logout route</p> },
      { path: '*', element },
    ],
    path,
  );
}
