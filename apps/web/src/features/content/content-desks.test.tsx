/**
 * Proves the content desks against the contract: an operator adds a domestic news item (the
 * list is read again and shows it), deletes one, and saves the banner with its link; a refusal
 * is shown as the server words it.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, fakeServer, takeCannedMismatches } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { NewsDesk } from './news-desk.tsx';
import { PromoDesk } from './promo-desk.tsx';

const item = {
  id: 'n-1',
  title: 'Kontrak baru',
  link: 'https://bursa.example/1',
  description: 'Mulai Senin.',
  pub_date: '2026-11-24T03:00:00.000Z',
  updated_at: '2026-11-24T03:00:00.000Z',
};
const page = (body: (typeof item)[]) => ({
  body: { status: 200, data: { count: body.length, body } },
});
const content = (title: string, link: string | null) => ({
  title,
  body: 'x',
  link,
  updated_at: null,
});

describe('content desks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    expect(takeCannedMismatches()).toEqual([]);
  });

  it('adds a news item and reads the list again', async () => {
    let items: (typeof item)[] = [];
    const server = fakeServer({
      'GET /v2/operator/news': () => page(items),
      'POST /v2/operator/news': (call) => {
        items = [{ ...item, ...(call.body as object) }];
        return { body: { status: 200, data: items[0] } };
      },
    });
    renderAt(<NewsDesk />);
    await userEvent.type(screen.getByLabelText('Judul'), 'Kontrak baru');
    await userEvent.type(screen.getByLabelText('Tautan (https://…)'), 'https://bursa.example/1');
    await userEvent.type(screen.getByLabelText('Deskripsi'), 'Mulai Senin.');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah berita' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Berita ditambahkan.'),
    );
    expect(server.callsTo('POST /v2/operator/news')[0]?.body).toEqual({
      title: 'Kontrak baru',
      link: 'https://bursa.example/1',
      description: 'Mulai Senin.',
    });
    expect(await screen.findByRole('button', { name: 'Ubah Kontrak baru' })).toBeInTheDocument();
  });

  it('deletes an item, and shows a refusal as the server words it', async () => {
    const server = fakeServer({
      'GET /v2/operator/news': page([item]),
      'DELETE /v2/operator/news/n-1': { status: 404, body: errorBody(404) },
    });
    renderAt(<NewsDesk />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus Kontrak baru' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('indonesia 404'));
    expect(server.callsTo('DELETE /v2/operator/news/n-1')).toHaveLength(1);
  });

  it('saves the banner with its link', async () => {
    const server = fakeServer({
      'GET /v2/operator/promo': {
        body: { status: 200, data: { promo: content('Promo', null), banner: content('', null) } },
      },
      'POST /v2/operator/promo/banner': {
        body: {
          status: 200,
          data: { promo: content('Promo', null), banner: content('Banner', '/promo') },
        },
      },
    });
    renderAt(<PromoDesk />);
    const titles = await screen.findAllByLabelText('Judul');
    await userEvent.type(titles[1]!, 'Banner');
    const links = screen.getAllByLabelText('Tautan (opsional: /promo atau https://…)');
    await userEvent.type(links[1]!, '/promo');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Banner setelah masuk' }));
    await waitFor(() => expect(server.callsTo('POST /v2/operator/promo/banner')).toHaveLength(1));
    expect(server.callsTo('POST /v2/operator/promo/banner')[0]?.body).toEqual({
      title: 'Banner',
      body: 'x',
      link: '/promo',
    });
  });
});
