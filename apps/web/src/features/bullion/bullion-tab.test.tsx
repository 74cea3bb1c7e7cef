/**
 * Proves the Bullion tab (spec 002, Bullion form) from what the user sees and what the server
 * is asked: the location search starts past 2 characters and cancels the earlier request, the
 * steppers cap what is typed, the checks' messages in order, the charges counted from the PVG
 * service and back to '-' when the weight or location changes, the PVG rule, the disclaimer
 * before Submit, the request's body, the reset and the switch to the track tab, and the
 * failure texts of spec 002 section 8.
 */
import { saveSession } from '../../lib/session.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, fakeServer } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { authAnswer } from '../../test-support/session-fixtures.ts';
import { BullionTab } from './bullion-tab.tsx';
import {
  feeAnswer,
  locationsAnswer,
  pvgService,
  reservedAnswer,
  shipmentDetail,
} from './bullion-fixtures.ts';

const RESERVED = 'GET /v2/poslog/get/list_reserved_delivery';
const SEARCH = 'POST /v2/poslog/get/postal_code';
const FEE = 'POST /v2/poslog/get/fee';
const REQUEST = 'POST /v2/poslog/request_withdrawal';

const server = () =>
  fakeServer({
    [RESERVED]: { body: reservedAnswer() },
    [SEARCH]: { body: locationsAnswer() },
    [FEE]: { body: feeAnswer() },
    [REQUEST]: { body: { status: 200, body: shipmentDetail() } },
  });

const render = (onSubmitted = vi.fn()) => {
  renderAt(<BullionTab onSubmitted={onSubmitted} />);
  return onSubmitted;
};

const stepper = () => screen.findByLabelText('Jumlah batang Emas 100 gram');
const totalCharges = () => screen.getByText('Total Charges').nextElementSibling?.textContent;

const chooseBandung = async () => {
  await userEvent.type(screen.getByLabelText('Lokasi pengambilan'), 'band');
  await userEvent.click(await screen.findByRole('button', { name: /40111/ }));
};

const expectAlert = async (title: string, message?: string) => {
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  if (message !== undefined) expect(within(dialog).getByText(message)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button'));
};

/** One 100 g bar to Bandung: counted, disclaimer agreed, submitted. */
const submitOneBar = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Tambah Emas 100 gram' }));
  await chooseBandung();
  await userEvent.click(screen.getByRole('button', { name: 'Count Total Charges' }));
  await userEvent.click(screen.getByRole('button', { name: 'Disclaimer' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Agree' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
};

describe('the Bullion tab', () => {
  beforeEach(() => {
    saveSession(authAnswer());
  });

  it('shows the customer, the order date and both gold lists', async () => {
    server();
    render();
    expect(await screen.findByText('Citra Lestari')).toBeInTheDocument();
    expect(screen.getByText('PC00000001')).toBeInTheDocument();
    expect(screen.getByText('2026-11-25')).toBeInTheDocument();
    const holdings = screen.getByRole('table', { name: 'Kepemilikan' });
    expect(
      within(holdings).getByRole('row', { name: /Emas 100 gram 3 300,00/ }),
    ).toBeInTheDocument();
    const reserved = screen.getByRole('table', { name: 'Dicadangkan untuk pengiriman' });
    expect(
      within(reserved).getByRole('row', { name: /Emas 100 gram 1 100,00/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tambah Rekening' })).toHaveAttribute(
      'href',
      '/add-bank-account',
    );
  });

  it('searches past 2 characters and cancels the earlier search', async () => {
    const fake = server();
    const signals: (AbortSignal | undefined)[] = [];
    const inner = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('postal_code')) signals.push(init?.signal ?? undefined);
      return inner(input, init);
    });
    render();
    const input = screen.getByLabelText('Lokasi pengambilan');
    await userEvent.type(input, 'ba');
    expect(screen.getByText('Ketik lebih dari 2 karakter untuk mencari.')).toBeInTheDocument();
    expect(fake.callsTo(SEARCH)).toHaveLength(0);
    await userEvent.type(input, 'nd');
    await screen.findByRole('button', { name: /40111/ });
    expect(fake.callsTo(SEARCH).map((call) => call.body)).toEqual([
      { city: 'ban', address: '' },
      { city: 'band', address: '' },
    ]);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('caps the quantity: non-numeric and negative to 0, above available to available', async () => {
    server();
    render();
    const input = await stepper();
    await userEvent.clear(input);
    await userEvent.type(input, '9');
    expect(input).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Tambah Emas 100 gram' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'x');
    expect(input).toHaveValue('0');
    await userEvent.type(input, '-');
    expect(input).toHaveValue('0');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah Emas 100 gram' }));
    expect(input).toHaveValue('1');
    expect(screen.getByText('Total berat (gram)').nextElementSibling).toHaveTextContent('100,00');
  });

  it('checks quantity, then location, before counting', async () => {
    const fake = server();
    render();
    await stepper();
    await userEvent.click(screen.getByRole('button', { name: 'Count Total Charges' }));
    await expectAlert('Quantity and weight must be greater than zero!');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah Emas 100 gram' }));
    await userEvent.click(screen.getByRole('button', { name: 'Count Total Charges' }));
    await expectAlert('Please select the pick up location!');
    expect(fake.callsTo(FEE)).toHaveLength(0);
  });

  it('counts the charges from PVG, resets them on a change, and needs the disclaimer', async () => {
    const fake = server();
    const onSubmitted = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Emas 100 gram' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tambah Emas 100 gram' }));
    await chooseBandung();
    expect(totalCharges()).toBe('-');
    await userEvent.click(screen.getByRole('button', { name: 'Count Total Charges' }));
    await waitFor(() => expect(totalCharges()).toBe('Rp 310.152,40'));
    // 200 g x $84.986479 x Rp 16.000 = Rp 271.956.732,80.
    expect(fake.callsTo(FEE)[0]?.body).toEqual({
      shipperzipcode: '10110',
      receiverzipcode: '40111',
      weight: '200.000',
      valuegoods: '271956732.80',
      metal_info: [
        { contract_id: 1, metal_type: 'gold', unit: 'gr', quantity: 2, weight: '200.000' },
      ],
    });
    expect(screen.getByText('Perkiraan tiba').nextElementSibling).toHaveTextContent('2026-11-29');
    await userEvent.click(screen.getByRole('button', { name: 'Kurangi Emas 100 gram' }));
    expect(totalCharges()).toBe('-');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tambah Emas 100 gram' }));
    await userEvent.click(screen.getByRole('button', { name: 'Count Total Charges' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await expectAlert('Please read the Disclaimer first!');
    expect(fake.callsTo(REQUEST)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Disclaimer' }));
    const disclaimer = await screen.findByRole('dialog', { name: 'Ketentuan pengiriman Pos' });
    expect(
      within(disclaimer).getByText(/Rp1\.000\.000\.000 per barang per tujuan/),
    ).toBeInTheDocument();
    await userEvent.click(within(disclaimer).getByRole('button', { name: 'Agree' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    expect(fake.callsTo(REQUEST)[0]?.body).toEqual({
      user_id: 'user-1',
      location_id: '40111',
      description: '',
      metal_info: [
        { contract_id: 1, metal_type: 'gold', unit: 'gr', quantity: 2, weight: '200.000' },
      ],
      amount_idr: '310152.40',
    });
    expect(await stepper()).toHaveValue('0');
    expect(totalCharges()).toBe('-');
    expect(screen.getByLabelText('Lokasi pengambilan')).toHaveValue('');
  });

  it('asks for another location when the quote has no PVG', async () => {
    const fake = server();
    fake.set(FEE, { body: feeAnswer([{ ...pvgService, serviceCode: 'PPB' }]) });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah Emas 100 gram' }));
    await chooseBandung();
    await userEvent.click(screen.getByRole('button', { name: 'Count Total Charges' }));
    await expectAlert('Failed!', 'Please select another location');
    expect(totalCharges()).toBe('-');
  });

  it.each([
    [
      {
        status: 400,
        body: { ...errorBody(400), err_message: "You don't have enough Emas 100 gram gold." },
      },
      'Something went wrong',
      "You don't have enough Emas 100 gram gold.",
    ],
    ['offline' as const, 'Server appears to be offline', 'Please try again later'],
  ])('shows a failed submit as the spec says', async (reply, title, message) => {
    const fake = server();
    fake.set(REQUEST, reply);
    const onSubmitted = render();
    await submitOneBar();
    await expectAlert(title, message);
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(await stepper()).toHaveValue('1');
  });

  it('asks for a new count when the server counts other charges', async () => {
    const fake = server();
    const message = 'The charges have changed. Please count the total charges again.';
    fake.set(REQUEST, {
      status: 409,
      body: { ...errorBody(409), code: 'BullionChargesChanged', err_message: message },
    });
    render();
    await submitOneBar();
    await expectAlert('Something went wrong', message);
    expect(totalCharges()).toBe('-');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Count Total Charges' })).toBeEnabled();
  });
});
