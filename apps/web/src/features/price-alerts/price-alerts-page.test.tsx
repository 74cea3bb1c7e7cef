/**
 * Proves the Price alerts page: a price typed in Indonesian notation is sent as the API's
 * decimal with the contract and direction chosen, a missing price is said at the field, the
 * server's refusal shows in the reader's language, and the list shows waiting and fired alerts
 * (fired with when and at what price), each deleted by its own labelled button.
 */
import type { PriceAlert } from '@emas/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { errorBody, fakeServer } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { PriceAlertsPage } from './price-alerts-page.tsx';

const ALERTS = 'GET /v2/igx/price_alerts';
const CREATE = 'POST /v2/igx/price_alerts';

const waiting: PriceAlert = {
  id: 'a-2',
  contract_id: 5,
  direction: 'above',
  price: '1200000.00',
  state: 'active',
  created_at: '2026-11-24T03:00:00.000Z',
  fired_at: null,
  fired_price: null,
};
const fired: PriceAlert = {
  ...waiting,
  id: 'a-1',
  direction: 'below',
  price: '1100000.00',
  state: 'fired',
  fired_at: '2026-11-24T04:00:00.000Z',
  fired_price: '1099990.50',
};
const list = (body: PriceAlert[]) => ({
  body: {
    status: 200,
    data: { active: body.filter((a) => a.state === 'active').length, body },
  },
});

describe('price alerts page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('id');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sets an alert from a price in Indonesian notation, and says what is missing', async () => {
    const server = fakeServer({
      [ALERTS]: list([]),
      [CREATE]: { body: { status: 200, data: waiting } },
    });
    renderAt(<PriceAlertsPage />);
    expect(await screen.findByText('Belum ada peringatan harga.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pasang peringatan' }));
    expect(screen.getByRole('textbox', { name: 'Harga per lot (Rp)' })).toHaveAccessibleDescription(
      expect.stringContaining('Isi harga per lot.'),
    );
    expect(server.callsTo(CREATE)).toHaveLength(0);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kontrak' }), '5');
    await userEvent.click(screen.getByRole('radio', { name: 'Turun ke atau di bawah' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Harga per lot (Rp)' }),
      '1.192.800,50',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pasang peringatan' }));
    expect(server.callsTo(CREATE)[0]?.body).toEqual({
      contract_id: 5,
      direction: 'below',
      price: '1192800.50',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(/Peringatan dipasang/);
  });

  it("shows the server's refusal in the reader's language", async () => {
    fakeServer({
      [ALERTS]: list([]),
      [CREATE]: {
        status: 409,
        body: errorBody(409, { err_message_id: 'Anda sudah memiliki 20 peringatan harga aktif.' }),
      },
    });
    renderAt(<PriceAlertsPage />);
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Harga per lot (Rp)' }),
      '1.200.000',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pasang peringatan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Anda sudah memiliki 20 peringatan harga aktif.',
    );
  });

  it('lists waiting and fired alerts and deletes one', async () => {
    const server = fakeServer({
      [ALERTS]: list([waiting, fired]),
      'DELETE /v2/igx/price_alerts/a-2': { body: { status: 200, data: { id: 'a-2' } } },
    });
    renderAt(<PriceAlertsPage />);
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Di atas Rp 1.200.000,00');
    expect(items[0]).toHaveTextContent('Menunggu');
    expect(items[1]).toHaveTextContent('Di bawah Rp 1.100.000,00');
    expect(items[1]).toHaveTextContent(/Terpicu .+ pada Rp 1\.099\.990,50/);
    expect(screen.getByText('Aktif 1 dari 20 peringatan.')).toBeInTheDocument();
    await userEvent.click(
      within(items[0] as HTMLElement).getByRole('button', {
        name: /^Hapus peringatan .+ Di atas Rp 1\.200\.000,00$/,
      }),
    );
    expect(server.callsTo('DELETE /v2/igx/price_alerts/a-2')).toHaveLength(1);
  });
});
