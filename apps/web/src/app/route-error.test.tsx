/**
 * Proves the error screen of every page under the declarative router the app runs (no data
 * router, so no errorElement): a page that throws shows it, and going elsewhere clears it.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, useRoutes } from 'react-router';
import { Providers } from '../components/providers.tsx';
import { testQueryClient } from '../test-support/render.tsx';
import { RootLayout } from './router.tsx';

function Broken(): never {
  throw new Error('a page failed');
}

function Routes() {
  return useRoutes([
    {
      element: <RootLayout />,
      children: [
        { path: '/broken', element: <Broken /> },
        { path: '/fine', element: <p>Fine page</p> },
      ],
    },
  ]);
}

const renderAt = (path: string) =>
  render(
    <Providers client={testQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Link to="/fine">Elsewhere</Link>
        <Routes />
      </MemoryRouter>
    </Providers>,
  );

describe('the error screen of the routes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('replaces a page that throws, with a reload button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bagian aplikasi gagal dimuat. Muat ulang halaman.',
    );
    expect(screen.getByRole('button', { name: 'Muat ulang' })).toBeInTheDocument();
  });

  it('goes away when the user goes to another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken');
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Fine page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
