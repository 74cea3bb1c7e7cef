/**
 * Account notices (Help > NOTIFICATION): what happened to an account that it should read about.
 * A notice is stored as its kind and plain string parameters; its text is built from them in
 * the reader's language (`noticeText`), so a notice written today reads well in either language.
 */
export const NOTICE_KINDS = [
  'order_fill',
  'withdrawal',
  'shipment',
  'password_changed',
  'support_answer',
  'price_alert',
  'recurring_buy_skipped',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** Notices per page of the NOTIFICATION tab (the spec's page size). */
export const NOTICES_PAGE_SIZE = 10;
/** The most notices one page may ask for. */
export const NOTICES_PAGE_SIZE_MAX = 50;

export const isNoticeKind = (value: string): value is NoticeKind =>
  (NOTICE_KINDS as readonly string[]).includes(value);

/** How a withdrawal ended, as its notice says. */
export const WITHDRAWAL_OUTCOMES = ['paid', 'rejected', 'failed'] as const;
export type WithdrawalOutcome = (typeof WITHDRAWAL_OUTCOMES)[number];
