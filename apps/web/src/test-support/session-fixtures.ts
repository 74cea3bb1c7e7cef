import type { AccountInformation, AuthResponse, Balance } from '@emas/api';

/** A sign-in answer for a demo account, with the level, broker and HIN a test needs. */
export const authAnswer = (overrides: Partial<AuthResponse> = {}): AuthResponse => ({
  status: 200,
  iserror: false,
  token: 'token-1',
  user_id: 'user-1',
  broker_id: 'broker-1',
  bank_type: 'OTHER',
  app_name: 'metalgo',
  email: 'client@demo.emas.id',
  phone_number: '081200000001',
  fullname: 'Siti Rahma',
  level: 'client',
  hin: 'PC00000001',
  session_expires_at: '2026-03-02T03:15:00.000Z',
  ...overrides,
});

/** The account information answer's body for the signed-in demo client. */
export const accountInformation = (
  overrides: Partial<AccountInformation> = {},
): AccountInformation => ({
  user_id: 'user-1',
  level: 'client',
  broker_name: 'PT Metalgo',
  app_name: 'metalgo',
  hin: 'PC00000001',
  hinKinesis: null,
  first_name: 'Dewi',
  fullname: 'Dewi Lestari',
  email: 'client@demo.emas.id',
  phone_number: '081200000001',
  referralCode: null,
  brokerId: 'broker-1',
  bank_type: 'OTHER',
  ...overrides,
});

/** A cash balance: a billion rupiah, a million of it held by open orders. */
export const balance = (overrides: Partial<Balance> = {}): Balance => ({
  rdk_balance: '1000000000.00',
  usd_balance: '62500.00',
  available_trade_bal: '999000000.00',
  available_trade_bal_usd: '62437.50',
  reserved_bal_idr: '1000000.00',
  reserved_bal_usd: '62.50',
  account_bal: '1000000000.00',
  creditLimit: '0.00',
  availableCredit: '0.00',
  settlementOwning: '0.00',
  ...overrides,
});

/** The balance call's 200 answer. */
export const balanceReply = (overrides: Partial<Balance> = {}) => ({
  body: { status: 200, body: balance(overrides) },
});
