import type { Language } from '../../lib/i18n.ts';

const LOCALES: Record<Language, string> = { id: 'id-ID', en: 'en-GB' };

/** A message's time on the Jakarta clock: the hour alone today, with the day otherwise. */
export function chatTime(iso: string, language: Language, nowMs: number = Date.now()): string {
  const at = new Date(iso);
  const day = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });
  const today = day(at) === day(new Date(nowMs));
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: 'Asia/Jakarta',
    hour: '2-digit',
    minute: '2-digit',
    ...(today ? {} : { day: 'numeric', month: 'short' }),
  }).format(at);
}
