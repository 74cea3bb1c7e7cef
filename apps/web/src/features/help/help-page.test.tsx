/**
 * Proves the /help page (spec 002, Help) from what the user sees and what the server is asked:
 * the four tabs; NOTIFICATION newest first as the server lists it, unread ones marked for the
 * eye and for screen readers, one or all marked read, the empty state and the pages;
 * DOCUMENTATION's PDF links in the chosen language and the agreements' label; SUPPORT REQUEST's
 * topic and message checked before sending, the confirmation, a refusal in the chosen
 * language, the requests with their answers and the chat button; and the FAQ's disclosures.
 */
import type { Notice, SupportRequest } from '@emas/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { fakeServer } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { signIn } from '../trading/test-support.tsx';
import { HelpPage } from './help-page.tsx';

const openChat = vi.hoisted(() => vi.fn());
vi.mock('../chat/index.ts', () => ({ openChat }));

const NOTICES = 'GET /v2/help/notices';
const READ = 'POST /v2/help/notices/read';
const REQUESTS = 'GET /v2/help/support_requests';
const SEND = 'POST /v2/help/support_requests';

const notice = (id: string, overrides: Partial<Notice> = {}): Notice => ({
  id,
  kind: 'withdrawal',
  params: { outcome: 'paid', amount_sen: '150000050' },
  created_at: '2026-11-24T03:00:00.000Z',
  read_at: null,
  ...overrides,
});
const noticePage = (body: Notice[], count = body.length, unread = 0) => ({
  body: { status: 200, data: { count, unread, body } },
});
const request = (overrides: Partial<SupportRequest> = {}): SupportRequest => ({
  id: 'r-1',
  topic: 'trading',
  message: 'How do I cancel a limit order?',
  state: 'answered',
  answer: 'Open Orders and press Kill.',
  created_at: '2026-11-24T03:00:00.000Z',
  answered_at: '2026-11-24T04:00:00.000Z',
  ...overrides,
});
const requestPage = (body: SupportRequest[]) => ({
  body: { status: 200, data: { count: body.length, body } },
});

const renderHelp = (tab = '') => renderAt(<HelpPage />, `/help${tab}`);

describe('help page', () => {
  beforeEach(() => {
    localStorage.clear();
    void i18n.changeLanguage('id');
    signIn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    openChat.mockClear();
  });

  it('shows the four tabs of the spec, NOTIFICATION first', async () => {
    fakeServer({ [NOTICES]: noticePage([]) });
    renderHelp();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'NOTIFICATION',
      'DOCUMENTATION',
      'SUPPORT REQUEST',
      'FAQ',
    ]);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('NOTIFICATION');
    expect(await screen.findByText(/Belum ada notifikasi/)).toBeInTheDocument();
  });

  it('lists the notices as the server orders them, the unread ones marked', async () => {
    const fill = notice('n-2', {
      kind: 'order_fill',
      params: { direction: 'buy', contract_id: '1', quantity_mg: '100000', price_sen: '110000050' },
    });
    const paid = notice('n-1', { read_at: '2026-11-24T05:00:00.000Z' });
    fakeServer({ [NOTICES]: noticePage([fill, paid], 2, 1) });
    renderHelp();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Belum dibaca: Order terpenuhi');
    expect(items[0]).toHaveTextContent('100,00 g pada harga Rp 1.100.000,50 per lot');
    expect(items[0]).toHaveClass('notice-unread');
    expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Belum dibaca: Order terpenuhi',
    );
    expect(items[1]).toHaveTextContent('Penarikan dibayarkan');
    expect(items[1]).toHaveTextContent('Rp 1.500.000,50 telah dikirim ke rekening Anda.');
    expect(items[1]).not.toHaveTextContent('Belum dibaca');
    expect(screen.getByText('1 belum dibaca')).toBeInTheDocument();
  });

  it('marks one notice read, then all, and reads the list again', async () => {
    const server = fakeServer({
      [NOTICES]: noticePage([notice('n-2'), notice('n-1')], 2, 2),
      [READ]: { body: { status: 200, data: { unread: 1 } } },
    });
    renderHelp();
    const [first] = await screen.findAllByRole('listitem');
    await userEvent.click(within(first!).getByRole('button', { name: 'Tandai sudah dibaca' }));
    await waitFor(() => expect(server.callsTo(READ)[0]?.body).toEqual({ notice_id: 'n-2' }));
    await waitFor(() => expect(server.callsTo(NOTICES)).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Tandai semua sudah dibaca' }));
    await waitFor(() => expect(server.callsTo(READ)[1]?.body).toEqual({}));
  });

  it('pages the notices ten at a time', async () => {
    const server = fakeServer({ [NOTICES]: noticePage([notice('n-1')], 25, 0) });
    renderHelp();
    expect(await screen.findByRole('button', { name: 'Tandai semua sudah dibaca' })).toBeDisabled();
    expect(server.callsTo(NOTICES)[0]?.url.search).toBe('?offset=0&limit=10');
    await userEvent.click(screen.getByRole('button', { name: 'Halaman 3' }));
    await waitFor(() =>
      expect(server.callsTo(NOTICES).at(-1)?.url.search).toBe('?offset=20&limit=10'),
    );
  });

  it('links the PDFs in the chosen language and labels the agreements', async () => {
    fakeServer({});
    renderHelp('?tab=documentation');
    const guide = screen.getByRole('link', { name: 'Unduh PDF: Quick Guide' });
    expect(guide).toHaveAttribute('href', '/v2/help/documents/quick-guide?lang=id');
    expect(guide).toHaveAttribute('download', 'emas-quick-guide-id.pdf');
    expect(screen.getByRole('link', { name: 'Unduh PDF: Brochure' })).toHaveAttribute(
      'href',
      '/v2/help/documents/brochure?lang=id',
    );
    expect(screen.getAllByText('PLEASE CONTACT YOUR MEMBER FOR THE LATEST VERSION')).toHaveLength(
      2,
    );
    expect(screen.getByText('Quality Assurance Framework')).toBeInTheDocument();
    expect(screen.getByText('Account Agreement')).toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('link', { name: 'Download PDF: Quick Guide' })).toHaveAttribute(
      'href',
      '/v2/help/documents/quick-guide?lang=en',
    );
  });

  it('checks the message, sends the request and confirms it', async () => {
    const server = fakeServer({
      [REQUESTS]: requestPage([]),
      [SEND]: { body: { status: 200, data: request({ state: 'open', answer: null }) } },
    });
    renderHelp('?tab=support');
    expect(await screen.findByText('Anda belum pernah mengirim permintaan.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'SEND REQUEST' }));
    expect(screen.getByLabelText('Pesan')).toHaveAccessibleDescription(
      'Tulis pesan Anda dalam 10 sampai 2000 karakter.',
    );
    expect(server.callsTo(SEND)).toHaveLength(0);
    await userEvent.selectOptions(screen.getByLabelText('Topik'), 'Trading');
    await userEvent.type(screen.getByLabelText('Pesan'), '  How do I cancel a limit order?  ');
    await userEvent.click(screen.getByRole('button', { name: 'SEND REQUEST' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Permintaan Anda telah terkirim.'),
    );
    expect(server.callsTo(SEND)[0]?.body).toEqual({
      topic: 'trading',
      message: 'How do I cancel a limit order?',
    });
    expect(screen.getByLabelText('Pesan')).toHaveValue('');
    await waitFor(() => expect(server.callsTo(REQUESTS)).toHaveLength(2));
  });

  it("shows the server's refusal in the chosen language", async () => {
    fakeServer({
      [REQUESTS]: requestPage([]),
      [SEND]: {
        status: 429,
        body: {
          status: 429,
          status_code: 429,
          code: 'SupportRequestsTooMany',
          iserror: true,
          err_message: 'You have sent 20 support requests today.',
          err_message_id: 'Anda sudah mengirim 20 permintaan bantuan hari ini.',
          message_id: 'Anda sudah mengirim 20 permintaan bantuan hari ini.',
        },
      },
    });
    renderHelp('?tab=support');
    await userEvent.type(screen.getByLabelText('Pesan'), 'Please call me back today.');
    await userEvent.click(screen.getByRole('button', { name: 'SEND REQUEST' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Anda sudah mengirim 20 permintaan bantuan hari ini.',
      ),
    );
  });

  it('lists the requests with their answers and opens the chat', async () => {
    fakeServer({
      [REQUESTS]: requestPage([request(), request({ id: 'r-2', state: 'open', answer: null })]),
    });
    renderHelp('?tab=support');
    const answered = (await screen.findByText('Open Orders and press Kill.')).closest('li')!;
    const open = screen.getAllByText('How do I cancel a limit order?')[1]!.closest('li')!;
    expect(answered).toHaveTextContent('Dijawab');
    expect(answered).toHaveTextContent('Open Orders and press Kill.');
    expect(open).toHaveTextContent('Menunggu jawaban');
    await userEvent.click(screen.getByRole('button', { name: 'CHAT WITH CUSTOMER SERVICE' }));
    expect(openChat).toHaveBeenCalledOnce();
  });

  it('answers the FAQ in disclosures that open and close', async () => {
    fakeServer({});
    renderHelp('?tab=faq');
    const questions = screen.getAllByRole('group');
    expect(questions.length).toBeGreaterThanOrEqual(10);
    const question = screen.getByText('Berapa biaya transaksi?');
    const entry = question.closest('details')!;
    expect(entry.open).toBe(false);
    await userEvent.click(question);
    expect(entry.open).toBe(true);
    expect(within(entry).getByText(/1% dari nilai kontrak, minimal Rp 500/)).toBeVisible();
  });
});
