/**
 * Proves the credit desk against the contract: a waiting request granted as asked and the list
 * read again, a limit set by HIN with its figures announced, and the exchange's refusal (a limit
 * below the credit drawn) shown as the server words it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, fakeServer } from '../test-support/fake-server.ts';
import { renderRoutes } from '../test-support/render.tsx';
import { OperatorRoute } from './operator-route.tsx';
import { endOperatorSession } from '../features/operator/index.ts';
import { signInTestOperator } from '../features/operator/test-support.tsx';
import { waitingRequest } from '../features/credit/test-support.tsx';

const request = {
  id: 'cr-1',
  hin: 'PC00000001',
  fullname: 'Citra Lestari',
  credit_limit: '5000000.00',
  current_limit: '0.00',
  ...waitingRequest,
} as const;

const line = {
  hin: 'PC00000001',
  fullname: 'Citra Lestari',
  credit_limit: '7500000.00',
  available_credit: '7500000.00',
  settlement_owing: '0.00',
};

const renderDesk = () =>
  renderRoutes([{ path: '/operator/*', element: <OperatorRoute /> }], '/operator/credit');

describe('the credit desk', () => {
  beforeEach(() => signInTestOperator());
  afterEach(() => {
    endOperatorSession();
    vi.unstubAllGlobals();
  });

  it('grants a waiting request as asked and reads the list again', async () => {
    const server = fakeServer({
      'GET /v2/operator/credit-requests': {
        body: { status: 200, data: { count: 1, body: [request] } },
      },
      'POST /v2/operator/credit-requests/cr-1/approve': {
        body: {
          status: 200,
          data: { ...request, status: 'approved', granted_limit: '5000000.00' },
        },
      },
    });
    renderDesk();
    const row = (await screen.findByText('Modal membeli emas')).closest('tr')!;
    expect(row).toHaveTextContent('Rp 5.000.000,00');
    await userEvent.click(within(row).getByRole('button', { name: 'Setujui' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Batas kredit Citra Lestari disetujui.'),
    );
    expect(server.callsTo('POST /v2/operator/credit-requests/cr-1/approve')[0]?.body).toEqual({
      credit_limit: null,
    });
    await waitFor(() => expect(server.callsTo('GET /v2/operator/credit-requests')).toHaveLength(2));
  });

  it('sets a limit by HIN, and shows a refusal', async () => {
    const server = fakeServer({
      'GET /v2/operator/credit-requests': { body: { status: 200, data: { count: 0, body: [] } } },
      'POST /v2/operator/credit-lines': { body: { status: 200, data: line } },
    });
    renderDesk();
    const form = within(await screen.findByRole('region', { name: 'Atur batas kredit' }));
    await userEvent.type(form.getByLabelText('HIN'), 'PC00000001');
    await userEvent.type(form.getByLabelText('Batas kredit (Rp)'), '7.500.000');
    await userEvent.type(form.getByLabelText('Alasan'), 'Penyesuaian risiko');
    await userEvent.click(form.getByRole('button', { name: 'Simpan batas' }));
    expect(await form.findByRole('status')).toHaveTextContent(
      'Batas kredit Citra Lestari (PC00000001) kini Rp 7.500.000,00; tersedia Rp 7.500.000,00.',
    );
    expect(server.callsTo('POST /v2/operator/credit-lines')[0]?.body).toEqual({
      hin: 'PC00000001',
      credit_limit: '7500000.00',
      reason: 'Penyesuaian risiko',
    });
    fakeServer({
      'GET /v2/operator/credit-requests': { body: { status: 200, data: { count: 0, body: [] } } },
      'POST /v2/operator/credit-lines': { status: 409, body: errorBody(409) },
    });
    await userEvent.type(form.getByLabelText('Alasan'), 'Turunkan');
    await userEvent.click(form.getByRole('button', { name: 'Simpan batas' }));
    expect(await form.findByRole('alert')).toHaveTextContent('indonesia 409');
  });
});
