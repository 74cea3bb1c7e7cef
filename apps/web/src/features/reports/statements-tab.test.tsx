/**
 * Proves the STATEMENTS tab: a month chosen by its labelled month and year asks the server for
 * that month in the page's language and saves the PDF, saying so while it is being prepared
 * and once it is saved; a range of days is checked by the server's own rule before any call
 * (its message on the end date and as an alert); the server's refusal is shown in its words.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody } from '../../test-support/fake-server.ts';
import { captureSavedFiles } from '../../test-support/saved-files.ts';
import { renderWithProviders, signIn, tradingServer } from '../trading/test-support.tsx';
import { StatementsTab } from './statements-tab.tsx';

const STATEMENT = 'GET /v2/igx/statement';
const TODAY = '2026-11-24';
const PDF = '%PDF-1.3 statement';

describe('StatementsTab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('downloads a chosen month in the page’s language, showing its progress', async () => {
    signIn();
    let answer: (reply: { body: string }) => void = () => {};
    const server = tradingServer({
      [STATEMENT]: () => new Promise((resolve) => (answer = resolve)),
    });
    const saved = captureSavedFiles();
    renderWithProviders(<StatementsTab today={TODAY} />);
    expect(screen.getByRole('radio', { name: 'Per bulan' })).toBeChecked();
    await userEvent.selectOptions(screen.getByLabelText('Bulan'), '10');
    expect(screen.getByText(/1 Okt 2026/)).toBeInTheDocument();
    const run = screen.getByRole('button', { name: 'RUN STATEMENT REPORT' });
    await userEvent.click(run);

    expect(await screen.findByText(/Menyiapkan laporan/)).toBeInTheDocument();
    expect(run).toBeDisabled();
    expect(run).toHaveAttribute('aria-busy', 'true');
    answer({ body: PDF });
    expect(await screen.findByText('Laporan rekening telah diunduh.')).toBeInTheDocument();
    expect(run).toBeEnabled();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('statement-2026-10-01-2026-10-31.pdf');
    expect(saved[0]?.blob.type).toBe('application/pdf');
    const [call] = server.callsTo(STATEMENT);
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      lang: 'id',
    });
    expect(call?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('checks a range of days before asking, with the same rule as the server', async () => {
    signIn();
    const server = tradingServer({ [STATEMENT]: { body: PDF } });
    renderWithProviders(<StatementsTab today={TODAY} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Rentang tanggal' }));
    const start = screen.getByLabelText('Tanggal mulai');
    const end = screen.getByLabelText('Tanggal akhir');
    for (const input of [start, end]) {
      expect(input).toHaveAttribute('type', 'date');
      expect(input).toHaveAttribute('min', '2020-01-01');
      expect(input).toHaveAttribute('max', TODAY);
    }
    fireEvent.change(start, { target: { value: '2024-01-01' } });
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAccessibleDescription(
      'Laporan rekening paling panjang 366 hari. Pilih periode yang lebih pendek.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'RUN STATEMENT REPORT' }));
    expect(screen.getByRole('alert')).toHaveTextContent('paling panjang 366 hari');
    expect(server.callsTo(STATEMENT)).toHaveLength(0);

    fireEvent.change(start, { target: { value: '2026-06-01' } });
    expect(end).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'RUN STATEMENT REPORT' }));
    await waitFor(() => expect(server.callsTo(STATEMENT)).toHaveLength(1));
    expect(server.callsTo(STATEMENT)[0]?.url.searchParams.get('from')).toBe('2026-06-01');
    expect(server.callsTo(STATEMENT)[0]?.url.searchParams.get('to')).toBe(TODAY);
  });

  it('shows the server’s refusal in its own words', async () => {
    signIn();
    tradingServer({
      [STATEMENT]: {
        status: 422,
        body: errorBody(422, { err_message_id: 'Periode ini memiliki lebih dari 5000 transaksi.' }),
      },
    });
    captureSavedFiles();
    renderWithProviders(<StatementsTab today={TODAY} />);
    await userEvent.click(screen.getByRole('button', { name: 'RUN STATEMENT REPORT' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Periode ini memiliki lebih dari 5000 transaksi.');
    expect(within(document.body).queryByText('Laporan rekening telah diunduh.')).toBeNull();
  });
});
