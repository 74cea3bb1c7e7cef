/**
 * Proves the console's Support desk against the contract: the open requests listed with who
 * sent them, an answer checked before it is sent, sent, and the list read again; a refusal
 * shown as the server words it; and the other scopes asked for.
 */
import type { OperatorSupportRequest } from '@emas/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { errorBody, fakeServer } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { SupportDesk } from './support-desk.tsx';

const LIST = 'GET /v2/operator/support_requests';
const ANSWER = 'POST /v2/operator/support_requests/r-1/answer';

const request: OperatorSupportRequest = {
  id: 'r-1',
  topic: 'tech_support',
  message: 'The chart does not load on my phone.',
  state: 'open',
  answer: null,
  created_at: '2026-11-24T03:00:00.000Z',
  answered_at: null,
  hin: 'PC00000001',
  fullname: 'Citra Lestari',
  email: 'client@demo.emas.id',
  answered_by: null,
};
const page = (rows: OperatorSupportRequest[]) => ({
  body: { status: 200, data: { count: rows.length, body: rows } },
});

describe('support desk', () => {
  beforeEach(() => void i18n.changeLanguage('id'));
  afterEach(() => vi.unstubAllGlobals());

  it('answers an open request and reads the list again', async () => {
    const reply = 'Please update your browser and try again.';
    const server = fakeServer({
      [LIST]: page([request]),
      [ANSWER]: {
        body: { status: 200, data: { ...request, state: 'answered', answer: reply } },
      },
    });
    renderAt(<SupportDesk />);
    const row = (await screen.findByText('The chart does not load on my phone.')).closest('tr')!;
    expect(row).toHaveTextContent('Citra Lestari');
    expect(row).toHaveTextContent('PC00000001');
    expect(row).toHaveTextContent('Tech Support');
    expect(server.callsTo(LIST)[0]?.url.searchParams.get('state')).toBe('open');
    await userEvent.click(within(row).getByRole('button', { name: 'Jawab: Citra Lestari' }));
    const dialog = screen.getByRole('dialog', { name: 'Jawab permintaan Citra Lestari' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim jawaban' }));
    expect(within(dialog).getByLabelText('Jawaban')).toHaveAccessibleDescription(
      'Tulis jawaban dalam 2 sampai 4000 karakter.',
    );
    expect(server.callsTo(ANSWER)).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Jawaban'), reply);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim jawaban' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Jawaban untuk Citra Lestari terkirim.'),
    );
    expect(server.callsTo(ANSWER)[0]?.body).toEqual({ answer: reply });
    await waitFor(() => expect(server.callsTo(LIST)).toHaveLength(2));
  });

  it("shows the server's refusal and lists the answered requests on request", async () => {
    const server = fakeServer({
      [LIST]: page([request]),
      [ANSWER]: { status: 409, body: errorBody(409) },
    });
    renderAt(<SupportDesk />);
    await userEvent.click(await screen.findByRole('button', { name: 'Jawab: Citra Lestari' }));
    await userEvent.type(screen.getByLabelText('Jawaban'), 'Already done.');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim jawaban' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('indonesia 409'));
    await userEvent.click(screen.getByRole('radio', { name: 'Sudah dijawab' }));
    await waitFor(() =>
      expect(server.callsTo(LIST).at(-1)?.url.searchParams.get('state')).toBe('answered'),
    );
  });
});
