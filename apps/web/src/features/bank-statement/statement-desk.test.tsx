/**
 * Proves the statement desk against the contract: a CSV goes up with the operator's token and
 * the outcome's counts show; a waiting line is credited to the HIN typed, or dismissed with a
 * reason, and the list is read again; the server's refusal is shown in the chosen language.
 */
import type { StatementImport, StatementLineView } from '@emas/api/bank-statement';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { fakeServer } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { endOperatorSession } from '../operator/index.ts';
import { deskPage, signInTestOperator } from '../operator/test-support.tsx';
import { StatementDesk } from './statement-desk.tsx';

const LINES = '/v2/operator/deposits/statement/lines';
const waiting: StatementLineView = {
  id: 'l-3',
  line: 4,
  date: '2026-11-24',
  description: 'TRANSFER DARI BUDI',
  reference: 'REF-C',
  amount_idr: '75000.00',
  state: 'unmatched',
  hin: null,
  fullname: null,
  dismiss_reason: null,
};
const outcome: StatementImport = {
  statement_id: 's-1',
  file_name: 'bank.csv',
  opening_balance_idr: null,
  closing_balance_idr: '101490000.00',
  counts: {
    matched: 2,
    credited: 1,
    awaiting_approval: 0,
    already_credited: 1,
    unmatched: 1,
    repeated: 0,
    debit: 1,
  },
  lines: [waiting],
};
const csv = () =>
  new File(['date,description,reference,amount\n'], 'bank.csv', { type: 'text/csv' });

describe('StatementDesk', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    signInTestOperator();
  });
  afterEach(() => endOperatorSession());

  it("imports a statement with the operator's token and shows what came of each line", async () => {
    const server = fakeServer({
      [`GET ${LINES}`]: deskPage([]),
      'POST /v2/operator/deposits/statement': { body: { status: 200, data: outcome } },
    });
    renderAt(<StatementDesk />);
    await userEvent.click(screen.getByRole('button', { name: 'Import statement' }));
    expect(screen.getByText('Choose the statement file (CSV) first.')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Statement file (CSV)'), csv());
    server.set(`GET ${LINES}`, deskPage([waiting]));
    await userEvent.click(screen.getByRole('button', { name: 'Import statement' }));
    const result = await screen.findByRole('region', { name: 'Import of bank.csv' });
    for (const [term, count] of [
      ['Matched', '2'],
      ['Credited', '1'],
      ['Already credited', '1'],
      ['Unmatched', '1'],
      ['Debits', '1'],
    ]) {
      expect(within(result).getByText(term ?? '').nextSibling).toHaveTextContent(count ?? '');
    }
    expect(result).toHaveTextContent("Bank's closing balance: Rp 101,490,000.00");
    const [upload] = server.callsTo('POST /v2/operator/deposits/statement');
    expect(upload?.headers.get('authorization')).toBe(`Bearer ${'t'.repeat(40)}`);
    expect(await screen.findByRole('cell', { name: 'REF-C' })).toBeInTheDocument();
  });

  it('credits a waiting line to the HIN typed, and dismisses another with a reason', async () => {
    const server = fakeServer({
      [`GET ${LINES}`]: deskPage([waiting]),
      [`POST ${LINES}/l-3/assign`]: {
        body: {
          status: 200,
          data: { ...waiting, state: 'credited', hin: 'PC00000002', fullname: 'Budi' },
        },
      },
      [`POST ${LINES}/l-3/dismiss`]: {
        body: { status: 200, data: { ...waiting, state: 'dismissed', dismiss_reason: 'Refund' } },
      },
    });
    renderAt(<StatementDesk />);
    await userEvent.click(await screen.findByRole('button', { name: 'Credit to a HIN' }));
    const dialog = screen.getByRole('dialog', { name: 'Credit Rp 75,000.00 to a HIN' });
    await userEvent.type(within(dialog).getByLabelText("Recipient's HIN"), 'pc00000002');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Line REF-C credited to PC00000002.')).toBeInTheDocument();
    expect(server.callsTo(`POST ${LINES}/l-3/assign`)[0]?.body).toEqual({ hin: 'PC00000002' });
    await waitFor(() => expect(server.callsTo(`GET ${LINES}`).length).toBeGreaterThan(1));

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    const dismiss = screen.getByRole('dialog', { name: 'Dismiss line REF-C' });
    await userEvent.type(within(dismiss).getByLabelText('Reason'), 'Refunded to the payer');
    await userEvent.click(within(dismiss).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Line REF-C dismissed.')).toBeInTheDocument();
    expect(server.callsTo(`POST ${LINES}/l-3/dismiss`)[0]?.body).toEqual({
      reason: 'Refunded to the payer',
    });
  });

  it("shows the server's refusal of a file in Indonesian", async () => {
    await i18n.changeLanguage('id');
    fakeServer({
      [`GET ${LINES}`]: deskPage([]),
      'POST /v2/operator/deposits/statement': {
        status: 422,
        body: {
          status: 422,
          err_message: 'Line 3: "kemarin" is not a date.',
          err_message_id: 'Baris 3: "kemarin" bukan tanggal.',
        },
      },
    });
    renderAt(<StatementDesk />);
    await userEvent.upload(screen.getByLabelText('Berkas mutasi (CSV)'), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Impor mutasi' }));
    expect(await screen.findByText('Baris 3: "kemarin" bukan tanggal.')).toBeInTheDocument();
  });
});
