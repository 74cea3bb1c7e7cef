/**
 * Proves the landing banner of the login chain (spec 000 section 4): raised by a sign-in, it
 * greets the user above the page without a dialog, so the page stays usable, and it goes
 * away for good once closed.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentLanding, raiseLanding } from '../../lib/landing.ts';
import { renderAt } from '../../test-support/render.tsx';
import { LandingBanner } from './landing-banner.tsx';

const renderPage = () =>
  renderAt(
    <>
      <LandingBanner />
      <button type="button">Page action</button>
    </>,
  );

describe('landing banner', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows nothing until a sign-in raises it', () => {
    renderPage();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => raiseLanding('Dewi'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Selamat datang, Dewi. Anda berhasil masuk.',
    );
  });

  it('leaves the page usable and closes for good', async () => {
    raiseLanding('Dewi');
    const view = renderPage();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page action' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tutup pesan selamat datang' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(currentLanding()).toBeNull();
    view.unmount();
    renderPage();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
