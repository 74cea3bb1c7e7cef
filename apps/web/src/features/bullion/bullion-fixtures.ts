import type { FeeService, ShipmentDetail, ShipmentRow, TraceEvent } from '@emas/api';

/** Canned answers of the bullion calls, valid against the contract (test support). */

export const reservedAnswer = (availableDg100 = 3) => ({
  status: 200,
  body: {
    fullname: 'Citra Lestari',
    hin: 'PC00000001',
    order_date: '2026-11-25',
    origin_postcode: '10110',
    gold_sell_price_usd: '84.986479',
    usd_sell_rate: '16000',
    cash_available: '10000000.00',
    contracts: [
      {
        contract_id: 1,
        name: 'Emas 100 gram',
        bar_weight: '100.00',
        available_quantity: availableDg100,
        available_weight: `${availableDg100 * 100}.00`,
        reserved_quantity: 1,
        reserved_weight: '100.00',
      },
      {
        contract_id: 4,
        name: 'Emas 0,01 gram Pool',
        bar_weight: '0.01',
        available_quantity: 50,
        available_weight: '0.50',
        reserved_quantity: 0,
        reserved_weight: '0.00',
      },
    ],
  },
});

export const bandung = {
  city: 'Kota Bandung',
  posCode: '40111',
  postcode: '40111',
  address: 'Sumur Bandung, Kota Bandung, Jawa Barat',
};

export const locationsAnswer = (places = [bandung]) => ({
  status: 200,
  body: { data: { body: { rs_postcode: { r_postcode: places } } } },
});

export const pvgService: FeeService = {
  serviceCode: 'PVG',
  serviceName: 'POS VALUABLE GOODS 4 HARI',
  fee: '10000.00',
  feeTax: '1000.00',
  insurance: '271956.73',
  insuranceTax: '27195.67',
};

export const feeAnswer = (services: FeeService[] = [pvgService]) => ({
  status: 200,
  body: { data: { body: { rs_fee: { r_fee: services } } } },
});

export const shipmentRow = (overrides: Partial<ShipmentRow> = {}): ShipmentRow => ({
  order_id: 'ship-1',
  transaction_id: 'BLN20261124AAAA0001',
  ref_id: 'ship-1',
  receipt_number: null,
  shipping_date: '2026-11-25',
  total_item: 2,
  total_weight: '200.00',
  value_goods: '27195673.00',
  status: '001',
  status_name: 'On Process',
  ...overrides,
});

export const shipmentDetail = (overrides: Partial<ShipmentDetail> = {}): ShipmentDetail => ({
  ...shipmentRow(),
  ref_number: 'ship-1',
  withdrawal_date: '2026-11-24',
  estimated_arrival: '2026-11-29',
  quantity: 2,
  weight: '200.00',
  valuegoods: '27195673.00',
  total_charge: '310152.40',
  hin: 'PC00000001',
  location: bandung,
  description: '',
  items: [{ contract_id: 1, quantity: 2, weight: '200.00', entries: 20, entry_weight: '10' }],
  ...overrides,
});

export const traceEvents: TraceEvent[] = [
  {
    eventDate: '2026-11-24 10:00:00',
    eventName: 'REQUEST RECEIVED',
    office: 'EMAS VAULT JAKARTA',
    description: 'STATUS : REQUEST RECEIVED;KANTOR : EMAS VAULT JAKARTA',
  },
  {
    eventDate: '2026-11-26 09:00:00',
    eventName: 'POSTING',
    office: 'KPRK KOTA JAKARTA PUSAT 10110',
    description: 'STATUS : POSTING;RESI : PVG1234567890',
  },
];
