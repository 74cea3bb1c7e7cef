// @vitest-environment jsdom
/**
 * Proves the white label an admin set reaches the sign-in page without a new build or a
 * restart: once GET /v2/brokers answers, the broker select shows the new name, a broker that
 * now registers here offers its register link, and choosing it paints its brand colour.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadBrokerBrandings } from '../../lib/broker-brandings.ts';
import { fakeServer, renderAuth } from './test-support.tsx';

const branding = (id: string, label: string, extra: object = {}) => ({
  id,
  is_default: id === 'metalgo',
  label,
  brand_colour: '#8f6a10',
  brand_strong_colour: '#6b4e07',
  register_path: id === 'metalgo' ? '/register' : null,
  logo_url: null,
  version: 1,
  ...extra,
});

describe('the white label as its admin set it', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renames, opens registration and recolours a broker once the labels are read', async () => {
    fakeServer({
      'GET /v2/brokers': {
        body: {
          status: 200,
          data: [
            branding('metalgo', 'ABI KB - METALGO+'),
            branding('pospaygold', 'PospayGold Emas', {
              brand_colour: '#9a3412',
              register_path: '/register/pospaygold',
            }),
            branding('nunomics', 'ABI KB - Nunomics'),
            branding('bmtdigi', 'ABI KB - BMT Digi'),
          ],
        },
      },
    });
    renderAuth();
    await loadBrokerBrandings();
    const broker = await screen.findByLabelText('Perantara perdagangan');
    await waitFor(() =>
      expect(within(broker).getByRole('option', { name: 'PospayGold Emas' })).toBeInTheDocument(),
    );
    await userEvent.setup().selectOptions(broker, 'pospaygold');
    expect(screen.getByRole('link', { name: 'DAFTAR DI SINI' })).toHaveAttribute(
      'href',
      '/register/pospaygold',
    );
    expect(document.documentElement.style.getPropertyValue('--brand')).toBe('#9a3412');
  });
});
