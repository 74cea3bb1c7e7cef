/**
 * Proves the Operators desk against the contract: the list with roles, two-factor and state in
 * the chosen language; adding an operator (the form's check, then the body sent); changing
 * roles in the dialog; disabling; resetting two-factor; a refusal worded as the server words it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, fakeServer } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { endOperatorSession } from '../operator/index.ts';
import { signInTestOperator } from '../operator/test-support.tsx';
import { OperatorsDesk } from './operators-desk.tsx';

const sari = {
  id: 'op-2',
  email: 'support@demo.emas.id',
  name: 'Sari Layanan',
  roles: ['support'],
  totp_enabled: true,
  disabled: false,
  password_set: true,
} as const;
const listed = (rows: readonly object[]) => ({
  body: { status: 200, data: { count: rows.length, body: rows } },
});
const answer = (row: object) => ({ body: { status: 200, data: row } });
const table = () => screen.getByRole('table', { name: 'Operator' });

describe('Operators desk', () => {
  beforeEach(() => signInTestOperator());
  afterEach(() => {
    endOperatorSession();
    vi.unstubAllGlobals();
  });

  it('lists operators and changes roles, disables and resets two-factor', async () => {
    const server = fakeServer({
      'GET /v2/operator/operators': listed([sari]),
      'PATCH /v2/operator/operators/op-2': answer(sari),
      'POST /v2/operator/operators/op-2/totp/reset': answer({ ...sari, totp_enabled: false }),
    });
    renderAt(<OperatorsDesk />);
    const row = within(await screen.findByRole('row', { name: /support@demo\.emas\.id/ }));
    expect(row.getByText('Layanan nasabah')).toBeInTheDocument();
    expect(row.getAllByText('Aktif')).toHaveLength(2);

    await userEvent.click(row.getByRole('button', { name: 'Ubah peran' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Peran Sari Layanan' }));
    await userEvent.click(dialog.getByLabelText('Keuangan'));
    await userEvent.click(dialog.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(server.callsTo('PATCH /v2/operator/operators/op-2')[0]?.body).toEqual({
        roles: ['finance', 'support'],
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Data Sari Layanan diperbarui.');

    await userEvent.click(within(table()).getByRole('button', { name: 'Nonaktifkan' }));
    await waitFor(() =>
      expect(server.callsTo('PATCH /v2/operator/operators/op-2')[1]?.body).toEqual({
        disabled: true,
      }),
    );
    await userEvent.click(within(table()).getByRole('button', { name: 'Reset dua langkah' }));
    await waitFor(() =>
      expect(server.callsTo('POST /v2/operator/operators/op-2/totp/reset')).toHaveLength(1),
    );
  });

  it("shows the server's refusal of a change", async () => {
    fakeServer({
      'GET /v2/operator/operators': listed([sari]),
      'PATCH /v2/operator/operators/op-2': { status: 409, body: errorBody(409) },
    });
    renderAt(<OperatorsDesk />);
    await userEvent.click(await screen.findByRole('button', { name: 'Nonaktifkan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('indonesia 409');
  });

  it('adds an operator once the e-mail, the name and a role are given', async () => {
    const server = fakeServer({
      'GET /v2/operator/operators': listed([]),
      'POST /v2/operator/operators': answer({
        ...sari,
        id: 'op-9',
        email: 'nadia@broker.co.id',
        name: 'Nadia',
        roles: ['finance'],
        totp_enabled: false,
        password_set: false,
      }),
    });
    renderAt(<OperatorsDesk />);
    const form = within(await screen.findByRole('region', { name: 'Tambah operator' }));
    await userEvent.type(form.getByLabelText('E-mail'), 'nadia@broker.co.id');
    await userEvent.type(form.getByLabelText('Nama'), 'Nadia');
    await userEvent.click(form.getByRole('button', { name: 'Tambah dan kirim e-mail' }));
    expect(form.getByRole('alert')).toHaveTextContent('minimal satu peran');
    expect(server.callsTo('POST /v2/operator/operators')).toHaveLength(0);
    await userEvent.click(form.getByLabelText('Keuangan'));
    await userEvent.click(form.getByRole('button', { name: 'Tambah dan kirim e-mail' }));
    expect(await form.findByRole('status')).toHaveTextContent('nadia@broker.co.id ditambahkan.');
    expect(server.callsTo('POST /v2/operator/operators')[0]?.body).toEqual({
      email: 'nadia@broker.co.id',
      name: 'Nadia',
      roles: ['finance'],
    });
    expect(server.callsTo('GET /v2/operator/operators').length).toBeGreaterThan(1);
  });
});
