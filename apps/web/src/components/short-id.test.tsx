/**
 * Proves a long id shows short, whole in its tooltip, and that its button copies it whole and
 * then says so, in Indonesian and English.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from './providers.tsx';
import { testQueryClient } from '../test-support/render.tsx';
import { ShortId, shortIdText } from './short-id.tsx';

const UUID = '0192f1a2-7c3b-7d4e-9f00-1234567890ab';

describe('short id', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [UUID, '0192f1a2…'],
    ['65f1c2a9e4b0c81d2e3f4a5b', '65f1c2a9…'],
    ['PC000001', 'PC000001'],
    [`shipment:${UUID}:charges`, '0192f1a2…'],
    ['123456789', '123456789'],
  ])('%s shows as %s', (id, shown) => {
    expect(shortIdText(id)).toBe(shown);
  });

  it('shows the id short, and copies it whole', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(
      <Providers client={testQueryClient()}>
        <ShortId id={UUID} />
      </Providers>,
    );
    expect(screen.getByText('0192f1a2…')).toHaveAttribute('title', UUID);
    expect(screen.queryByText(UUID)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Salin ID ${UUID}` }));
    expect(writeText).toHaveBeenCalledWith(UUID);
    expect(await screen.findByRole('button', { name: `ID ${UUID} disalin` })).toBeInTheDocument();
  });
});
