import type { OutgoingMessage } from '../notifications/index.ts';
import type { Application } from './application-repository.ts';

/** The e-mails of a decision, in Indonesian first (the product's language), then English. */

export const welcomeMessage = (application: Application): OutgoingMessage => ({
  channel: 'email',
  to: application.email,
  subject: 'Selamat datang di Emas / Welcome to Emas',
  text: [
    `Halo ${application.fullname ?? ''},`,
    `Rekening Anda telah disetujui. Nomor HIN Anda: ${application.hin ?? ''}.`,
    'Silakan masuk dengan e-mail atau nomor HP dan password yang Anda daftarkan.',
    '',
    `Hello ${application.fullname ?? ''},`,
    `Your account has been approved. Your HIN: ${application.hin ?? ''}.`,
    'Sign in with the e-mail or mobile number and the password you registered.',
  ].join('\n'),
});

export const rejectionMessage = (application: Application): OutgoingMessage => ({
  channel: 'email',
  to: application.email,
  subject: 'Pendaftaran rekening Emas / Your Emas application',
  text: [
    `Halo ${application.fullname ?? ''},`,
    'Mohon maaf, pendaftaran rekening Anda belum dapat kami setujui.',
    `Alasan: ${application.reject_reason ?? ''}`,
    'Anda dapat mendaftar kembali setelah memperbaiki hal tersebut.',
    '',
    `Hello ${application.fullname ?? ''},`,
    'We are sorry: your account application could not be approved.',
    `Reason: ${application.reject_reason ?? ''}`,
    'You may apply again once this is corrected.',
  ].join('\n'),
});

/** Compliance's request, with the link that opens the correction (its token is in the hash). */
export const correctionMessage = (application: Application, link: string): OutgoingMessage => ({
  channel: 'email',
  to: application.email,
  subject: 'Perbaikan pendaftaran Emas / Please correct your Emas application',
  text: [
    `Halo ${application.fullname ?? ''},`,
    'Pialang Anda meminta perbaikan data pendaftaran rekening Anda:',
    application.correction_note ?? '',
    `Buka tautan ini untuk memperbaikinya: ${link}`,
    '',
    `Hello ${application.fullname ?? ''},`,
    'Your broker asks you to correct your account application:',
    application.correction_note ?? '',
    `Open this link to correct it: ${link}`,
  ].join('\n'),
});
