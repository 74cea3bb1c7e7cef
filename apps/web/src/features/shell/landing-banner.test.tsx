/**
 * Proves the landing banner of the login chain (spec 000 section 4, spec 001 section 2): raised
 * by a sign-in, it shows the greeting and the operators' promotion with a link to /promo in a
 * new tab, as a region above the page (no dialog, the page stays usable), and once closed it
 * stays closed for the session. Without an operator's banner it only greets.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLanding, raiseLanding } from '../../lib/landing.ts';
import { fakeServer, takeCannedMismatches } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { LandingBanner } from './landing-banner.tsx';

const banner = (title: string, body: string, link: string | null) => ({
  body: { status: 200, data: { title, body, link, updated_at: '2026-11-24T03:00:00.000Z' } },
});

const renderPage = () =>
  renderAt(
    <>
      <LandingBanner />
      <button type="button">Page action</button>
    </>,
  );

describe('landing banner', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    expect(takeCannedMismatches()).toEqual([]);
  });

  it('shows nothing until a sign-in raises it, then the greeting and the promotion', async () => {
    fakeServer({
      'GET /v2/content/banner': banner(
        'Cashback emas',
        'Dapatkan cashback Rp 1.000 untuk setiap Rp 100.000.',
        '/promo',
      ),
    });
    renderPage();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => raiseLanding('Dewi'));
    const region = screen.getByRole('region', { name: 'Promo dan sambutan' });
    expect(region).toHaveTextContent('Selamat datang, Dewi.');
    expect(await screen.findByText('Cashback emas')).toBeInTheDocument();
    expect(region).toHaveTextContent('Dapatkan cashback Rp 1.000 untuk setiap Rp 100.000.');
    const link = screen.getByRole('link', { name: /Lihat promo/ });
    expect(link).toHaveAttribute('href', '/promo');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('leaves the page usable and closes for the session', async () => {
    fakeServer({ 'GET /v2/content/banner': banner('Cashback emas', 'x', '/promo') });
    raiseLanding('Dewi');
    const view = renderPage();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page action' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tutup banner promo' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(currentLanding()).toBeNull();
    view.unmount();
    renderPage();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('only greets without an operator banner', async () => {
    const server = fakeServer({
      'GET /v2/content/banner': banner('', '', null),
    });
    raiseLanding('Dewi');
    renderPage();
    const region = screen.getByRole('region', { name: 'Promo dan sambutan' });
    await vi.waitFor(() => expect(server.callsTo('GET /v2/content/banner')).toHaveLength(1));
    expect(region).toHaveTextContent('Anda berhasil masuk. Selamat bertransaksi emas.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
