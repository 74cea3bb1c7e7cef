/** Texts of the development-only mailbox (namespace 'dev'). */
const id = {
  link: 'Kotak surat pengembangan (OTP)',
  title: 'Kotak surat pengembangan',
  intro:
    'E-mail dan SMS yang dikirim platform, terbaru di atas. Hanya ada di lingkungan pengembangan.',
  refresh: 'Muat ulang',
  refreshing: 'Memuat…',
  empty: 'Belum ada pesan.',
  failed: 'Kotak surat tidak dapat dimuat.',
  channel: { email: 'E-mail', sms: 'SMS' },
  to: 'Kepada',
  sentAt: 'Dikirim',
  updated: 'Diperbarui {{time}}',
  backToLogin: 'Kembali ke halaman masuk',
};

const en: typeof id = {
  link: 'Development mailbox (OTP)',
  title: 'Development mailbox',
  intro: 'E-mails and SMS the platform sent, newest first. Only in a development environment.',
  refresh: 'Refresh',
  refreshing: 'Loading…',
  empty: 'No messages yet.',
  failed: 'The mailbox could not be loaded.',
  channel: { email: 'E-mail', sms: 'SMS' },
  to: 'To',
  sentAt: 'Sent',
  updated: 'Updated {{time}}',
  backToLogin: 'Back to login',
};

export const devMessages = { id, en };
