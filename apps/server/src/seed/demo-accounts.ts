import type { AccountTable, BrokerTable } from '../db/schema.ts';

/** The demo password of every demo account (the brief's). */
export const DEMO_PASSWORD = 'Emas#2026';

type DemoBroker = Omit<BrokerTable, 'created_at_ms'>;

export const demoBrokers: readonly DemoBroker[] = [
  {
    id: 'metalgo',
    label: 'ABI KB - METALGO+',
    display_name: 'Metalgo+',
    primary_color: '#b8860b',
    is_default: 1n,
  },
  {
    id: 'pospaygold',
    label: 'ABI KB - PospayGold',
    display_name: 'PospayGold',
    primary_color: '#f26522',
    is_default: 0n,
  },
  {
    id: 'nunomics',
    label: 'ABI KB - Nunomics',
    display_name: 'Nunomics',
    primary_color: '#1f6f5c',
    is_default: 0n,
  },
  {
    id: 'bmtdigi',
    label: 'ABI KB - BMT Digi',
    display_name: 'BMT Digi',
    primary_color: '#0b6e99',
    is_default: 0n,
  },
];

export type DemoAccount = Omit<
  AccountTable,
  'id' | 'created_at_ms' | 'parent_account_id' | 'locked_at_ms' | 'lock_reason'
> & {
  readonly key: string;
  readonly parentKey: string | null;
};

const demo = (
  key: string,
  level: AccountTable['level'],
  email: string,
  phone: string,
  hin: string | null,
  broker: string,
  fullname: string,
  parentKey: string | null,
): DemoAccount => ({
  key,
  level,
  email,
  phone_number: phone,
  hin,
  broker_id: broker,
  fullname,
  first_name: fullname.split(' ')[0] ?? fullname,
  username: null,
  bank_type: 'OTHER',
  status: 'active',
  referral_code: hin === null ? null : `REF${hin.slice(-4)}`,
  parentKey,
});

/** The brief's demo table; parents are listed before their children. */
export const demoAccounts: readonly DemoAccount[] = [
  demo(
    'ccp',
    'ccp',
    'ccp@demo.emas.id',
    '081200000007',
    null,
    'metalgo',
    'Kliring Berjangka',
    null,
  ),
  demo('fm', 'fm', 'fm@demo.emas.id', '081200000005', 'PB00000001', 'metalgo', 'Fajar Mulia', null),
  demo(
    'ib',
    'ib',
    'ib@demo.emas.id',
    '081200000004',
    'IB00000001',
    'metalgo',
    'Indra Budiman',
    'fm',
  ),
  demo(
    'client',
    'client',
    'client@demo.emas.id',
    '081200000001',
    'PC00000001',
    'metalgo',
    'Citra Lestari',
    'ib',
  ),
  demo(
    'client2',
    'client',
    'client2@demo.emas.id',
    '081200000002',
    'PC00000002',
    'metalgo',
    'Dewi Anggraini',
    'ib',
  ),
  demo(
    'pospay',
    'client',
    'pospay@demo.emas.id',
    '081200000003',
    'PC00000003',
    'pospaygold',
    'Putu Santoso',
    null,
  ),
  demo(
    'lp',
    'lp',
    'lp@demo.emas.id',
    '081200000006',
    'LP00000001',
    'metalgo',
    'Likuiditas Prima',
    null,
  ),
];
