import { OPERATOR_ROLES } from '@emas/domain';
/**
 * Proves the operator console's screens against the contract: its own sign-in (the password
 * sent only as its SHA-256), a deposit credited with the answer's figures in the language's
 * notation, the audit log, an expired session back to sign-in, and sign-out.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, fakeServer } from '../test-support/fake-server.ts';
import { renderRoutes } from '../test-support/render.tsx';
import { OperatorRoute } from './operator-route.tsx';
import { endOperatorSession, startOperatorSession } from '../features/operator/index.ts';

const operator = {
  operator_id: 'op-1',
  email: 'operator@demo.emas.id',
  name: 'Dewi Operator',
  roles: OPERATOR_ROLES,
};
const SHA256_OF_SECRET = '2bb80d537b1da3e38bd30361aa855686bde0eacd7162fef6a25fe97bf527a25b';

const renderConsole = (path = '/operator') =>
  renderRoutes([{ path: '/operator/*', element: <OperatorRoute /> }], path);

const emptyPage = { status: 200, data: { count: 0, body: [] } };

const actionsPage = (count: number) => ({
  status: 200,
  data: {
    count,
    body: [
      {
        id: 'a1',
        operator_email: operator.email,
        operator_name: operator.name,
        action: 'deposit.credit',
        subject: 'PC00000001',
        detail: '{"reference":"BCA 8812"}',
        created_at: '2026-11-24T03:00:00.000Z',
      },
    ],
  },
});

describe('operator console', () => {
  beforeEach(() => endOperatorSession());
  afterEach(() => vi.unstubAllGlobals());

  it('signs in with the password digest and opens the first desk', async () => {
    const server = fakeServer({
      'POST /v2/operator/auth': {
        body: { status: 200, data: { ...operator, token: 't'.repeat(40) } },
      },
      'GET /v2/operator/withdrawals': { body: emptyPage },
    });
    renderConsole();
    await userEvent.type(screen.getByLabelText('E-mail'), operator.email);
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Masuk sebagai Dewi Operator')).toBeInTheDocument();
    expect(server.callsTo('POST /v2/operator/auth')[0]?.body).toEqual({
      email: operator.email,
      password: SHA256_OF_SECRET,
    });
    expect(await screen.findByRole('heading', { name: 'Penarikan dana' })).toBeInTheDocument();
    expect(await screen.findByText('No data available in table')).toBeInTheDocument();
  });

  it("shows the server's refusal of a sign-in in the chosen language", async () => {
    fakeServer({ 'POST /v2/operator/auth': { status: 401, body: errorBody(401) } });
    renderConsole();
    await userEvent.type(screen.getByLabelText('E-mail'), 'client@demo.emas.id');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('indonesia 401'));
  });

  it('credits a deposit and shows the amount and balance as Indonesian writes them', async () => {
    startOperatorSession({ ...operator, token: 't'.repeat(40) });
    const server = fakeServer({
      'POST /v2/operator/deposits': {
        body: {
          status: 200,
          data: {
            deposit_id: 'deposit:1',
            hin: 'PC00000001',
            fullname: 'Citra Lestari',
            amount_idr: '1250000.50',
            balance_idr: '1001250000.50',
          },
        },
      },
    });
    renderConsole('/operator/deposits');
    const form = within(await screen.findByRole('region', { name: 'Kreditkan setoran' }));
    await userEvent.type(form.getByLabelText('HIN'), 'PC00000001');
    await userEvent.type(form.getByLabelText('Jumlah (Rp)'), '1.250.000,50');
    await userEvent.type(form.getByLabelText('Referensi transfer'), 'BCA 8812');
    await userEvent.click(form.getByRole('button', { name: 'Kreditkan' }));
    await waitFor(() =>
      expect(form.getByRole('status')).toHaveTextContent(
        'Rp 1.250.000,50 dikreditkan ke Citra Lestari (PC00000001). Saldo kas: Rp 1.001.250.000,50.',
      ),
    );
    const [request] = server.callsTo('POST /v2/operator/deposits');
    expect(request?.body).toEqual({
      hin: 'PC00000001',
      amount_idr: '1250000.50',
      reference: 'BCA 8812',
    });
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${'t'.repeat(40)}`);
  });

  it('posts a cash adjustment that takes cash, and says when it waits for a second approver', async () => {
    startOperatorSession({ ...operator, token: 't'.repeat(40) });
    const server = fakeServer({
      'POST /v2/operator/adjustments': {
        status: 202,
        body: { status: 'awaiting_second_approval', id: 'a-1' },
      },
    });
    renderConsole('/operator/deposits');
    const form = within(await screen.findByRole('region', { name: 'Sesuaikan kas' }));
    await userEvent.type(form.getByLabelText('HIN'), 'PC00000001');
    await userEvent.type(form.getByLabelText('Jumlah (Rp)'), '12.000.000');
    await userEvent.selectOptions(form.getByLabelText('Arah'), 'Kurangi kas');
    await userEvent.type(form.getByLabelText('Alasan'), 'Koreksi setoran ganda');
    await userEvent.click(form.getByRole('button', { name: 'Bukukan' }));
    await waitFor(() =>
      expect(form.getByRole('status')).toHaveTextContent(
        'Menunggu persetujuan operator keuangan kedua',
      ),
    );
    expect(server.callsTo('POST /v2/operator/adjustments')[0]?.body).toEqual({
      hin: 'PC00000001',
      amount_idr: '-12000000.00',
      reason: 'Koreksi setoran ganda',
    });
  });

  it('refuses an empty deposit without calling the server', async () => {
    startOperatorSession({ ...operator, token: 't'.repeat(40) });
    const server = fakeServer();
    renderConsole('/operator/deposits');
    await userEvent.click(await screen.findByRole('button', { name: 'Kreditkan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Isi HIN, jumlah di atas nol');
    expect(server.callsTo('POST /v2/operator/deposits')).toHaveLength(0);
  });

  it('moves between desks from the menu, and sends an unknown path to the first desk', async () => {
    startOperatorSession({ ...operator, token: 't'.repeat(40) });
    fakeServer({
      'GET /v2/operator/withdrawals': { body: emptyPage },
      'GET /v2/operator/shipments': { body: emptyPage },
    });
    const { router } = renderConsole('/operator/nowhere');
    expect(await screen.findByRole('heading', { name: 'Penarikan dana' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/operator/withdrawals');
    await userEvent.click(screen.getByRole('link', { name: 'Pengiriman emas' }));
    expect(await screen.findByRole('heading', { name: 'Pengiriman emas' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/operator/shipments');
  });

  it('lists the audit log', async () => {
    startOperatorSession({ ...operator, token: 't'.repeat(40) });
    fakeServer({ 'GET /v2/operator/actions': { body: actionsPage(1) } });
    renderConsole('/operator/actions');
    expect(await screen.findByText('deposit.credit')).toBeInTheDocument();
    expect(screen.getByText('{"reference":"BCA 8812"}')).toBeInTheDocument();
  });

  it('goes back to sign-in when the session has expired', async () => {
    startOperatorSession({ ...operator, token: 't'.repeat(40) });
    fakeServer({ 'GET /v2/operator/actions': { status: 401, body: errorBody(498) } });
    renderConsole('/operator/actions');
    expect(
      await screen.findByRole('heading', { name: 'Masuk sebagai operator' }),
    ).toBeInTheDocument();
  });

  it('signs out', async () => {
    startOperatorSession({ ...operator, token: 't'.repeat(40) });
    const server = fakeServer({ 'POST /v2/operator/logout': { body: { status: 200 } } });
    renderConsole('/operator/deposits');
    await userEvent.click(await screen.findByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(server.callsTo('POST /v2/operator/logout')).toHaveLength(1));
    expect(
      await screen.findByRole('heading', { name: 'Masuk sebagai operator' }),
    ).toBeInTheDocument();
  });
});
