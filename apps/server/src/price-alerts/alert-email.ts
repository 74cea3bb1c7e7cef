import { noticeText } from '@emas/domain';
import type { OutgoingMessage } from '../notifications/index.ts';

/** The e-mail of a fired alert, Indonesian first then English, as its notice reads in each. */
export const firedAlertEmail = (
  to: { readonly email: string; readonly firstName: string },
  params: Readonly<Record<string, string>>,
): OutgoingMessage => {
  const id = noticeText('price_alert', params, 'id');
  const en = noticeText('price_alert', params, 'en');
  return {
    channel: 'email',
    to: to.email,
    subject: `${id.title} / ${en.title}`,
    text: [
      `Halo ${to.firstName},`,
      '',
      id.body,
      'Peringatan ini sudah selesai; pasang yang baru di halaman Peringatan harga.',
      '',
      '---',
      '',
      `Hello ${to.firstName},`,
      '',
      en.body,
      'This alert is now done; set a new one on the Price alerts page.',
    ].join('\n'),
  };
};
