/**
 * Proves the trade confirmation in the web app: /invoice asks confirmation_data with the
 * address's token and no Authorization header, and shows the four A4 pages (Rupiah, then
 * dollars) with the trade's figures, statuses and 'Page n/4' footers; a refused token or a
 * missing parameter shows nothing but an error, FileNotExist the 'being prepared' text. The
 * PDF button saves the bytes as trade_confirmation_invoice-{id}.pdf, or shows the spec's
 * 'Dokumen sedang Dipersiapkan' (FileNotExist) or 'Gagal Mengunduh Dokumen' dialogs.
 */
import type { ConfirmationData } from '@emas/api';
import { oneGramBuyFigures } from '@emas/api/test-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, fakeServer } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { TradeConfirmationButton } from './download-button.tsx';
import { InvoicePage } from './invoice-page.tsx';

const TRADE_ID = '0193f0a1b2c3000012345678';

const data: ConfirmationData = {
  direction: 'buy',
  buy: {
    name: 'Citra Lestari',
    bank: 'Bank Central Asia',
    hin: 'PC00000001',
    order_id: 'order-buy',
    company_registration_id: 'AHU-0012345.AH.01.01.2019',
    broker: 'metalgo',
  },
  sell: {
    name: 'Likuiditas Prima',
    bank: '-',
    hin: 'LP00000001',
    order_id: 'order-sell',
    company_registration_id: 'AHU-0012345.AH.01.01.2019',
    broker: 'metalgo',
  },
  document: { document_id: 'TC-20261124-00000042-B', document_buy: true },
  trade: {
    logos: { exchange: 'exchange', clearing: 'clearing', broker: 'metalgo' },
    aliases: { exchange: 'BBK', clearing: 'KB', broker: 'METALGO+' },
    contract_id: 5,
    contract_code: 'DG1',
    contract_name: 'Emas 1 gram Pool',
    contract_type: 'Emas Digital',
  },
  transaction: {
    order_id: 'order-buy',
    transaction_id: TRADE_ID,
    hin: 'PC00000001',
    date_trade: '2026-11-24T03:00:00.000Z',
    ...oneGramBuyFigures,
    storage_fee_idr: '0.00',
    storage_fee_usd: '0.000',
  },
};

const DATA = 'GET /v2/trade/confirmation_data';
const INVOICE = 'POST /v2/igx/reports/pdf/transaction_invoice';
const invoicePath = `/invoice?order_match_id=${TRADE_ID}&direction=buy&token=tok_abcdefghijklmnop`;

describe('/invoice', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the four pages of the trade, asked with the address’s token', async () => {
    const server = fakeServer({ [DATA]: { body: { status: 200, body: data } } });
    renderAt(<InvoicePage />, invoicePath);
    const pages = await screen.findAllByRole('article');
    expect(pages.map((page) => page.getAttribute('aria-label'))).toEqual([
      'Page 1/4',
      'Page 2/4',
      'Page 3/4',
      'Page 4/4',
    ]);
    const [call] = server.callsTo(DATA);
    expect(call?.url.searchParams.get('token')).toBe('tok_abcdefghijklmnop');
    expect(call?.url.searchParams.get('order_match_id')).toBe(TRADE_ID);
    expect(call?.headers.get('authorization')).toBeNull();

    const [first, second, third, fourth] = pages as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent(
      'KONFIRMASI TRANSAKSI - BELITRADE CONFIRMATION - BUY',
    );
    expect(within(first).getByRole('img', { name: 'Bursa Berjangka Komoditi' })).toBeVisible();
    expect(within(first).getByRole('img', { name: 'ABI KB - METALGO+' })).toBeVisible();
    expect(within(first).getByText('Citra Lestari')).toBeVisible();
    expect(within(first).getByRole('cell', { name: 'Rp 1.192.800,00' })).toBeVisible();
    expect(within(second).getByText('Rp 1.206.040,08')).toBeVisible();
    expect(within(second).getByText('Immediate settlement by payment')).toBeVisible();
    expect(within(second).getByText('Disimpan')).toBeVisible();
    expect(within(third).getByRole('cell', { name: '$85.20' })).toBeVisible();
    expect(within(fourth).getByText('$86.15')).toBeVisible();
    expect(within(fourth).getByText('A confirmation sent by post costs USD 2.')).toBeVisible();
    expect(within(fourth).getByText(/TC-20261124-00000042-B/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cetak / Print' })).toBeVisible();
  });

  it('shows nothing but an error when the token is refused', async () => {
    fakeServer({ [DATA]: { status: 403, body: errorBody(403) } });
    renderAt(<InvoicePage />, invoicePath);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Dokumen tidak dapat ditampilkan'),
    );
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('button', { name: /Print/ })).toBeNull();
  });

  it('says the document is being prepared on FileNotExist', async () => {
    fakeServer({
      [DATA]: { status: 404, body: { ...errorBody(404), code: 'FileNotExist' } },
    });
    renderAt(<InvoicePage />, invoicePath);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Dokumen sedang Dipersiapkan'),
    );
  });

  it('asks nothing without a token', async () => {
    const server = fakeServer();
    renderAt(<InvoicePage />, `/invoice?order_match_id=${TRADE_ID}&direction=buy`);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Dokumen tidak dapat ditampilkan'),
    );
    expect(server.callsTo(DATA)).toHaveLength(0);
  });
});

describe('TradeConfirmationButton', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  const renderButton = () => {
    renderAt(<TradeConfirmationButton orderMatchId={TRADE_ID} direction="sell" />);
    return screen.getByRole('button', { name: `PDF: unduh konfirmasi transaksi ${TRADE_ID}` });
  };

  it('saves the bytes as trade_confirmation_invoice-{id}.pdf', async () => {
    const bytes = [...Buffer.from('%PDF-1.3 test')];
    const server = fakeServer({
      [INVOICE]: { body: { status: 200, body: { type: 'Buffer', data: bytes } } },
    });
    const saved: { name: string; blob: Blob }[] = [];
    let lastBlob: Blob | null = null;
    // jsdom has no object URLs: these stand in for the browser's.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        lastBlob = blob;
        return 'blob:pdf';
      },
      revokeObjectURL: () => {},
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
    });
    await userEvent.click(renderButton());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(`trade_confirmation_invoice-${TRADE_ID}.pdf`);
    expect(saved[0]?.blob.type).toBe('application/pdf');
    expect(new Uint8Array(await saved[0]!.blob.arrayBuffer())).toEqual(Uint8Array.from(bytes));
    expect(server.callsTo(INVOICE)[0]?.body).toEqual({
      order_match_id: TRADE_ID,
      direction: 'sell',
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    click.mockRestore();
  });

  it.each([
    ['FileNotExist', 404, 'FileNotExist', 'Dokumen sedang Dipersiapkan'],
    ['any other failure', 500, 'InternalError', 'Gagal Mengunduh Dokumen'],
    ['a refusal', 403, 'AccessDenied', 'Gagal Mengunduh Dokumen'],
  ])('shows the spec’s dialog on %s', async (_name, status, code, title) => {
    fakeServer({ [INVOICE]: { status, body: { ...errorBody(status), code } } });
    await userEvent.click(renderButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(title);
  });
});
