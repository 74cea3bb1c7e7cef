/**
 * Proves the console's broker settings desk: it is in the menu for an admin, shows the default
 * broker's schedule in force and its history, adds a schedule with rates typed the Indonesian
 * way (sent as the API's decimals), shows the server's refusal of a backdated date, and saves
 * the white label with a colour's contrast shown as it is typed.
 */
import { brokerSettingsEndpoints } from '@emas/api/broker-settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, fakeServer, takeCannedMismatches } from '../../test-support/fake-server.ts';
import { renderRoutes } from '../../test-support/render.tsx';
import { OperatorConsole, endOperatorSession } from '../operator/index.ts';
import { deskPage, signInTestOperator } from '../operator/test-support.tsx';
import { BrokerSettingsDesk } from './broker-settings-desk.tsx';

const DESKS = [
  {
    path: 'broker-settings',
    entry: 'brokerSettings',
    page: <BrokerSettingsDesk />,
    opens: brokerSettingsEndpoints.operatorBrokers,
  },
] as const;

const SPEC = {
  fee_rate: '1.00',
  fee_minimum: '500.00',
  tax_rate: '11.00',
  storage_rate_per_year: '2.00',
  delivery_fee_per_kg: '10000.00',
  delivery_tax_rate: '10.00',
  insurance_rate: '1.00',
  insurance_tax_rate: '10.00',
};
const schedule = {
  ...SPEC,
  id: 'metalgo-spec',
  broker_id: 'metalgo',
  effective_from_ms: 0,
  created_at_ms: 0,
};
const metalgo = {
  id: 'metalgo',
  is_default: true,
  label: 'ABI KB - METALGO+',
  brand_colour: '#8f6a10',
  brand_strong_colour: '#6b4e07',
  register_path: '/register',
  logo_url: null,
  version: 1,
  fees_in_force: schedule,
};
const fees = {
  body: { status: 200, data: { broker_id: 'metalgo', in_force: schedule, history: [schedule] } },
};
const FEES = 'GET /v2/operator/brokers/metalgo/fees';
const ADD = 'POST /v2/operator/brokers/metalgo/fees';
const BRANDING = 'POST /v2/operator/brokers/metalgo/branding';

/** Types over a field's text at once: pasted, as the typed key strokes are the inputs' own tests'. */
const retype = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
};

describe('broker settings desk', () => {
  beforeEach(signInTestOperator);
  afterEach(() => {
    expect(takeCannedMismatches()).toEqual([]);
    endOperatorSession();
    vi.unstubAllGlobals();
  });

  const open = () =>
    renderRoutes(
      [{ path: '/operator/*', element: <OperatorConsole desks={DESKS} /> }],
      '/operator/broker-settings',
    );

  it('shows the schedule in force and adds one typed the Indonesian way', async () => {
    let added = 0;
    const server = fakeServer({
      'GET /v2/operator/brokers': deskPage([metalgo]),
      [FEES]: fees,
      [ADD]: () =>
        added++ === 0
          ? {
              status: 422,
              body: errorBody(422, {
                code: 'FeeScheduleBackdated',
                err_message_id: 'Jadwal biaya hanya dapat berlaku mulai hari ini atau sesudahnya.',
              }),
            }
          : fees,
    });
    open();
    expect(screen.getByRole('link', { name: 'Pengaturan broker' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const history = await screen.findByRole('table', { name: 'Riwayat jadwal biaya' });
    const row = await within(history).findByRole('row', { current: true });
    expect(row).toHaveTextContent('1,00%');
    expect(row).toHaveTextContent('Rp 500,00');

    const fee = screen.getByLabelText('Biaya transaksi (%)');
    expect(fee).toHaveValue('1,00');
    await retype(fee, '0,75');
    const minimum = screen.getByLabelText('Biaya minimum (Rp)');
    await retype(minimum, '1.000');
    const date = screen.getByLabelText('Tanggal berlaku');
    await retype(date, '2030-01-02');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan jadwal' }));
    expect(
      await screen.findByText('Jadwal biaya hanya dapat berlaku mulai hari ini atau sesudahnya.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Simpan jadwal' }));
    expect(await screen.findByText(/Jadwal biaya ABI KB - METALGO\+ disimpan/)).toBeInTheDocument();
    expect(server.callsTo(ADD).at(-1)?.body).toEqual({
      ...SPEC,
      fee_rate: '0.75',
      fee_minimum: '1000.00',
      effective_date: '2030-01-02',
    });
  });

  it('saves the white label, showing a colour’s contrast against white', async () => {
    const server = fakeServer({
      'GET /v2/operator/brokers': deskPage([metalgo]),
      [FEES]: fees,
      [BRANDING]: {
        body: {
          status: 200,
          data: { ...metalgo, fees_in_force: undefined, label: 'Metalgo Emas' },
        },
      },
    });
    open();
    const name = await screen.findByLabelText('Nama broker');
    await retype(name, 'Metalgo Emas');
    const colour = screen.getByLabelText('Warna utama');
    await retype(colour, '#767676');
    expect(screen.getByText('Kontras dengan putih 4,54:1')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Pendaftaran'), 'Mendaftar di tempat lain');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan tampilan' }));
    expect(await screen.findByText('Tampilan Metalgo Emas disimpan.')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.callsTo(BRANDING).at(-1)?.body).toEqual({
        label: 'Metalgo Emas',
        brand_colour: '#767676',
        brand_strong_colour: '#6b4e07',
        register_path: null,
      }),
    );
  });
});
