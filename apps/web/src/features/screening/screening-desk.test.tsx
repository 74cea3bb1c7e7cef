/**
 * Proves the console's Screening desk against the contract: a waiting hit with the person and
 * the listed record side by side, cleared as a false positive only with a reason; a list file
 * imported with its kind, the outcome counting entries and new hits, and both lists read again.
 */
import { screeningEndpoints } from '@emas/api/screening';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { fakeServer, takeCannedMismatches } from '../../test-support/fake-server.ts';
import { renderRoutes } from '../../test-support/render.tsx';
import { OperatorConsole, endOperatorSession } from '../operator/index.ts';
import { deskPage, signInTestOperator } from '../operator/test-support.tsx';
import { ScreeningDesk } from './screening-desk.tsx';

const DESKS = [
  {
    path: 'screening',
    entry: 'screening',
    page: <ScreeningDesk />,
    opens: screeningEndpoints.hits,
  },
] as const;

const hit = {
  id: 'h-1',
  subject_kind: 'account',
  subject_id: 'a-1',
  subject_name: 'Citra Lestari',
  subject_birth_date: null,
  subject_hin: 'PC00000001',
  list_kind: 'dttot',
  entry: {
    reference: 'DTTOT-001',
    name: 'Citra Lestary',
    names: ['Citra Lestary', 'Citra L.'],
    birth_dates: ['1985-03-12'],
    details: { nationality: 'Indonesia', address: 'Jl. Kenanga 4, Surabaya' },
  },
  score: '0.97',
  status: 'pending',
  locked_account: true,
  created_at: Date.UTC(2026, 10, 24, 3),
  decided_at: null,
  decision_note: null,
} as const;

const lists = {
  body: {
    status: 200,
    data: [
      {
        kind: 'un',
        file_name: 'consolidated.xml',
        entry_count: 712,
        imported_at: Date.UTC(2026, 10, 20),
        imported_by: 'Citra Kepatuhan',
      },
      { kind: 'dttot', file_name: null, entry_count: 0, imported_at: null, imported_by: null },
      { kind: 'pep', file_name: null, entry_count: 0, imported_at: null, imported_by: null },
    ],
  },
};

const render = () =>
  renderRoutes(
    [{ path: '/operator/*', element: <OperatorConsole desks={DESKS} /> }],
    '/operator/screening',
  );

describe('screening desk', () => {
  beforeEach(() => signInTestOperator());
  afterEach(() => {
    expect(takeCannedMismatches()).toEqual([]);
    endOperatorSession();
    vi.unstubAllGlobals();
  });

  it('shows both records side by side and clears a false positive with a reason', async () => {
    const server = fakeServer({
      'GET /v2/operator/screening/hits': deskPage([hit]),
      'GET /v2/operator/screening/lists': lists,
      'POST /v2/operator/screening/hits/h-1/clear': {
        body: {
          status: 200,
          data: { ...hit, status: 'cleared', decision_note: 'Tanggal lahir berbeda' },
        },
      },
    });
    render();
    expect(await screen.findByRole('link', { name: 'Penyaringan' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const row = (await screen.findByText('Citra Lestari')).closest('tr')!;
    const [person, listed] = within(row).getAllByRole('cell').slice(1, 3);
    expect(person).toHaveTextContent('PC00000001');
    expect(person).toHaveTextContent('Rekening dikunci');
    expect(listed).toHaveTextContent('Citra Lestary');
    expect(listed).toHaveTextContent('Alias: Citra L.');
    expect(listed).toHaveTextContent('Lahir 1985-03-12');
    expect(listed).toHaveTextContent('DTTOT (PPATK) · DTTOT-001');
    expect(row).toHaveTextContent('0,97');
    await userEvent.click(within(row).getByRole('button', { name: 'Bukan orang yang sama' }));
    const dialog = screen.getByRole('dialog', { name: 'Bukan orang yang sama: Citra Lestari' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    expect(server.callsTo('POST /v2/operator/screening/hits/h-1/clear')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Alasan'), 'Tanggal lahir berbeda');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Konfirmasi' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Kecocokan Citra Lestari dinyatakan keliru.',
      ),
    );
    expect(server.callsTo('POST /v2/operator/screening/hits/h-1/clear')[0]?.body).toEqual({
      reason: 'Tanggal lahir berbeda',
    });
    await waitFor(() => expect(server.callsTo('GET /v2/operator/screening/hits')).toHaveLength(2));
  });

  it('imports a list file with its kind and says what it found', async () => {
    const server = fakeServer({
      'GET /v2/operator/screening/hits': deskPage([]),
      'GET /v2/operator/screening/lists': lists,
      'POST /v2/operator/screening/lists': {
        body: {
          status: 200,
          data: {
            kind: 'dttot',
            file_name: 'dttot.csv',
            entry_count: 2,
            imported_at: Date.UTC(2026, 10, 24),
            imported_by: 'Dewi',
            new_hits: 1,
          },
        },
      },
    });
    render();
    expect(await screen.findByText('consolidated.xml')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Impor daftar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pilih berkas daftar.');
    await userEvent.selectOptions(screen.getByLabelText('Daftar'), 'dttot');
    const file = new File(['No;Nama\n1;Citra'], 'dttot.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('Berkas'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Impor daftar' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'DTTOT (PPATK): 2 entri diimpor, 1 kecocokan baru.',
      ),
    );
    const upload = (globalThis.fetch as Mock).mock.calls.find(
      ([url, init]) =>
        String(url).endsWith('/v2/operator/screening/lists') &&
        (init as RequestInit | undefined)?.method === 'POST',
    );
    const form = (upload?.[1] as RequestInit).body as FormData;
    expect(form.get('kind')).toBe('dttot');
    expect((form.get('file') as File).name).toBe('dttot.csv');
    await waitFor(() => expect(server.callsTo('GET /v2/operator/screening/lists')).toHaveLength(2));
    expect(server.callsTo('GET /v2/operator/screening/hits')).toHaveLength(2);
  });
});
