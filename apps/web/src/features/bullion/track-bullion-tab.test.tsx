/**
 * Proves the Track Bullion tab (spec 002, Track list): the columns, 'On Process' for 001-008
 * and 'Delivered' for 009, 10 rows a page with the shared page control asking the next offset,
 * the detail dialog with a QR code of the transaction id, and the history dialog with its
 * facts, destination '-', and the tracking events newest first.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../lib/session.ts';
import { fakeServer } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { authAnswer } from '../../test-support/session-fixtures.ts';
import { shipmentDetail, shipmentRow, traceEvents } from './bullion-fixtures.ts';
import { TrackBullionTab } from './track-bullion-tab.tsx';

const LIST = 'POST /v2/poslog/list_withdrawal';
const DETAIL = 'GET /v2/poslog/detail_withdrawal/BLN20261124AAAA0001';
const TRACE = 'POST /v2/poslog/trace_and_track';

const rows = Array.from({ length: 10 }, (_, index) =>
  shipmentRow({
    order_id: `ship-${index}`,
    transaction_id: index === 0 ? 'BLN20261124AAAA0001' : `BLN20261124AAAA01${index}`,
    status: index === 0 ? '009' : `00${(index % 8) + 1}`,
    status_name: index === 0 ? 'Delivered' : 'On Process',
    receipt_number: index === 0 ? 'PVG1234567890' : null,
  }),
);

const server = () =>
  fakeServer({
    [LIST]: (call) => ({
      body: {
        status: 200,
        count: 12,
        body: call.url.searchParams.get('offset') === '10' ? rows.slice(0, 2) : rows,
      },
    }),
    [DETAIL]: {
      body: {
        status: 200,
        body: shipmentDetail({ status: '009', receipt_number: 'PVG1234567890' }),
      },
    },
    [TRACE]: { body: { status: 200, data: traceEvents } },
  });

describe('the Track Bullion tab', () => {
  beforeEach(() => {
    saveSession(authAnswer());
  });

  it('lists the shipments with the spec columns and statuses, 10 a page', async () => {
    const fake = server();
    renderAt(<TrackBullionTab />);
    const table = await screen.findByRole('table', { name: 'Pengiriman emas' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'NO.',
      'RECEIPT NUMBER',
      'DATE OF SHIPMENT',
      'QUANTITY (BAR/S)',
      'TOTAL WEIGHT (GRAM)',
      'VALUE GOODS',
      'STATUS',
      'ACTION',
    ]);
    await within(table).findByText('PVG1234567890');
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(first).toHaveTextContent('PVG1234567890');
    expect(first).toHaveTextContent('Delivered');
    expect(first).toHaveTextContent('Rp 27.195.673,00');
    expect(within(table).getAllByText('On Process')).toHaveLength(9);
    expect(fake.callsTo(LIST)[0]?.url.search).toBe('?offset=0&limit=10');
    expect(fake.callsTo(LIST)[0]?.body).toEqual({ user_id: 'user-1' });
    await userEvent.click(screen.getByRole('button', { name: 'Halaman 2' }));
    await waitFor(() => expect(fake.callsTo(LIST).at(-1)?.url.search).toBe('?offset=10&limit=10'));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('11'));
  });

  it('shows the detail with a QR code, and the history newest first', async () => {
    const fake = server();
    renderAt(<TrackBullionTab />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'DETAIL BLN20261124AAAA0001' }),
    );
    const detail = await screen.findByRole('dialog', { name: 'Detail pengiriman' });
    expect(
      within(detail).getByRole('img', { name: 'Kode QR transaksi BLN20261124AAAA0001' }),
    ).toBeInTheDocument();
    expect(await within(detail).findByText('Delivered')).toBeInTheDocument();
    await userEvent.click(within(detail).getByRole('button', { name: 'Riwayat' }));
    const history = await screen.findByRole('dialog', { name: 'Riwayat pengiriman' });
    expect(within(history).getByText('Tujuan').nextElementSibling).toHaveTextContent('-');
    expect(within(history).getByText('Nilai barang').nextElementSibling).toHaveTextContent(
      'Rp 27.195.673,00',
    );
    const events = await within(history).findAllByRole('listitem');
    expect(
      events.map((event) => within(event).getByRole('strong', { hidden: true }).textContent),
    ).toEqual(['POSTING', 'REQUEST RECEIVED']);
    expect(within(events[0] as HTMLElement).getByText('RESI : PVG1234567890')).toBeInTheDocument();
    expect(fake.callsTo(TRACE)[0]?.body).toEqual({ barcode: 'PVG1234567890' });
  });
});
