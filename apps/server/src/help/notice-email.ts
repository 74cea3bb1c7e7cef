import { type NoticeKind, noticeText } from '@emas/domain';
import type { OutgoingMessage } from '../notifications/index.ts';

/** A notice as an e-mail to its holder, Indonesian first then English, as it reads in each. */
export const noticeEmail = (
  to: { readonly email: string; readonly firstName: string },
  kind: NoticeKind,
  params: Record<string, string>,
): OutgoingMessage => {
  const id = noticeText(kind, params, 'id');
  const en = noticeText(kind, params, 'en');
  return {
    channel: 'email',
    to: to.email,
    subject: `${id.title} / ${en.title}`,
    text: [
      `Halo ${to.firstName},`,
      '',
      id.body,
      '',
      '---',
      '',
      `Hello ${to.firstName},`,
      '',
      en.body,
    ].join('\n'),
  };
};
