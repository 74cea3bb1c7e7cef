import { OTP_VALID_MS, type OtpChannel } from '@emas/domain';
import type { OutgoingMessage } from '../notifications/index.ts';

const VALIDITY_SECONDS = OTP_VALID_MS / 1_000;

/** The message that carries a code, in Indonesian first (the product's language), then English. */
export const otpMessage = (channel: OtpChannel, to: string, code: string): OutgoingMessage => ({
  channel,
  to,
  subject: 'Kode OTP Emas',
  text: [
    `Kode OTP Anda: ${code}`,
    `Kode ini berlaku ${VALIDITY_SECONDS} detik. Jangan berikan kode ini kepada siapa pun.`,
    '',
    `Your Emas OTP code: ${code}`,
    `It is valid for ${VALIDITY_SECONDS} seconds. Do not share it with anyone.`,
  ].join('\n'),
});
