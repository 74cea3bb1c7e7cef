import { type DeviceDescription, deviceText } from '@emas/domain';
import type { OutgoingMessage } from '../notifications/index.ts';

export type NewDeviceSignIn = {
  readonly to: string;
  readonly device: DeviceDescription;
  readonly ip: string;
  /** The city the login form reported; empty when it sent none. */
  readonly city: string;
  readonly at: Date;
};

/**
 * The e-mail that tells the owner their account was signed in from a device it never used, so
 * a sign-in they did not make is noticed. Indonesian first, then English, as the other notices.
 */
export const newDeviceNotice = (signIn: NewDeviceSignIn): OutgoingMessage => {
  const when = `${signIn.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const where = [signIn.ip, signIn.city].filter((part) => part !== '').join(', ');
  const device = deviceText(signIn.device);
  return {
    channel: 'email',
    to: signIn.to,
    subject: 'Masuk dari perangkat baru ke akun Emas Anda',
    text: [
      `Akun Emas Anda baru saja dimasuki dari perangkat baru: ${device} (${where}) pada ${when}.`,
      'Jika bukan Anda, segera ganti password, lalu akhiri sesi itu di Pengaturan › SESI dan aktifkan masuk dua langkah.',
      '',
      `Your Emas account was just signed in from a new device: ${device} (${where}) at ${when}.`,
      'If it was not you, change your password at once, then end that session in Settings › SESSIONS and turn on two-factor sign-in.',
    ].join('\n'),
  };
};
