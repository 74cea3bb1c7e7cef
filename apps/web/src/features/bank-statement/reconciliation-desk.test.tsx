/**
 * Proves the reconciliation desk against the contract: the chosen day's lines with both figures
 * and the difference in the language's own notation, a flagged line said in words, another day
 * read when the date changes, and the day's CSV downloaded with the operator's token.
 */
import type { Reconciliation } from '@emas/api/bank-statement';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { fakeServer } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { captureSavedFiles } from '../../test-support/saved-files.ts';
import { endOperatorSession } from '../operator/index.ts';
import { signInTestOperator } from '../operator/test-support.tsx';
import { ReconciliationDesk } from './reconciliation-desk.tsx';

const report: Reconciliation = {
  date: '2026-11-24',
  flagged_count: 1,
  statement_id: 's-1',
  lines: [
    {
      item: 'client_cash',
      asset: 'IDR',
      books: '1500000.00',
      counterpart: '1200000.00',
      difference: '300000.00',
      count: null,
      flagged: true,
    },
    {
      item: 'stale_holds',
      asset: 'IDR',
      books: '0.00',
      counterpart: '0.00',
      difference: '0.00',
      count: 0,
      flagged: false,
    },
    {
      item: 'gold',
      asset: 'XAU:5',
      books: '1250.500',
      counterpart: '1250.500',
      difference: '0.000',
      count: null,
      flagged: false,
    },
  ],
};
const REPORT = 'GET /v2/operator/reconciliation';

describe('ReconciliationDesk', () => {
  beforeEach(() => signInTestOperator());
  afterEach(() => endOperatorSession());

  it("shows the day's lines in Indonesian notation, the difference flagged in words", async () => {
    await i18n.changeLanguage('id');
    fakeServer({ [REPORT]: { body: { status: 200, data: report } } });
    renderAt(<ReconciliationDesk />);
    const cash = await screen.findByRole('row', { name: /Dana nasabah/ });
    expect(
      within(cash)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Dana nasabah di buku vs saldo bank',
      'Rp 1.500.000,00',
      'Rp 1.200.000,00',
      'Rp 300.000,00',
      'Ada selisih',
    ]);
    expect(screen.getByRole('row', { name: /Emas DG1 / })).toHaveTextContent('1.250,500');
    expect(screen.getByRole('row', { name: /0 penahanan/ })).toHaveTextContent('Sesuai');
    expect(screen.getByRole('status')).toHaveTextContent('1 pos berselisih.');
  });

  it('reads another day when the date changes, and downloads its CSV', async () => {
    await i18n.changeLanguage('en');
    const server = fakeServer({
      [REPORT]: { body: { status: 200, data: report } },
      'GET /v2/operator/reconciliation/export': { body: 'date,item\n' },
    });
    renderAt(<ReconciliationDesk />);
    await screen.findByRole('row', { name: /Clients' cash/ });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-20' } });
    await waitFor(() =>
      expect(server.callsTo(REPORT).at(-1)?.url.searchParams.get('date')).toBe('2026-11-20'),
    );
    const saved = captureSavedFiles();
    await userEvent.click(await screen.findByRole('button', { name: 'EXPORT' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('reconciliation-2026-11-20.csv');
    const [download] = server.callsTo('GET /v2/operator/reconciliation/export');
    expect(download?.url.searchParams.get('date')).toBe('2026-11-20');
    expect(download?.headers.get('authorization')).toBe(`Bearer ${'t'.repeat(40)}`);
  });
});
