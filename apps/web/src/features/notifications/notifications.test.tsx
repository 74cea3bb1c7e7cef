/**
 * Proves the bell and the toasts: the bell is named "Notifikasi" / "Notifications" and described
 * by its unread count; it opens the newest notices, reads one on the server, links to the whole
 * list, and Esc closes it back onto the bell. A notice pushed over the live channel shows as a
 * polite status toast and refreshes the count; it can be dismissed, hides by itself after a
 * while, but not while the reader is on it, and a notice pushed twice shows once.
 */
import type { Notice } from '@emas/api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { connectLive } from '../../lib/live-socket.ts';
import { fakeServer } from '../../test-support/fake-server.ts';
import { FakeSocket, stubWebSocket } from '../../test-support/fake-socket.ts';
import { renderAt } from '../../test-support/render.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { NoticeToasts, TOAST_SHOWN_MS } from './notice-toasts.tsx';
import { useNoticeFeed } from './use-notice-feed.ts';

const NOTICES = 'GET /v2/help/notices';
const READ = 'POST /v2/help/notices/read';

const fill: Notice = {
  id: 'n-2',
  kind: 'order_fill',
  params: { direction: 'buy', contract_id: '5', quantity_mg: '1000', price_sen: '119280000' },
  created_at: '2026-11-24T03:00:00.000Z',
  read_at: null,
};
const alert: Notice = {
  id: 'n-3',
  kind: 'price_alert',
  params: {
    contract_id: '5',
    direction: 'above',
    price_sen: '119290000',
    trade_price_sen: '119300000',
  },
  created_at: '2026-11-24T03:05:00.000Z',
  read_at: null,
};
const paid: Notice = {
  id: 'n-1',
  kind: 'withdrawal',
  params: { outcome: 'paid', amount_sen: '25000000' },
  created_at: '2026-11-23T03:00:00.000Z',
  read_at: '2026-11-23T04:00:00.000Z',
};
const page = (body: Notice[]) => ({
  body: {
    status: 200,
    data: {
      count: body.length,
      unread: body.filter((n) => n.read_at === null).length,
      body,
    },
  },
});

function Shell() {
  useNoticeFeed();
  return (
    <>
      <NotificationBell />
      <NoticeToasts />
    </>
  );
}

describe('notifications', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('id');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('names the bell, counts the unread, lists the newest and reads one on the server', async () => {
    const server = fakeServer({
      [NOTICES]: page([fill, paid]),
      [READ]: { body: { status: 200, data: { unread: 0 } } },
    });
    renderAt(<NotificationBell />);
    const bell = await screen.findByRole('button', {
      name: 'Notifikasi',
      description: '1 belum dibaca',
    });
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifikasi' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Belum dibaca: Order terpenuhi');
    expect(items[1]).toHaveTextContent('Penarikan dibayarkan');
    expect(within(panel).getByRole('link', { name: 'Lihat semua notifikasi' })).toHaveAttribute(
      'href',
      '/help?tab=notification',
    );
    expect(within(panel).getByRole('link', { name: 'Peringatan harga' })).toHaveAttribute(
      'href',
      '/price-alerts',
    );

    server.set(NOTICES, page([{ ...fill, read_at: '2026-11-24T03:01:00.000Z' }, paid]));
    await userEvent.click(within(items[0] as HTMLElement).getByRole('button'));
    expect(server.callsTo(READ)[0]?.body).toEqual({ notice_id: 'n-2' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifikasi' })).not.toHaveAccessibleDescription(),
    );

    await userEvent.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveFocus();
  });

  it('speaks English, with an empty list said so', async () => {
    await i18n.changeLanguage('en');
    fakeServer({ [NOTICES]: page([]) });
    renderAt(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  });

  it('toasts a pushed notice politely, refreshes the count, and hides it by hand or in time', async () => {
    const server = fakeServer({ [NOTICES]: page([paid]) });
    stubWebSocket();
    const stop = connectLive({ token: () => 'token', onMessage: () => {} });
    renderAt(<Shell />);
    await screen.findByRole('button', { name: 'Notifikasi' });
    const region = screen.getByRole('status', { name: 'Notifikasi baru' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    FakeSocket.latest().open();
    server.set(NOTICES, page([fill, paid]));
    act(() => FakeSocket.latest().push({ type: 'notice', data: fill }));
    act(() => FakeSocket.latest().push({ type: 'notice', data: fill }));
    expect(within(region).getAllByText('Order terpenuhi')).toHaveLength(1);
    expect(
      await screen.findByRole('button', { name: 'Notifikasi', description: '1 belum dibaca' }),
    ).toBeInTheDocument();

    await userEvent.click(within(region).getByRole('button', { name: 'Tutup: Order terpenuhi' }));
    expect(region).toBeEmptyDOMElement();

    vi.useFakeTimers();
    act(() => FakeSocket.latest().push({ type: 'notice', data: alert }));
    expect(within(region).getByText('Peringatan harga')).toBeInTheDocument();
    const toast = within(region).getByText('Peringatan harga').closest('.notice-toast');
    if (toast === null) throw new Error('no toast');
    fireEvent.pointerOver(toast);
    act(() => vi.advanceTimersByTime(TOAST_SHOWN_MS * 2));
    fireEvent.pointerOut(toast);
    act(() => vi.advanceTimersByTime(TOAST_SHOWN_MS - 1));
    expect(within(region).getByText('Peringatan harga')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
    stop();
  });
});
