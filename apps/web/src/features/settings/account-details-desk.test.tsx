import { settingsOperatorEndpoints } from '@emas/api/settings';
import { OPERATOR_ROLES } from '@emas/domain';
/**
 * Proves the console's account-details desk: it is in the console's menu, lists accounts with
 * their address ('-' when missing), searches by what the operator typed, and saves an edited
 * account's details (blank fields sent as typed, for the server to store as missing), then
 * reads the list again and says so; compliance sees the account's answers beside the details.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, takeCannedMismatches } from '../../test-support/fake-server.ts';
import { renderRoutes } from '../../test-support/render.tsx';
import { OperatorConsole, endOperatorSession, startOperatorSession } from '../operator/index.ts';
import { AccountDetailsDesk } from './account-details-desk.tsx';

/** The console as the app composes it, with this feature's desk. */
const DESKS = [
  {
    path: 'account-details',
    entry: 'settings',
    page: <AccountDetailsDesk accountExtra={(id) => <p>Answers of {id}</p>} />,
    opens: settingsOperatorEndpoints.operatorAccountProfiles,
  },
] as const;

const LIST = 'GET /v2/operator/account-profiles';
const EDIT = 'PATCH /v2/operator/account-profiles/acc-2';

const profile = {
  id: 'acc-2',
  hin: 'PC00000002',
  level: 'client',
  email: 'client2@demo.emas.id',
  fullname: 'Dewi Anggraini',
  first_name: 'Dewi',
  username: 'dewi.anggraini',
  last_name: 'Anggraini',
  business_name: null,
  street: null,
  city: null,
  province: null,
  postcode: null,
  country: null,
} as const;
const listReply = (rows: object[]) => ({
  body: { status: 200, data: { count: rows.length, body: rows } },
});

describe('account-details desk', () => {
  beforeEach(() => {
    startOperatorSession({
      operator_id: 'op',
      email: 'o@x.id',
      name: 'Dewi',
      roles: OPERATOR_ROLES,
      token: 't'.repeat(40),
    });
  });
  afterEach(() => {
    expect(takeCannedMismatches()).toEqual([]);
    endOperatorSession();
    vi.unstubAllGlobals();
  });

  it('searches, edits an account and reads the list again', async () => {
    const server = fakeServer({
      [LIST]: listReply([profile]),
      [EDIT]: {
        body: { status: 200, data: { ...profile, street: 'Jl. Braga No. 10', city: 'Bandung' } },
      },
    });
    renderRoutes(
      [{ path: '/operator/*', element: <OperatorConsole desks={DESKS} /> }],
      '/operator/account-details',
    );
    expect(screen.getByRole('link', { name: 'Data akun' })).toHaveAttribute('aria-current', 'page');
    const row = await screen.findByRole('row', { name: /PC00000002/ });
    expect(row).toHaveTextContent('Dewi Anggraini');
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('-');

    await userEvent.type(screen.getByLabelText('Cari HIN, e-mail atau nama'), ' dewi ');
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await waitFor(() =>
      expect(server.callsTo(LIST).at(-1)?.url.searchParams.get('search')).toBe('dewi'),
    );

    await userEvent.click(within(row).getByRole('button', { name: 'Ubah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah data Dewi Anggraini' });
    expect(within(dialog).getByLabelText('Nama belakang')).toHaveValue('Anggraini');
    // Compliance (one of this operator's roles) reads what the app hands in for the account.
    expect(within(dialog).getByText('Answers of acc-2')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Jalan'), 'Jl. Braga No. 10');
    await userEvent.type(within(dialog).getByLabelText('Kota/Kecamatan'), 'Bandung');
    const listCalls = server.callsTo(LIST).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Data Dewi Anggraini disimpan.')).toBeInTheDocument();
    expect(server.callsTo(EDIT).map((call) => call.body)).toEqual([
      {
        last_name: 'Anggraini',
        business_name: '',
        street: 'Jl. Braga No. 10',
        city: 'Bandung',
        province: '',
        postcode: '',
        country: '',
      },
    ]);
    await waitFor(() => expect(server.callsTo(LIST).length).toBeGreaterThan(listCalls));
  });
});
