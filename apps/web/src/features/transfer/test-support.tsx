import type { BalanceTransaction, PaymentInformation } from '@emas/api';
import { fakeServer } from '../../test-support/fake-server.ts';
import { account, mainAccount } from '../bank-accounts/test-support.tsx';
import { creditRoutes } from '../credit/test-support.tsx';
import { rateRoute } from '../market/test-support.tsx';

/* The transfer feature's canned answers, for its tests and for other features' tests. */

export const paymentInformation = (): PaymentInformation => ({
  apd: {
    bank_name: 'Bank Artha Graha Internasional',
    bank_code: '037',
    account_number: '107700000001',
    account_name: 'Siti Rahma',
    bank_address: 'Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190',
    currency: 'IDR',
    swift_code: 'ARTGIDJA',
  },
  withdrawal_acc: [
    {
      account_name: 'Siti Rahma',
      account_number: '5200000001',
      bank_code: '014',
      bank_address: 'KCU Thamrin',
    },
  ],
});

/** A ledger reference as the server sends it: a shipment's charges hold. */
export const SHIPMENT_CHARGES = 'shipment:0192f1a2-7c3b-7d4e-9f00-1234567890ab:charges';

export const movement = (overrides: Partial<BalanceTransaction> = {}): BalanceTransaction => ({
  created_at: '2026-03-02T03:00:00.000Z',
  reff_transaction: 'wd-1',
  type: 'debit',
  amount: '100000.00',
  kind: 'withdrawal_hold',
  ...overrides,
});

export const withdrawalTransaction = (overrides: Record<string, unknown> = {}) => ({
  _id: 'wd-9',
  status: 'process' as const,
  transaction_id: 'key-9',
  transaction_date: '2026-03-02T03:00:00.000Z',
  transfer_type: 'rped' as const,
  credit_bank_code: 'bca',
  credit_bank_name: 'BCA',
  credit_no: '5200000001',
  credit_name: 'Siti Rahma',
  debit_bank_code: '037',
  debit_no: '107700000001',
  debit_name: 'Siti Rahma',
  desc: null,
  amount: '150000.00',
  admin_fee: '0.00',
  ...overrides,
});

const ok = (body: object) => ({ body: { status: 200, ...body } });

/** The calls the Transfer screen makes, answered for a demo client at 16000 rupiah a dollar. */
export const transferServer = (routes: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({
    ...rateRoute,
    'POST /v2/igx/payment_information': ok({ body: paymentInformation() }),
    'GET /v2/bank_account': ok({
      data: [
        mainAccount,
        account({ _id: 'added-verified', status: 'ACCEPTED' }),
        account({ _id: 'added-pending', bank_name: 'BNI', account_no: '0900000002' }),
      ],
    }),
    'POST /v2/igx/last_transactions': ok({
      body: [
        movement({ reff_transaction: SHIPMENT_CHARGES }),
        movement({
          reff_transaction: 'dep-1',
          type: 'credit',
          amount: '2500000.50',
          kind: 'deposit',
        }),
      ],
    }),
    ...creditRoutes(),
    'POST /v2/igx/request_withdrawal': ok({
      body: {
        message: 'Permintaan penarikan dana berhasil dikirim',
        transaction: withdrawalTransaction(),
      },
    }),
    ...routes,
  });
