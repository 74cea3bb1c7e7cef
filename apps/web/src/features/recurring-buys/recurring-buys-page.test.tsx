/**
 * Proves the Recurring buys page from what the user sees and what the server is asked: the
 * schedules with their next and last buys, a new schedule checked and sent, a cancel that
 * asks first, a run's history with a skip's reason, and the empty and failed lists.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { saveSession } from '../../lib/session.ts';
import { type Reply, errorBody, fakeServer } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { authAnswer } from '../../test-support/session-fixtures.ts';
import { RecurringBuysPage } from './index.ts';

const LIST = 'GET /v2/igx/recurring_buys';
const CREATE = 'POST /v2/igx/recurring_buys';

const filled = {
  id: 'run-1',
  market_day: '2026-11-24',
  due_at: '2026-11-24T02:00:00.000Z',
  status: 'filled',
  reason: null,
  order_id: '17',
  quantity: '4.0',
  average_price: '1200000.00',
  total: '4853280.00',
  average_price_usd: '75.0000',
  total_usd: '303.3300',
} as const;

const skipped = {
  ...filled,
  id: 'run-2',
  market_day: '2026-11-25',
  status: 'skipped',
  reason: 'InsufficientTradeBalance',
  order_id: null,
  quantity: null,
  average_price: null,
  total: null,
  average_price_usd: null,
  total_usd: null,
} as const;

const schedule = {
  id: 'rb-1',
  contract_id: 5,
  amount_idr: '5000000.00',
  frequency: 'weekly',
  day: 1,
  time: '09:00',
  status: 'active',
  next_run_at: '2026-11-30T02:00:00.000Z',
  next_market_day: '2026-11-30',
  created_at: '2026-11-20T03:00:00.000Z',
  last_runs: [skipped, filled],
} as const;

const ok = (body: object): Reply => ({ body: { status: 200, ...body } });

const open = (routes: Record<string, Reply> = {}) => {
  const server = fakeServer({
    [LIST]: ok({ body: [schedule] }),
    [CREATE]: ok({
      body: { ...schedule, id: 'rb-2', frequency: 'daily', day: null, last_runs: [] },
    }),
    'DELETE /v2/igx/recurring_buys/rb-1': ok({
      body: { ...schedule, status: 'cancelled', next_run_at: null, next_market_day: null },
    }),
    'GET /v2/igx/recurring_buys/rb-1/runs': ok({ data: { count: 2, body: [skipped, filled] } }),
    ...routes,
  });
  saveSession(authAnswer(), Date.now());
  renderAt(<RecurringBuysPage />, '/recurring-buys');
  return server;
};

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Recurring buys page', () => {
  it('shows each schedule with when it buys, its next buy and its last one', async () => {
    open();
    const card = within(await screen.findByRole('article', { name: 'DG1 - Emas 1 gram Pool' }));
    expect(card.getByText('Setiap Senin pukul 09:00 WIB')).toBeInTheDocument();
    expect(card.getByText('Rp 5.000.000,00')).toBeInTheDocument();
    expect(card.getByText('30/11/26, 09.00 WIB')).toBeInTheDocument();
    expect(
      card.getByText("25/11/26 · Dilewati: You don't have enough available trade balance."),
    ).toBeInTheDocument();
    expect(card.getByText('Aktif')).toBeInTheDocument();
  });

  it('checks a new schedule, then sends it in rupiah with its day and time', async () => {
    const server = open();
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Jadwal baru' }));
    await user.click(form.getByRole('button', { name: 'Mulai nabung' }));
    expect(form.getByText('Isi jumlah dari Rp 10.000 sampai Rp 1.000.000.000.')).toBeVisible();
    expect(server.callsTo(CREATE)).toHaveLength(0);
    await user.type(form.getByLabelText('Jumlah per pembelian (Rp)'), '250.000');
    await user.click(form.getByRole('radio', { name: 'Bulanan' }));
    await user.selectOptions(form.getByLabelText('Tanggal'), 'Hari terakhir bulan');
    const time = within(form.getByRole('group', { name: 'Waktu pembelian (WIB)' }));
    await user.selectOptions(time.getByLabelText('Jam'), '13');
    await user.selectOptions(time.getByLabelText('Menit'), '30');
    await user.click(form.getByRole('button', { name: 'Mulai nabung' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Nabung rutin dimulai' }),
    ).toBeInTheDocument();
    expect(server.callsTo(CREATE).map((call) => call.body)).toEqual([
      {
        contract_id: 5,
        amount_idr: '250000.00',
        frequency: 'monthly',
        day: 'last',
        time: '13:30',
      },
    ]);
  });

  it('asks before cancelling, and cancels only once confirmed', async () => {
    const server = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Batalkan' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Batalkan nabung rutin DG1 - Emas 1 gram Pool?',
    });
    await user.click(within(question).getByRole('button', { name: 'Batal' }));
    expect(server.callsTo('DELETE /v2/igx/recurring_buys/rb-1')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Batalkan' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Batalkan' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Nabung rutin dibatalkan' }),
    ).toBeInTheDocument();
    expect(server.callsTo('DELETE /v2/igx/recurring_buys/rb-1')).toHaveLength(1);
  });

  it('shows the history in English, in the chosen currency', async () => {
    await i18n.changeLanguage('en');
    localStorage.setItem('emas.currency', 'usd');
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buy history' }));
    const table = await screen.findByRole('table', {
      name: 'Buy history of DG1 - Emas 1 gram Pool',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent("Skipped: You don't have enough available trade balance.");
    expect(rows[2]).toHaveTextContent('Bought');
    expect(rows[2]).toHaveTextContent('$303.3300');
  });

  it('says when there is nothing yet, and when the list fails', async () => {
    open({ [LIST]: ok({ body: [] }) });
    expect(
      await screen.findByText('Belum ada jadwal nabung rutin. Buat yang pertama di atas.'),
    ).toBeInTheDocument();
  });

  it('offers to try again when the list cannot load', async () => {
    open({ [LIST]: { status: 500, body: errorBody(500) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Jadwal tidak dapat dimuat.');
  });
});
