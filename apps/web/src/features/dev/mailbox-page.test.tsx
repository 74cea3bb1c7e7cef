/**
 * Proves the development mailbox: messages newest first with the OTP shown large, a refresh
 * that asks again, polling every 3 s, and a link from the login page only in development.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, productionConfig } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { MailboxLink } from './mailbox-link.tsx';
import { MailboxPage } from './mailbox-page.tsx';

const messages = [
  {
    id: '1',
    channel: 'email',
    to: 'client@demo.emas.id',
    subject: 'Kode OTP',
    text: 'Kode OTP Anda: 123456',
    created_at: '2026-03-02T03:00:00.000Z',
  },
  {
    id: '2',
    channel: 'sms',
    to: '081200000001',
    subject: '',
    text: 'OTP 654321 berlaku 60 detik',
    created_at: '2026-03-02T03:05:00.000Z',
  },
];

describe('mailbox', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists the messages newest first with their OTP', async () => {
    fakeServer({ 'GET /v2/dev/mailbox': { body: { status: 200, messages } } });
    renderAt(<MailboxPage />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.mailbox-otp')?.textContent)).toEqual([
      '654321',
      '123456',
    ]);
    expect(items[0]).toHaveTextContent('081200000001');
  });

  it('asks again on refresh and every 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer({ 'GET /v2/dev/mailbox': { body: { status: 200, messages: [] } } });
    renderAt(<MailboxPage />);
    expect(await screen.findByText('Belum ada pesan.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Muat ulang' }));
    await waitFor(() => expect(server.callsTo('GET /v2/dev/mailbox')).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(server.callsTo('GET /v2/dev/mailbox')).toHaveLength(3));
  });

  it.each([
    ['development', true],
    ['production', false],
  ] as const)('links from the login page in %s: %s', async (environment, shown) => {
    const server = fakeServer({
      'GET /v2/app/config': { body: { ...productionConfig, environment } },
    });
    renderAt(<MailboxLink />);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    if (shown)
      expect(
        await screen.findByRole('link', { name: 'Kotak surat pengembangan (OTP)' }),
      ).toHaveAttribute('href', '/dev/mailbox');
    else {
      // Let the config answer render before asserting that nothing came of it.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    }
  });
});
