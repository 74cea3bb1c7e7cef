import type { AuthResponse } from '@emas/api';

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
