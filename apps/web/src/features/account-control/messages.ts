import { featureTranslation } from '../../lib/i18n.ts';

/** The console's Accounts desk (compliance): find an account by HIN, lock it, unlock it. */
const id = {
  heading: 'Akun',
  intro:
    'Kunci akun nasabah atau lp: sesinya berakhir dan ia tidak bisa masuk sampai dibuka kembali. Order terbuka tetap, atau dibatalkan bila Anda memilihnya.',
  hin: 'HIN',
  find: 'Cari',
  finding: 'Mencari…',
  notFound: 'Tidak ada akun dengan HIN ini.',
  holder: 'Pemilik',
  level: 'Level',
  state: 'Status',
  active: 'Aktif',
  lockedSince: 'Dikunci sejak {{when}}: {{reason}}',
  openOrders: 'Order terbuka',
  lock: 'Kunci akun',
  unlock: 'Buka kunci',
  lockTitle: 'Kunci akun {{name}} ({{hin}})',
  unlockTitle: 'Buka kunci akun {{name}} ({{hin}})',
  ordersChoice: 'Order terbuka ({{count}})',
  keepOrders: 'Biarkan order terbuka tetap di pasar',
  killOrders: 'Batalkan semua order terbuka',
  chooseOrders: 'Pilih apa yang terjadi pada order terbuka.',
  reason: 'Alasan',
  reasonRequired: 'Isi alasan, minimal {{count}} karakter.',
  close: 'Tutup',
  locked: 'Akun {{hin}} dikunci; sesinya berakhir.',
  unlocked: 'Kunci akun {{hin}} dibuka; ia bisa masuk kembali.',
};

const en: typeof id = {
  heading: 'Accounts',
  intro:
    "Lock a client's or lp's account: its sessions end and it cannot sign in until unlocked. Open orders stay, or are killed if you choose so.",
  hin: 'HIN',
  find: 'Find',
  finding: 'Finding…',
  notFound: 'No account has this HIN.',
  holder: 'Holder',
  level: 'Level',
  state: 'Status',
  active: 'Active',
  lockedSince: 'Locked since {{when}}: {{reason}}',
  openOrders: 'Open orders',
  lock: 'Lock account',
  unlock: 'Unlock',
  lockTitle: 'Lock the account of {{name}} ({{hin}})',
  unlockTitle: 'Unlock the account of {{name}} ({{hin}})',
  ordersChoice: 'Open orders ({{count}})',
  keepOrders: 'Keep the open orders on the market',
  killOrders: 'Kill every open order',
  chooseOrders: 'Choose what happens to the open orders.',
  reason: 'Reason',
  reasonRequired: 'Enter a reason of at least {{count}} characters.',
  close: 'Close',
  locked: 'Account {{hin}} locked; its sessions ended.',
  unlocked: 'Account {{hin}} unlocked; it can sign in again.',
};

export const useAccountsDeskTranslation = featureTranslation('accounts-desk', { id, en });
