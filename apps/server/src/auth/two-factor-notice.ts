import type { OutgoingMessage } from '../notifications/index.ts';

/**
 * The e-mail that tells the owner two-factor sign-in was turned on or off, so a change they did
 * not make is noticed. Indonesian first, then English, as the other notices.
 */
export const twoFactorChangedNotice = (to: string, on: boolean, at: Date): OutgoingMessage => {
  const when = `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const [subject, id, en] = on
    ? [
        'Masuk dua langkah Emas Anda aktif',
        `Masuk dua langkah diaktifkan pada akun Emas Anda pada ${when}. Setiap masuk kini meminta kode dari aplikasi autentikator Anda.`,
        `Two-factor sign-in was turned on for your Emas account at ${when}. Every sign-in now asks for a code from your authenticator app.`,
      ]
    : [
        'Masuk dua langkah Emas Anda dinonaktifkan',
        `Masuk dua langkah dinonaktifkan pada akun Emas Anda pada ${when}. Jika bukan Anda, segera ganti password dan hubungi perusahaan pialang Anda.`,
        `Two-factor sign-in was turned off for your Emas account at ${when}. If it was not you, change your password at once and contact your brokerage firm.`,
      ];
  return { channel: 'email', to, subject, text: [id, '', en].join('\n') };
};
