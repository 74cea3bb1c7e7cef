import type { OutgoingMessage } from '../notifications/index.ts';

/**
 * The e-mail that tells the owner a key was created, so a key they did not make is noticed
 * (a key can trade). Indonesian first, then English, as the other account e-mails.
 */
export const apiKeyCreatedNotice = (
  to: string,
  key: { readonly name: string; readonly scopes: readonly string[] },
  createdAt: Date,
): OutgoingMessage => {
  const when = `${createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const scopes = key.scopes.join(', ');
  return {
    channel: 'email',
    to,
    subject: 'Kunci API Emas baru telah dibuat',
    text: [
      `Kunci API "${key.name}" (${scopes}) dibuat untuk akun Emas Anda pada ${when}.`,
      'Jika bukan Anda yang membuatnya, cabut kunci itu di Pengaturan › API KEYS dan hubungi perusahaan pialang Anda.',
      '',
      `An API key "${key.name}" (${scopes}) was created for your Emas account at ${when}.`,
      'If you did not create it, revoke it in Settings › API KEYS and contact your brokerage firm.',
    ].join('\n'),
  };
};
