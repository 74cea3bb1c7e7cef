/**
 * Proves /marketinsight shows our own data first: gold in IDR and USD per gram and per troy
 * ounce in the language's separators, the USD/IDR rate, each contract's day range and change
 * (or that it has not traded yet), the market calendar with its close types and holiday; the
 * TradingView frames appear only when the server says the widgets are on, and a failed load
 * offers Try again.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { errorBody, fakeServer } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { signIn } from '../trading/test-support.tsx';
import { insightReply } from './fixtures.ts';
import { MarketInsightPage } from './market-insight-page.tsx';

const INSIGHT = 'GET /v2/market/insight';

describe('MarketInsightPage', () => {
  beforeEach(async () => {
    signIn();
    await i18n.changeLanguage('id');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows gold per gram and per ounce in rupiah and dollars, and the rate', async () => {
    const server = fakeServer({ [INSIGHT]: insightReply() });
    renderAt(<MarketInsightPage />);
    const gold = await screen.findByRole('region', { name: 'Emas' });
    expect(within(gold).getByText('Rp 1.363.191,65')).toBeInTheDocument();
    expect(within(gold).getByText('Rp 42.400.000,00')).toBeInTheDocument();
    expect(within(gold).getByText('$85,1995')).toBeInTheDocument();
    expect(within(gold).getByText('$2.650,00')).toBeInTheDocument();
    const rate = screen.getByRole('region', { name: 'Kurs USD/IDR' });
    expect(within(rate).getAllByText('Rp 16.000')).toHaveLength(2);
    expect(server.callsTo(INSIGHT)[0]?.url.searchParams.get('days')).toBe('14');
  });

  it("shows each contract's range and change, and a contract without a trade today", async () => {
    fakeServer({ [INSIGHT]: insightReply() });
    renderAt(<MarketInsightPage />);
    const dg1 = await screen.findByRole('row', { name: /DG1 1 gram/ });
    expect(within(dg1).getByText('Rp 1.350.000,00')).toBeInTheDocument();
    expect(within(dg1).getByText('Rp 1.370.000,00')).toBeInTheDocument();
    expect(within(dg1).getByText('+Rp 15.000,00 (+1,11 %)')).toBeInTheDocument();
    const dg100 = screen.getByRole('row', { name: /DG100/ });
    expect(within(dg100).getByText('Belum ada transaksi hari ini')).toBeInTheDocument();
  });

  it('lists the calendar with the daily closure, the weekend and the special holiday', async () => {
    fakeServer({ [INSIGHT]: insightReply() });
    renderAt(<MarketInsightPage />);
    const days = await screen.findByRole('list', { name: 'Kalender pasar' });
    const items = within(days).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Tutup 05:00–06:59');
    expect(items[1]).toHaveTextContent('Tutup sepanjang hari (penutupan mingguan)');
    expect(items[2]).toHaveTextContent('Libur khusus, tutup sepanjang hari');
    expect(screen.getByText(/Jenis tutup 2: libur khusus/)).toBeInTheDocument();
    expect(screen.getByText('Pasar sedang buka')).toBeInTheDocument();
  });

  it('shows no third-party frame, and names none as missing, when widgets are off', async () => {
    fakeServer({ [INSIGHT]: insightReply() });
    const { container } = renderAt(<MarketInsightPage />);
    await screen.findByRole('region', { name: 'Emas' });
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.queryByText(/widget/i)).toBeNull();
  });

  it('embeds the four TradingView widgets as frames when they are on', async () => {
    fakeServer({ [INSIGHT]: insightReply({ widgets: 'tradingview' }) });
    renderAt(<MarketInsightPage />);
    const calendar = await screen.findByTitle('Kalender ekonomi');
    expect(calendar.getAttribute('src')).toMatch(
      /^https:\/\/s\.tradingview\.com\/embed-widget\/events\//,
    );
    for (const name of ['Komoditas', 'Kurs silang mata uang', 'Indeks']) {
      expect(screen.getByTitle(name).tagName).toBe('IFRAME');
    }
  });

  it('speaks English when chosen', async () => {
    await i18n.changeLanguage('en');
    fakeServer({ [INSIGHT]: insightReply() });
    renderAt(<MarketInsightPage />);
    const gold = await screen.findByRole('region', { name: 'Gold' });
    expect(within(gold).getByText('Rp 1,363,191.65')).toBeInTheDocument();
    expect(screen.getByText('Closed 05:00–06:59')).toBeInTheDocument();
  });

  it('offers Try again when the data cannot be loaded', async () => {
    const server = fakeServer({ [INSIGHT]: { status: 500, body: errorBody(500) } });
    renderAt(<MarketInsightPage />);
    await screen.findByText('Data pasar tidak dapat dimuat.');
    server.set(INSIGHT, insightReply());
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('region', { name: 'Emas' })).toBeInTheDocument();
  });
});
