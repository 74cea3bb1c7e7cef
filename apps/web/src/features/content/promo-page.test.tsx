/**
 * Proves the promo page (/promo): the operators' title and text, paragraph by paragraph, with
 * any markup in it shown as text and never interpreted, and their link opened in a new tab.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, takeCannedMismatches } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { PromoPage } from './promo-page.tsx';

const promo = (title: string, body: string, link: string | null) => ({
  body: { status: 200, data: { title, body, link, updated_at: '2026-11-24T03:00:00.000Z' } },
});

describe('promo page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    expect(takeCannedMismatches()).toEqual([]);
  });

  it('shows the promo as text, paragraph by paragraph, with its link in a new tab', async () => {
    fakeServer({
      'GET /v2/content/promo': promo(
        'Cashback emas',
        'Paragraf satu.\n\n<img src=x onerror=alert(1)> dua.',
        'https://metalgo.example/syarat',
      ),
    });
    const { container } = renderAt(<PromoPage />);
    expect(await screen.findByRole('heading', { name: 'Cashback emas' })).toBeInTheDocument();
    expect(screen.getByText('Paragraf satu.')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)> dua.')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    const link = screen.getByRole('link', { name: /Selengkapnya/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('href', 'https://metalgo.example/syarat');
  });

  it('says there is no promo when operators wrote none', async () => {
    fakeServer({ 'GET /v2/content/promo': promo('', '', null) });
    renderAt(<PromoPage />);
    expect(await screen.findByText('Belum ada promo saat ini.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
