import type { OtpChannel, OtpPurpose } from '@emas/domain';

/**
 * Whose code, for which flow and step. An account has at most one open challenge per purpose;
 * a code passes only for the subject it was sent for.
 */
export type OtpSubject = {
  readonly accountId: string;
  readonly purpose: OtpPurpose;
  /** The broker the flow runs under (the request's app_name). */
  readonly appName: string;
  readonly channel: OtpChannel;
  /** The request the code is bound to (a withdrawal's or bank account's key); null if none. */
  readonly reference: string | null;
};

/** A code on its way: when it went and when it stops working, and when another may follow. */
export type CodeSent = { sentAtMs: number; expiresAtMs: number; resendAtMs: number };
