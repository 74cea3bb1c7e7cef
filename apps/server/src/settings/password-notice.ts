import type { OutgoingMessage } from '../notifications/index.ts';

/**
 * The e-mail that tells the owner their password changed, so a change they did not make is
 * noticed. Indonesian first (the product's language), then English, as the OTP e-mails.
 */
export const passwordChangedNotice = (to: string, changedAt: Date): OutgoingMessage => {
  const when = `${changedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return {
    channel: 'email',
    to,
    subject: 'Password Emas Anda telah diubah',
    text: [
      `Password akun Emas Anda telah diubah pada ${when}.`,
      'Semua sesi lain telah dikeluarkan. Jika bukan Anda yang mengubahnya, segera hubungi perusahaan pialang Anda.',
      '',
      `The password of your Emas account was changed at ${when}.`,
      'Every other session was signed out. If you did not change it, contact your brokerage firm at once.',
    ].join('\n'),
  };
};
